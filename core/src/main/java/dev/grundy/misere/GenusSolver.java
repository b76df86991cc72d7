package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Game;
import dev.grundy.core.Move;
import dev.grundy.core.Position;
import dev.grundy.core.Term;
import dev.grundy.core.Value;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.LoopyGameException;
import dev.grundy.solve.StarSum;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Genera of positions (see {@link Genus}) by search: γk is the misère nim-value of the position plus
 * k·∗2, found by a memoised search over the sums it leads to ({@link StarSum}); g is the game's own
 * nim-value, or the normal-play search's.
 *
 * <p>Conway (On Numbers and Games ch. 12) shows that the γ's end by alternating, but not where; a
 * genus is settled here only where the alternation is proved. Write T_Z(a, b) for the misère
 * nim-value of Z + a·∗2 + b·∗1. By the definition, T_Z(a, b) is the mex of T_Z'(a, b) over the
 * options Z' of Z, of T_Z(a−1, b+1) and T_Z(a−1, b) when a ≥ 1 and of T_Z(a, b−1) when b ≥ 1 (1 at
 * the end of play). So two states of the same shape whose options' values are equal pair by pair
 * have equal values. Take n, m ≥ 1 and check, for every position Z the root can reach (itself
 * included), the finite window: (E) T_Z(a, m+2) = T_Z(a, m) for a ≤ n+2, and (D) T_Z(n+2, b) =
 * T_Z(n, b) for b ≤ m+1. Induction on Z's height, then a, then b, gives from (E) that the rows
 * a ≤ n+2 repeat with period 2 in b from m on, hence from (D) that rows n and n+2 are equal, hence
 * T_Z(a+2, b) = T_Z(a, b) for every a ≥ n and every b. With b = 0: γk+2 = γk for every k ≥ n, for
 * the root and for every position it reaches. The least n that passes (with some m ≤ n) is
 * searched from 1 up to {@value #MOST}; past it the genus is reported as not settled.
 *
 * <p>A game is <em>tame</em> (Winning Ways ch. 13) when every position has the genus of a misère Nim
 * position ({@link Genus#isTame}: a nim-heap's, or 0^{02} and 1^{13}, those of ∗2 + ∗2 and ∗2 + ∗3);
 * {@link #tame} checks it for one position and every position it can reach, by visiting them all.
 *
 * <p>Costs: for each n tried, (n+3)² values for every position reached; the states of the sums
 * searched are charged to the budget and shared between positions and values of n. Not
 * thread-safe.
 */
public final class GenusSolver {
    /** The largest n for which the alternation is checked: beyond it, the genus is not settled. */
    static final int MOST = 20;

    private final SearchBudget budget;
    private final GrundySolver<StarSum> misereValues;
    private final GrundySolver<Position> normalValues;
    private final Map<Position, Genus> known = new HashMap<>();
    /** Positions whose window repeats, with the n and m of the proof. */
    private final Map<Position, Window> alternating = new HashMap<>();
    /** Positions shown tame, with all they reach: asking again costs a look-up. */
    private final Set<Position> tameKnown = new HashSet<>();
    /** Positions shown not tame. */
    private final Set<Position> wildKnown = new HashSet<>();

    /** @param budget charged one state for every sum searched */
    public GenusSolver(SearchBudget budget) {
        this.budget = budget;
        this.misereValues = GrundySolver.misereValues(new StarSum.Game(), budget);
        this.normalValues = new GrundySolver<>(new CombinedGame(), budget);
    }

    /**
     * @param game a game that always ends
     * @param position one of its positions
     * @return the position's genus
     * @throws dev.grundy.budget.StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur
     */
    public <P> Genus genus(Game<P> game, P position) {
        Position alone = alone(game, position);
        Genus found = known.get(alone);
        if (found == null) {
            BigInteger g = nimValue(game, position, alone);
            Integer from = alternatingFrom(alone);
            found = from == null ? Genus.unsettled(g, gammas(alone, MOST + 2)) : Genus.of(g, gammas(alone, from + 4));
            known.put(alone, found);
        }
        return found;
    }

    /** @return the least n ≤ {@value #MOST} from which the γ's are proved to alternate, or null */
    private Integer alternatingFrom(Position root) {
        Window known = alternating.get(root);
        if (known != null) {
            return known.n();
        }
        List<Position> reached = reached(root);
        for (int n = 1; n <= MOST; n++) {
            if (value(root, n + 2, 0) != value(root, n, 0) || value(root, n + 3, 0) != value(root, n + 1, 0)) {
                continue; // the γ's themselves do not yet alternate: no window from n can repeat
            }
            for (int m = 1; m <= n; m++) {
                Window window = new Window(n, m);
                if (repeats(reached, window)) {
                    // The proof holds for every position reached, with the same window.
                    reached.forEach(each -> alternating.putIfAbsent(each, window));
                    return n;
                }
            }
        }
        return null;
    }

    /** The n and m of the class comment: the γ's alternate from n; the rows repeat in b from m. */
    private record Window(int n, int m) {
        /** A position proved with this window satisfies (E) and (D) everywhere at the other. */
        boolean within(Window other) {
            return n <= other.n && m <= other.m;
        }
    }

    /**
     * The finite check (E) and (D) of the class comment, for every position reached, the root first
     * (where it fails most often). A position already proved with a window within this one
     * satisfies (E) and (D) for every row and column here, which is all the induction asks of it:
     * it is not checked again.
     */
    private boolean repeats(List<Position> reached, Window window) {
        int n = window.n();
        int m = window.m();
        for (Position z : reached) {
            Window proved = alternating.get(z);
            if (proved != null && proved.within(window)) {
                continue;
            }
            for (int a = 0; a <= n + 2; a++) {
                if (value(z, a, m + 2) != value(z, a, m)) {
                    return false;
                }
            }
            for (int b = 0; b <= m + 1; b++) {
                if (value(z, n + 2, b) != value(z, n, b)) {
                    return false;
                }
            }
        }
        return true;
    }

    private int value(Position canonical, int twos, int ones) {
        return misereValues.grundy(new StarSum(canonical, twos, ones));
    }

    private List<Integer> gammas(Position canonical, int count) {
        List<Integer> gammas = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            gammas.add(value(canonical, k, 0));
        }
        return gammas;
    }

    /** @return every position the root can reach, itself included and first, in canonical form */
    private List<Position> reached(Position root) {
        Set<Position> seen = new LinkedHashSet<>(List.of(root));
        Deque<Position> waiting = new ArrayDeque<>(List.of(root));
        while (!waiting.isEmpty()) {
            waiting.pop().moves().forEach(move -> {
                Position next = move.to().canonical();
                if (seen.add(next)) {
                    budget.spend(1);
                    waiting.push(next);
                }
            });
        }
        return List.copyOf(seen);
    }

    /** The game's own value where it has one (a closed form), else the normal-play search's. */
    private <P> BigInteger nimValue(Game<P> game, P position, Position alone) {
        return game.value(position, budget) instanceof Value.Nimber nimber ? nimber.value()
                : BigInteger.valueOf(normalValues.grundy(alone));
    }

    /**
     * @param game a game that always ends
     * @param position one of its positions
     * @return true when the position and every position it can reach, as a part of what a move
     *     leaves, have the genus of a misère Nim position
     * @throws dev.grundy.budget.StateLimitException if the budget runs out first
     * @throws GenusNotSettledException if a genus on the way is not settled
     */
    public <P> boolean tame(Game<P> game, P position) {
        Position root = alone(game, position);
        if (tameKnown.contains(root) || wildKnown.contains(root)) {
            return tameKnown.contains(root);
        }
        Set<P> seen = new HashSet<>();
        Deque<P> waiting = new ArrayDeque<>(List.of(position));
        seen.add(position);
        while (!waiting.isEmpty()) {
            P next = waiting.pop();
            Genus genus = genus(game, next);
            if (!genus.settled()) {
                throw new GenusNotSettledException(genus);
            }
            if (!genus.isTame()) {
                wildKnown.add(root);
                return false;
            }
            for (Move<P> move : game.moves(next)) {
                for (P part : move.to()) {
                    if (!tameKnown.contains(alone(game, part)) && seen.add(part)) {
                        budget.spend(1);
                        waiting.push(part);
                    }
                }
            }
        }
        seen.forEach(tame -> tameKnown.add(alone(game, tame)));
        return true;
    }

    private static <P> Position alone(Game<P> game, P position) {
        return new Position(List.of(new Term<>(game, List.of(position)))).canonical();
    }
}
