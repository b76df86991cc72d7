package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.heap.SplitValues;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lasker's Nim with splits into K ≥ 4 heaps ({@code lasker:K}): take any number of tokens from one
 * heap, or split a heap into K non-empty heaps. No closed form is known to Grundy for these K (the
 * pattern of K = 2 and 3 breaks: for K = 4, G(31) = 32 and G(32) = 33), so the values come from the
 * table of {@link SplitValues}, up to heaps of {@value SplitValues#MAX_HEAP}, and any periodicity is
 * observed, never proved.
 *
 * <p>The splits to a value are found by a depth-first search over non-decreasing parts, pruned by
 * the table's xor-sets (a branch is followed only when some partition of what is left into the
 * parts still to place has the nim-sum still needed); it stops after {@value #MOST_STEPS} steps
 * and marks the list incomplete.
 *
 * @param parts K, at least 4
 * @param values the table for K, shared between requests and threads
 */
public record ManyWayLasker(int parts, SplitValues values) implements HeapGame, SequenceSource, SharedTable {
    /** The most steps of the search for splits to a value; beyond, the list is incomplete. */
    static final long MOST_STEPS = 2_000_000;

    /** @throws IllegalArgumentException if parts is below 4 */
    public ManyWayLasker {
        if (parts < 4) {
            throw new IllegalArgumentException("parts must be at least 4, got " + parts);
        }
    }

    @Override
    public String name() {
        return "lasker:" + parts;
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return new SplitRule(parts).moves(heap);
    }

    @Override
    public Value value(BigInteger heap, SearchBudget budget) {
        return Value.nimber(BigInteger.valueOf(values.value(inTable(heap), budget)));
    }

    /** The one take to the value (G takes each value once: every smaller heap is an option), then the splits. */
    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target, SearchBudget budget) {
        int n = (int) inTable(heap);
        values.value(n, budget);
        SplitSearch search = new SplitSearch(budget);
        for (int left = 0; left < n; left++) {
            if (BigInteger.valueOf(values.value(left, budget)).equals(target)) {
                search.found(HeapGame.take(heap, BigInteger.valueOf(n - left)));
            }
        }
        if (target.bitLength() < Integer.SIZE - 1) {
            search.splits(n, parts, 1, target.intValueExact());
        }
        return search.cut ? new Moves<>(search.listed, false) : Moves.counted(search.listed, search.count);
    }

    /** The partitions a1 ≤ a2 ≤ … ≤ aK with the nim-sum wanted, smallest parts first. */
    /** The shared table this game reads, so that a registry keeping games can bound their memory. */
    @Override
    public long footprint() {
        return values.footprint();
    }

    private final class SplitSearch {
        private final SearchBudget budget;
        private final List<Move<BigInteger>> listed = new ArrayList<>();
        private final int[] chosen = new int[parts];
        private long count;
        private long steps;
        private boolean cut;

        SplitSearch(SearchBudget budget) {
            this.budget = budget;
        }

        void splits(int rest, int toPlace, int least, int need) {
            if (toPlace == 1) {
                if (rest >= least && values.value(rest, budget) == need) {
                    chosen[parts - 1] = rest;
                    found(SplitRule.split(Arrays.stream(chosen).mapToObj(BigInteger::valueOf).toList()));
                }
                return;
            }
            for (int a = least; (long) a * toPlace <= rest && !cut; a++) {
                if (++steps > MOST_STEPS) {
                    cut = true;
                    return;
                }
                SearchBudget.stopIfInterrupted();
                int needRest = need ^ values.value(a, budget);
                if (values.reaches(toPlace - 1, rest - a, needRest)) {
                    chosen[parts - toPlace] = a;
                    splits(rest - a, toPlace - 1, a, needRest);
                }
            }
        }

        void found(Move<BigInteger> move) {
            count++;
            if (listed.size() < budget.mostListed()) {
                listed.add(move);
            }
        }
    }

    private long inTable(BigInteger heap) {
        if (heap.compareTo(BigInteger.valueOf(SplitValues.MAX_HEAP)) > 0) {
            throw new InvalidPositionException("error.split.beyondTable", name(), heap, SplitValues.MAX_HEAP);
        }
        return heap.longValueExact();
    }

    /** "G(40) = 41, computed: no theorem gives a closed form for splits into 4 heaps". */
    @Override
    public List<Phrase> explain(BigInteger heap, SearchBudget budget) {
        return List.of(Phrase.of("explain.split.computed", heap, value(heap, budget).nimber(), parts));
    }

    /** The values from the table, with the arithmetic periodicity observed in them, if any. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        Periodicity observed = values.observedPeriodicity(to + 1, budget);
        return SequenceSource.fromFunction(name(), to, n -> values.value(n, budget), observed,
                Phrase.of("reason.split.observed", parts));
    }

    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        return new SplitRule(parts).readMove(name(), heap, words);
    }

    @Override
    public List<String> typed(BigInteger heap, Move<BigInteger> move) {
        return new SplitRule(parts).typed(heap, move);
    }

    @Override
    public Phrase moveForms() {
        return new SplitRule(parts).moveForms();
    }
}
