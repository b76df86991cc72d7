package dev.grundy.coins;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.SearchBudget;

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
 * <p>Bounds: in a product, at most {@value #TESTED_CHOICES} choices are enumerated in all (beyond,
 * the list holds the moves found and is marked incomplete, their number unknown); a row game
 * enumerates nothing, so every head is solved, one inversion each; a move turning more than
 * {@value #MOST_TURNED} coins is counted but not listed, since its result cannot be written out
 * (a run of the ruler game may hold more coins than there are atoms).
 */
final class ProductMoves {
    /**
     * The most choices of turning sets enumerated for one answer, one nim-division each. Measured
     * 2026-11-25 on the shared two-core build machine: 100,000 choices of 100-bit values took
     * 4.9 s (TartanTest, turning corners on a 30-digit square), so 10,000 keep an answer near
     * half a second.
     */
    static final int TESTED_CHOICES = 10_000;
    /** The most coins a listed move may turn. */
    static final int MOST_TURNED = 1_000;

    private final CoinGame game;
    private final Heads heads;
    private final SearchBudget budget;
    private final List<Move<Heads>> listed = new ArrayList<>();
    private BigInteger count = BigInteger.ZERO;
    private int tested;

    /**
     * @param game the game
     * @param heads the position
     * @param budget how many moves to list, and the thread's interruption
     */
    ProductMoves(CoinGame game, Heads heads, SearchBudget budget) {
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
        for (Coin head : heads.coins()) {
            if (!solveAt(head, wanted)) {
                return new Moves<>(listed, false);
            }
        }
        return count.bitLength() < Long.SIZE ? Moves.counted(listed, count.longValueExact()) : new Moves<>(listed, false);
    }

    /** @return false when the enumeration was cut at its limit */
    private boolean solveAt(Coin head, BigInteger wanted) {
        List<CoinRule> factors = game.factors();
        int solved = mostSets(head);
        Iterator<List<TurningSet>> choices = TurningChoices.of(factors, head, solved).iterator();
        while (choices.hasNext()) {
            if (factors.size() > 1 && tested++ == TESTED_CHOICES) {
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
