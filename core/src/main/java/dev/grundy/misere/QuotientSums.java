package dev.grundy.misere;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Misère sums of one heap game decided by its saved misère quotient: a sum is a P-position iff the
 * product of its heaps' images Φ(h) is in P (Plambeck &amp; Siegel 2008); a move of one heap wins
 * iff it makes the product of the images a P element. It decides only where the quotient covers
 * every heap — heaps up to the last one built, or any heap once the quotient is final — and only
 * up to {@value #MOST_HEAP}, since each winning move is found among the heap's moves. Cost: one
 * product per heap, and one per move of the heap looked at.
 *
 * @param game the heap game
 * @param store where its quotient is saved
 */
public record QuotientSums(HeapGame game, QuotientStore store) {
    /** The largest heap whose moves are looked through for the winning ones. */
    public static final int MOST_HEAP = 100_000;

    /** @return the saved quotient when it covers every heap of the sum, else null */
    private MisereQuotient covering(List<BigInteger> heaps) {
        MisereQuotient quotient = store.load(game.name());
        boolean covered = quotient != null && heaps.stream().allMatch(heap -> heap.compareTo(BigInteger.valueOf(MOST_HEAP)) <= 0
                && quotient.element(heap) >= 0);
        return covered ? quotient : null;
    }

    /** @return true when the saved quotient covers every heap of the sum */
    public boolean decides(List<BigInteger> heaps) {
        return covering(heaps) != null;
    }

    /** @return P iff the product of the images is in P */
    public Outcome outcome(List<BigInteger> heaps) {
        MisereQuotient quotient = covering(heaps);
        return quotient.monoid().isP(quotient.product(heaps)) ? Outcome.P : Outcome.N;
    }

    /** "the misère quotient of kayles (order 48, final): the heaps' images multiply to ab², in P: …". */
    public List<Phrase> explain(List<BigInteger> heaps) {
        MisereQuotient quotient = covering(heaps);
        Presentation presentation = quotient.presentation();
        int product = quotient.product(heaps);
        List<Phrase> lines = new ArrayList<>();
        lines.add(quotient.isFinal()
                ? Phrase.of("explain.quotient.final", game.name(), quotient.order(), quotient.periodicity().period(), quotient.periodicity().preperiod())
                : Phrase.of("explain.quotient.upTo", game.name(), quotient.order(), quotient.lastHeap()));
        StringBuilder images = new StringBuilder();
        for (BigInteger heap : heaps) {
            images.append(images.length() == 0 ? "" : " · ").append(presentation.word(quotient.element(heap)));
        }
        lines.add(Phrase.of(quotient.monoid().isP(product) ? "explain.quotient.inP" : "explain.quotient.notInP",
                images.toString(), presentation.word(product)));
        return lines;
    }

    /** The moves of the heap that make the product a P element: exactly its winning moves. */
    public List<Move<BigInteger>> winningMoves(BigInteger heap, List<BigInteger> heaps) {
        MisereQuotient quotient = covering(heaps);
        List<BigInteger> others = new ArrayList<>(heaps);
        others.remove(heap);
        int rest = quotient.product(others);
        List<Move<BigInteger>> winning = new ArrayList<>();
        for (Move<BigInteger> move : game.moves(heap)) {
            int after = quotient.monoid().times(rest, quotient.product(move.to()));
            if (quotient.monoid().isP(after)) {
                winning.add(move);
            }
        }
        return winning;
    }
}
