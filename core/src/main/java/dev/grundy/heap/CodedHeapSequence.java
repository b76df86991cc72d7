package dev.grundy.heap;

import dev.grundy.arithmetic.Mex;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.CodedGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.util.Arrays;
import java.util.Objects;

/**
 * The Grundy sequence of a game of one heap given by its moves alone ({@link CodedGame}, e.g. a
 * one-line game {@code n -> …} whose codes are the heaps): G(0), G(1), … in turn, each the mex of
 * its options' values, an option that leaves several heaps taking the nim-sum of theirs
 * (Sprague–Grundy). Every option must leave smaller heaps, which the table then already holds: the
 * values live in a {@link CompactValues} (one to four bytes a heap), with no memo of states and
 * no options kept beyond the heap being valued. Time O(total number of moves of heaps 0..N),
 * memory O(N) bytes + the largest listing. The values grow on demand ({@link #extendTo}); not thread-safe.
 *
 * <p>Periodicity: proved only for a finite subtraction set S named by the caller (a repeated
 * window of max(S) values, see {@link SubtractionValues}); otherwise observed, and stated only
 * when it holds over at least the later half of the values (a game that is not periodic often
 * looks periodic just before its next break).
 */
public final class CodedHeapSequence implements SequenceSource {
    /** Values charged to the budget together. */
    private static final int CHARGE_EVERY = 4096;

    private final String name;
    private final CodedGame game;
    private final int[] subtractionSet;

    private CompactValues values = CompactValues.empty();
    private int[] stamps = new int[64];
    private int stamp;
    /** The heap, and the heap one of its moves leaves, that stopped the values: not smaller. */
    private int upwardFrom;
    private long upwardTo;
    private long wordsListed;

    /**
     * @param name the game's name in the position language
     * @param game the game, a heap's code being the heap; serving this sequence alone
     * @param subtractionSet S when the game is known to be the subtraction game of S (its
     *     periodicity is then proved), or null
     */
    public CodedHeapSequence(String name, CodedGame game, int[] subtractionSet) {
        this.name = Objects.requireNonNull(name, "name");
        this.game = Objects.requireNonNull(game, "game");
        this.subtractionSet = subtractionSet == null ? null : subtractionSet.clone();
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * @throws InvalidPositionException if a heap has an option that leaves a heap not smaller than itself
     */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        if (to < 0 || to >= TakeAndBreakValues.MAX_SIZE) {
            throw new IllegalArgumentException("to must be within 0.." + (TakeAndBreakValues.MAX_SIZE - 1) + ", got " + to);
        }
        if (!extendTo(to, budget, listener)) {
            throw new InvalidPositionException("error.sequence.notSmaller", upwardFrom, game.format(upwardTo));
        }
        return new Sequence(name, values.prefix(to + 1), to + 1, periodicity(values, to + 1), reason());
    }

    /**
     * Computes the values up to a heap, after those already known.
     *
     * @param last the last heap wanted
     * @param budget charged for the values added
     * @param listener told of progress
     * @return false when a heap on the way has a move to a heap not smaller than itself: the values
     *     stop before it
     */
    public boolean extendTo(int last, SearchBudget budget, SequenceListener listener) {
        values.reserve(last + 1);
        for (int n = values.size(); n <= last; n++) {
            int value = valueOf(n);
            if (value < 0) {
                return false;
            }
            values = values.add(value);
            if ((n + 1) % CHARGE_EVERY == 0) {
                budget.spend(CHARGE_EVERY, (long) CHARGE_EVERY * values.bytesPerValue());
                listener.progress(values, n + 1, last + 1, -1);
            }
        }
        return true;
    }

    /** @return how many words the game's listings have filled so far: the work done, moves and their parts */
    public long wordsListed() {
        return wordsListed;
    }

    /** @return how many values are known, G(0 … known − 1) */
    public int known() {
        return values.size();
    }

    /** @param n a heap below {@link #known()} @return G(n) */
    public int get(int n) {
        return values.get(n);
    }

    /** @return the periodicity of the values known: proved, or observed over their later half; null when neither */
    public Periodicity periodicity() {
        return periodicity(values, values.size());
    }

    /** @return why the periodicity holds or is only observed, for people */
    public Phrase reason() {
        return subtractionSet == null ? Phrase.of("reason.line.observed") : Phrase.of("reason.subtraction", largest(subtractionSet));
    }

    /** The mex of n's options' values, or −1 when an option leaves a heap not below n. */
    private int valueOf(int n) {
        int size = game.list(n);
        wordsListed += size;
        long[] words = game.words();
        if (stamps.length <= size) {
            stamps = new int[2 * size + 1];
            stamp = 0;
        }
        stamp++;
        for (int i = 0; i < size; ) {
            int parts = (int) words[i++];
            int sum = 0;
            for (int p = 0; p < parts; p++) {
                long part = words[i++];
                if (part < 0 || part >= n) {
                    upwardFrom = n;
                    upwardTo = part;
                    return -1;
                }
                sum ^= values.get((int) part);
            }
            if (sum < stamps.length) {
                stamps[sum] = stamp;
            }
        }
        return Mex.of(stamps, stamp);
    }

    /** The proved periodicity, or one observed over the later half of the values; null when neither. */
    private Periodicity periodicity(CompactValues values, int length) {
        PeriodicityProof proof = subtractionSet == null ? PeriodicityProof.NONE : subtractionWindow(largest(subtractionSet));
        Periodicity found = length < 2 ? null : PeriodicityDetector.find(values, length, proof, subtractionSet == null);
        if (found != null && !found.proved() && 2 * (length - found.preperiod()) < length) {
            return null;
        }
        return found;
    }

    /**
     * A subtraction game's value at n ≥ 0 depends only on the w = max(S) values before it (every
     * s ∈ S is at most n + w there), so two equal windows of w values p apart make the sequence
     * repeat with period p from the first: G(n + p) = G(n) for e ≤ n &lt; e + w, which needs G up
     * to e + p + w − 1.
     */
    static PeriodicityProof subtractionWindow(int largest) {
        return (preperiod, period, saltus, length) -> saltus == 0 && preperiod + period + largest <= length;
    }

    private static int largest(int[] set) {
        return Arrays.stream(set).max().orElseThrow();
    }

}
