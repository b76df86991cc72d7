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
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Genera of positions (see {@link Genus}) by search: γk is the misère nim-value of the position plus
 * k·∗2, found by a memoised search over the sums it leads to ({@link StarSum}); g is the game's own
 * nim-value, or the normal-play search's. The γ's are computed from k = 0 until they have
 * alternated for two more terms ({@value #FEWEST} terms at least, {@value #MOST} at most): Conway
 * shows that they end by alternating; where the alternation starts is observed up to the last
 * term computed.
 *
 * <p>A game is <em>tame</em> (Winning Ways ch. 13) when every position has the genus of a nim-heap;
 * {@link #tame} checks it for one position and every position it can reach, by visiting them all.
 *
 * <p>Costs: the states of the sums searched, charged to the budget, shared between positions and
 * values of k. Not thread-safe.
 */
public final class GenusSolver {
    /** The fewest γ's computed. */
    static final int FEWEST = 6;
    /** The most γ's computed: beyond, the genus is written with all of them. */
    static final int MOST = 14;

    private final SearchBudget budget;
    private final GrundySolver<StarSum> misereValues;
    private final GrundySolver<Position> normalValues;
    private final Map<Position, Genus> known = new HashMap<>();
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
            List<Integer> gammas = new ArrayList<>();
            while (gammas.size() < FEWEST || gammas.size() < MOST && Genus.alternatingFrom(gammas) > gammas.size() - 4) {
                gammas.add(misereValues.grundy(StarSum.of(alone, gammas.size(), 0)));
            }
            found = Genus.of(nimValue(game, position, alone), gammas);
            known.put(alone, found);
        }
        return found;
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
     *     leaves, have the genus of a nim-heap
     * @throws dev.grundy.budget.StateLimitException if the budget runs out first
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
            if (!genus(game, next).isNimHeapGenus()) {
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
