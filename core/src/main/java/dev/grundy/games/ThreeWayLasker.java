package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Lasker's Nim with splits into three: take any number of tokens from one heap, or split a heap
 * into three non-empty heaps ({@code lasker:3}; HDU 5795 "A Simple Nim").
 *
 * <p>G(0) = 0 and, for n ≥ 1, G(n) = n − 1 when n ≡ 0, n + 1 when n ≡ 7, n otherwise (mod 8), by
 * induction on n as for Lasker's Nim; the tests check it against the rules by brute force. The
 * one take to value t leaves G(t) ({@link LaskerValues}: G is its own inverse). The splits
 * a ≤ b ≤ c to value t are found smallest a first: for each a, the pairs b + c = n − a with
 * G(b) ⊕ G(c) = t ⊕ G(a) by the submask enumeration of {@link LaskerValues#pairsToValue}, until
 * {@link SearchBudget#mostListed} are listed or {@value #SCANNED_FIRST_PARTS} values of a are
 * scanned. All of them are counted, at any size, by {@link ThreeWaySplitCount} (a count beyond a
 * {@code long} is left unknown).
 */
public record ThreeWayLasker() implements HeapGame, SequenceSource {
    /** The most first parts a whose splits are looked for; beyond, the list is incomplete. */
    static final int SCANNED_FIRST_PARTS = 2048;

    private static final SplitRule RULE = new SplitRule(3);
    private static final LaskerValues VALUES = LaskerValues.THREE_PARTS;
    private static final BigInteger THREE = BigInteger.valueOf(3);

    @Override
    public String name() {
        return "lasker:3";
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return RULE.moves(heap);
    }

    /**
     * @param heap a heap of any size
     * @return its nim-value by the closed form, O(digits)
     */
    public BigInteger grundy(BigInteger heap) {
        return VALUES.grundy(heap);
    }

    @Override
    public Value value(BigInteger heap, SearchBudget budget) {
        return Value.nimber(grundy(heap));
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target, SearchBudget budget) {
        List<Move<BigInteger>> listed = new ArrayList<>();
        BigInteger count = ThreeWaySplitCount.splits(heap, target);
        BigInteger left = grundy(target);
        if (left.compareTo(heap) < 0) {
            listed.add(HeapGame.take(heap, heap.subtract(left)));
            count = count.add(BigInteger.ONE);
        }
        int most = budget.mostListed();
        BigInteger a = BigInteger.ONE;
        for (int scanned = 0; scanned < SCANNED_FIRST_PARTS && listed.size() < most && a.multiply(THREE).compareTo(heap) <= 0;
                scanned++, a = a.add(BigInteger.ONE)) {
            SearchBudget.stopIfInterrupted();
            List<BigInteger[]> pairs = VALUES.pairsToValue(heap.subtract(a), target.xor(grundy(a)), a, most - listed.size());
            pairs.sort(Comparator.comparing(pair -> pair[0]));
            for (BigInteger[] pair : pairs.subList(0, Math.min(pairs.size(), most - listed.size()))) {
                listed.add(SplitRule.split(List.of(a, pair[0], pair[1])));
            }
        }
        return count.bitLength() < Long.SIZE ? Moves.counted(listed, count.longValueExact()) : new Moves<>(listed, false);
    }

    /** "15 ≡ 7 (mod 8), so G = n + 1 = 16". */
    @Override
    public List<Phrase> explain(BigInteger heap, SearchBudget budget) {
        if (heap.signum() == 0) {
            return List.of(Phrase.of("explain.emptyHeap"));
        }
        int residue = VALUES.residue(heap);
        String rule = switch (residue) {
            case 7 -> "n + 1";
            case 0 -> "n − 1";
            default -> "n";
        };
        return List.of(Phrase.of("explain.lasker3", heap, residue, rule, grundy(heap)));
    }

    /** G(n + 8) = G(n) + 8 for n ≥ 1, by the closed form. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        return SequenceSource.fromFunction(name(), to, n -> grundy(BigInteger.valueOf(n)).intValueExact(),
                new Periodicity(1, 8, 8, true, to), Phrase.of("reason.lasker3"));
    }

    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        return RULE.readMove(name(), heap, words);
    }

    @Override
    public List<String> typed(BigInteger heap, Move<BigInteger> move) {
        return RULE.typed(heap, move);
    }

    @Override
    public Phrase moveForms() {
        return RULE.moveForms();
    }
}
