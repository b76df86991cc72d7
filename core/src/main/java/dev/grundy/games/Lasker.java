package dev.grundy.games;

import dev.grundy.core.ClosedFormGame;
import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Lasker's Nim: take any number of tokens from one heap, or split a heap into two non-empty heaps.
 *
 * <p>G(0) = 0 and, for n ≥ 1, G(n) = n when n ≡ 1, 2 (mod 4), n + 1 when n ≡ 3, n − 1 when n ≡ 0
 * (Winning Ways, ch. 4). G swaps 4j+3 and 4j+4 and fixes the rest, so it is its own inverse: the
 * one take to value t leaves G(t). A split a + b = n reaches t when G(a) ⊕ G(b) = t; with x = G(a),
 * y = G(b), that is x ⊕ y = t and x + y = n − e(x) − e(y), e the shift G makes on x's residue mod 4,
 * so x and y share the bits c = (x + y − t)/2 and divide t's bits between them: the splits are
 * enumerated over the submasks of t, 2^popcount(t) at most ({@link LaskerValues}), and listed up to
 * {@value #LISTED_SPLITS}. {@code lasker:2} is this game; {@code lasker:K} splits into K heaps.
 */
public record Lasker() implements HeapGame, ClosedFormGame<BigInteger>, SequenceSource {
    /** The most splits to one value listed; beyond, the list is marked incomplete. */
    public static final int LISTED_SPLITS = 1000;

    private static final BigInteger FOUR = BigInteger.valueOf(4);

    @Override
    public String name() {
        return "lasker";
    }

    @Override
    public Iterable<Move<BigInteger>> moves(BigInteger heap) {
        BigInteger half = heap.shiftRight(1);
        return () -> Stream.concat(
                StreamSupport.stream(HeapGame.takes(heap, heap).spliterator(), false),
                Stream.iterate(BigInteger.ONE, a -> a.compareTo(half) <= 0, a -> a.add(BigInteger.ONE))
                        .map(a -> split(a, heap.subtract(a)))).iterator();
    }

    private static Move<BigInteger> split(BigInteger a, BigInteger b) {
        return new Move<>(Phrase.of("move.splitInto", a, b), List.of(a, b));
    }

    @Override
    public BigInteger grundy(BigInteger heap) {
        return LaskerValues.TWO_PARTS.grundy(heap);
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target) {
        List<Move<BigInteger>> moves = new ArrayList<>();
        BigInteger left = grundy(target);
        if (left.compareTo(heap) < 0) {
            moves.add(HeapGame.take(heap, heap.subtract(left)));
        }
        List<BigInteger[]> splits = LaskerValues.TWO_PARTS.pairsToValue(heap, target, BigInteger.ONE, LISTED_SPLITS);
        splits.stream().sorted(Comparator.comparing(split -> split[0])).limit(LISTED_SPLITS)
                .forEach(split -> moves.add(split(split[0], split[1])));
        return new Moves<>(moves, splits.size() <= LISTED_SPLITS);
    }

    /** "7 ≡ 3 (mod 4), so G = 7 + 1 = 8". */
    @Override
    public List<Phrase> explain(BigInteger heap) {
        if (heap.signum() == 0) {
            return List.of(Phrase.of("explain.emptyHeap"));
        }
        int residue = heap.mod(FOUR).intValue();
        String rule = switch (residue) {
            case 3 -> "n + 1";
            case 0 -> "n − 1";
            default -> "n";
        };
        return List.of(Phrase.of("explain.lasker", heap, residue, rule, grundy(heap)));
    }

    /** G(n + 4) = G(n) + 4 for n ≥ 1: arithmetic-periodic, by the closed form. */
    @Override
    public Sequence sequence(int to, SequenceMethod method, SearchBudget budget, SequenceListener listener) {
        return SequenceSource.fromFunction(name(), to, n -> grundy(BigInteger.valueOf(n)).intValueExact(),
                new Periodicity(1, 4, 4, true, to), Phrase.of("reason.lasker"));
    }

    /** "3" takes three; "0 2" splits off a heap of 2. Checked by arithmetic, for heaps of any size. */
    @Override
    public Move<BigInteger> readMove(BigInteger heap, List<String> words) {
        if (words.size() == 2 && words.get(0).equals("0")) {
            BigInteger part = Numbers.positive(Phrase.of("what.part"), words.get(1));
            if (part.compareTo(heap) >= 0) {
                throw new InvalidPositionException("error.move.partTooBig", part, heap);
            }
            return split(part.min(heap.subtract(part)), part.max(heap.subtract(part)));
        }
        return TypedTakes.take(name(), heap, words, heap);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.both", Phrase.of("forms.heap"), Phrase.of("forms.heapSplitOnly"));
    }
}
