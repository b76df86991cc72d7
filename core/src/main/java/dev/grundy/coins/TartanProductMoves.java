package dev.grundy.coins;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The moves of a coin-turning game, or of a Tartan product, to a given value, solved through the
 * product structure rather than by testing each move.
 *
 * <p>A move at a head turns S₁ × … × S_k, and toggling a set changes the position's value by the
 * nim-sum of its coins' values, which by distributivity is u₁ ⊗ … ⊗ u_k, u_i the nim-sum of the
 * values of S_i in factor i (the Tartan theorem's own argument: Winning Ways, ch. 14; Conway,
 * <i>On Numbers and Games</i>, ch. 6). So from value s the moves to t are those with
 * u₁ ⊗ … ⊗ u_k = s ⊕ t = d. No u_i is 0 (an option never keeps a game's value), so for each choice
 * of sets in all factors but one the last must have u = d ⊘ (the others' product), a nim-quotient,
 * and that factor's rule inverts its value map ({@link CoinRule#setsOfValue}). The factor solved
 * is the one with the most turning sets at the head; in a row game nothing is enumerated, one
 * quotient per head. Cost: O(heads · the choices enumerated · a nim-division).
 *
 * <p>Bounds: in a product, the choices enumerated may cost {@value #TESTED_WORK} units of work in
 * all (beyond, the list holds the moves found and is marked incomplete, their number unknown); a row game
 * enumerates nothing, so every head is solved, one inversion each; a move turning more than
 * {@value #MOST_TURNED} coins is counted but not listed, since its result cannot be written out
 * (a run of the ruler game may hold more coins than there are atoms).
 */
final class TartanProductMoves {
    /**
     * The work one answer may spend enumerating choices of turning sets, in units of a nim-division
     * of 64-bit values; a choice costs the square of its values' 64-bit words (a product of n-word
     * nimbers costs about n^1.58 word products, and the quotient several of them). Measured
     * 2026-11-25 on the shared two-core build machine: 100,000 choices of 100-bit values (4 units
     * each) took 4.9 s (TartanTest, turning corners on a 30-digit square), so 40,000 units keep an
     * answer near half a second; a board of 1,000-digit places (2,704 units a choice) tries 14.
     */
    static final long TESTED_WORK = 40_000;
    /** The most coins a listed move may turn. */
    static final int MOST_TURNED = 1_000;

    private final CoinGame game;
    private final Heads heads;
    private final SearchBudget budget;
    private final List<Move<Heads>> listed = new ArrayList<>();
    private BigInteger count = BigInteger.ZERO;
    private long spent;

    /**
     * @param game the game
     * @param heads the position
     * @param budget how many moves to list, and the thread's interruption
     */
    TartanProductMoves(CoinGame game, Heads heads, SearchBudget budget) {
        this.game = game;
        this.heads = heads;
        this.budget = budget;
    }

    /**
     * @param target the nim-value the moves must reach
     * @return the moves found, listed to the request's limit, with their count when every choice was
     *     enumerated
     */
    Moves<Heads> to(BigInteger target) {
        BigInteger wanted = game.grundy(heads).xor(target);
        if (wanted.signum() == 0) {
            return Moves.none();
        }
        for (Coin head : order(wanted)) {
            if (!solveAt(head, wanted)) {
                return new Moves<>(listed, false);
            }
        }
        return count.bitLength() < Long.SIZE ? Moves.counted(listed, count.longValueExact()) : new Moves<>(listed, false);
    }

    /**
     * The heads of a product, those whose value holds the top bit of the change wanted first: a
     * single head is worth the mex of its options, so from a head worth g every value below g is
     * one move away, and a head whose g holds that top bit has a move changing the value by any
     * amount of that top bit — a winning move, when the target is 0 — which a cut search should
     * not miss for having spent its work elsewhere. A row game keeps its heads in order.
     */
    private List<Coin> order(BigInteger wanted) {
        if (game.factors().size() == 1) {
            return heads.coins();
        }
        int top = wanted.bitLength() - 1;
        List<Coin> first = new ArrayList<>();
        List<Coin> rest = new ArrayList<>();
        for (Coin head : heads.coins()) {
            (game.value(head).testBit(top) ? first : rest).add(head);
        }
        first.addAll(rest);
        return first;
    }

    /** @return false when the enumeration was cut at its limit */
    private boolean solveAt(Coin head, BigInteger wanted) {
        List<CoinRule> factors = game.factors();
        int solved = mostSets(head);
        long cost = factors.size() == 1 ? 0 : cost(head, wanted);
        Iterator<List<TurningSet>> choices = TurningChoices.of(factors, head, solved).iterator();
        while (choices.hasNext()) {
            spent += cost;
            if (spent > TESTED_WORK) {
                return false;
            }
            SearchBudget.stopIfInterrupted();
            List<TurningSet> chosen = choices.next();
            BigInteger product = chosen.stream().map(TurningSet::value).reduce(BigInteger.ONE, Nimbers::nimProduct);
            BigInteger need = Nimbers.nimQuotient(wanted, product);
            CoinRule.Found found = factors.get(solved).setsOfValue(head.place(solved), need, budget.mostListed() - listed.size());
            count = count.add(found.count());
            for (TurningSet set : found.listed()) {
                List<TurningSet> sets = new ArrayList<>(chosen);
                sets.add(solved, set);
                if (listed.size() < budget.mostListed() && turned(sets).compareTo(BigInteger.valueOf(MOST_TURNED)) <= 0) {
                    listed.add(game.move(heads, sets));
                }
            }
        }
        return true;
    }

    /** The square of the 64-bit words of the largest value a choice at this head divides. */
    private long cost(Coin head, BigInteger wanted) {
        int bits = Math.max(wanted.bitLength(), game.value(head).bitLength());
        long words = bits / Long.SIZE + 1;
        return words * words;
    }

    private int mostSets(Coin head) {
        List<CoinRule> factors = game.factors();
        int most = factors.size() - 1;
        for (int i = factors.size() - 2; i >= 0; i--) {
            if (factors.get(i).turningSetCount(head.place(i)).compareTo(factors.get(most).turningSetCount(head.place(most))) > 0) {
                most = i;
            }
        }
        return most;
    }

    private static BigInteger turned(List<TurningSet> sets) {
        return sets.stream().map(TurningSet::size).reduce(BigInteger.ONE, BigInteger::multiply);
    }
}
