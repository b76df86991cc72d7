package dev.grundy.misere.quotient;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Misère sums of one heap game decided by its saved misère quotient: a sum is a P-position iff the
 * product of its heaps' images Φ(h) is in P (Plambeck &amp; Siegel 2008); a move of one heap wins
 * iff it makes the product of the images a P element. It decides only where the quotient covers
 * every heap — heaps up to the last one built, or any heap of any size once the quotient is
 * final. A heap up to {@value #MOST_HEAP} has its winning moves found among its moves; a larger
 * one, by Φ's period ({@link PeriodicMoves}). Cost: one product per heap, and one per move of the
 * heap looked at (O(t·(n0 + p)) for a larger heap).
 *
 * @param game the heap game
 * @param store where its quotient is saved
 */
public record QuotientSums(HeapGame game, QuotientStore store) {
    /** The largest heap whose moves are looked through for the winning ones. */
    public static final int MOST_HEAP = 100_000;
    /** The last heap an on-demand build adjoins before it gives up on finality. */
    public static final int LAST_HEAP_BUILT = 300;
    /** The most seconds an on-demand build may take. */
    public static final int MOST_SECONDS = 30;
    /** Sums of at most this many tokens are left to the search: no quotient is built for them. */
    public static final int WORTH_BUILDING = 30;
    /** The largest order an on-demand build allows. */
    public static final int MOST_ORDER = 2_000;

    /** @return the saved quotient when it covers every heap of the sum (any heap, once final), else null */
    private MisereQuotient covering(List<BigInteger> heaps) {
        MisereQuotient quotient = store.load(game.name());
        boolean covered = quotient != null && heaps.stream().allMatch(heap -> quotient.element(heap) >= 0);
        return covered ? quotient : null;
    }

    /**
     * Builds the quotient when none saved covers the heaps and the sum is too large for a quick
     * search (more than {@value #WORTH_BUILDING} tokens): {@link QuotientBuilder} until final, heaps
     * up to {@value #LAST_HEAP_BUILT}, with half of the states the budget has left and at most
     * {@value #MOST_SECONDS} seconds. The quotient built is saved when it is final, or when it covers
     * the sum's heaps (Q<sub>N</sub> decides every sum of heaps up to N); otherwise the sum goes to
     * the other rules, and the phrase returned says why. A build that gave up is remembered in the
     * store with its limits ({@link FailedBuild}): a later sum whose build would have the same or
     * smaller limits is told so at once; larger limits (more states) build again. The build's
     * progress goes to the request's listener ({@link SearchBudget#adjoined}).
     *
     * @param heaps the sum's heaps
     * @param budget the request's budget; an interrupt of the thread (a time limit) stops the build too
     * @return null when the quotient covers the heaps now or the sum is small, else why not
     */
    public Phrase ready(List<BigInteger> heaps, SearchBudget budget) {
        BigInteger tokens = heaps.stream().reduce(BigInteger.ZERO, BigInteger::add);
        if (tokens.compareTo(BigInteger.valueOf(WORTH_BUILDING)) <= 0 || covering(heaps) != null) {
            return null;
        }
        long share = Math.max(1, (budget.maxStates() - budget.spent()) / 2);
        FailedBuild failed = store.failure(game.name());
        if (failed != null && failed.covers(LAST_HEAP_BUILT, share, MOST_SECONDS, MOST_ORDER)) {
            return Phrase.of("misere.quotient.gaveUpBefore", game.name(), failed.reached(), failed.order(),
                    stopReason(failed.stop()), String.format(Locale.ROOT, "%,d", failed.states()), failed.seconds());
        }
        QuotientBuilder.Result result;
        try {
            result = TimedBuild.run(new QuotientBuilder(HeapRules.of(game), MOST_ORDER).reporting(budget::adjoined), LAST_HEAP_BUILT,
                    new SearchBudget(budget.limits().withMaxStates(share), ProgressListener.NONE), MOST_SECONDS);
        } catch (InvalidPositionException notBuildable) {
            return Phrase.of("misere.quotient.notBuilt", game.name(), notBuildable.phrase());
        }
        if (result == null) {
            return Phrase.of("misere.quotient.interrupted", game.name());
        }
        MisereQuotient quotient = result.quotient();
        boolean covers = heaps.stream().allMatch(heap -> quotient.element(heap) >= 0);
        if (quotient.isFinal() || covers) {
            try {
                store.save(quotient);
            } catch (IOException unwritable) {
                return Phrase.of("misere.quotient.notSaved", game.name(), store.place(game.name()));
            }
        }
        if (covering(heaps) != null) {
            return null;
        }
        if (!quotient.isFinal()) {
            try {
                store.remember(new FailedBuild(game.name(), LAST_HEAP_BUILT, share, MOST_SECONDS, MOST_ORDER, quotient.lastHeap(), quotient.order(), result.stop()));
            } catch (IOException unwritable) {
                // Not remembered: the next question builds again, as it did before there was a record.
            }
        }
        return Phrase.of("misere.quotient.notFinal", game.name(), quotient.lastHeap(), quotient.order(), stopReason(result.stop()));
    }

    /** Why an on-demand build stopped, with the limit it met. */
    private static Phrase stopReason(QuotientBuilder.Stop stop) {
        String key = "misere.quotient.stop." + stop.name();
        return switch (stop) {
            case BUDGET -> Phrase.of(key, MOST_SECONDS);
            case LAST_HEAP -> Phrase.of(key, LAST_HEAP_BUILT);
            case ORDER_LIMIT -> Phrase.of(key, MOST_ORDER);
            default -> Phrase.of(key);
        };
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

    /**
     * The moves of the heap that make the product a P element: exactly its winning moves, lazily.
     * A heap beyond {@value #MOST_HEAP} of a final quotient has them found by Φ's period
     * ({@link PeriodicMoves}) rather than among its moves.
     */
    public Stream<Move<BigInteger>> winningMoves(BigInteger heap, List<BigInteger> heaps) {
        MisereQuotient quotient = covering(heaps);
        int rest = rest(quotient, heap, heaps);
        PeriodicMoves periodic = periodic(quotient, heap);
        if (periodic != null) {
            return periodic.winning(heap, rest);
        }
        return StreamSupport.stream(game.moves(heap).spliterator(), false)
                .filter(move -> quotient.monoid().isP(quotient.monoid().times(rest, quotient.product(move.to()))));
    }

    /** @return how many winning moves a heap beyond {@value #MOST_HEAP} has, by Φ's period; null for a smaller heap */
    public BigInteger winningCount(BigInteger heap, List<BigInteger> heaps) {
        MisereQuotient quotient = covering(heaps);
        PeriodicMoves periodic = periodic(quotient, heap);
        return periodic == null ? null : periodic.count(heap, rest(quotient, heap, heaps));
    }

    private PeriodicMoves periodic(MisereQuotient quotient, BigInteger heap) {
        if (heap.compareTo(BigInteger.valueOf(MOST_HEAP)) <= 0 || !quotient.isFinal()) {
            return null;
        }
        PeriodicMoves periodic = new PeriodicMoves(game, quotient, HeapRules.of(game).take());
        return heap.compareTo(periodic.leastHeap()) >= 0 ? periodic : null;
    }

    /** The product of the images of the sum's other heaps. */
    private static int rest(MisereQuotient quotient, BigInteger heap, List<BigInteger> heaps) {
        List<BigInteger> others = new ArrayList<>(heaps);
        others.remove(heap);
        return quotient.product(others);
    }
}
