package dev.grundy.games;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.ClosedFormGame;
import dev.grundy.core.HeapGame;
import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Numbers;
import dev.grundy.core.Phrase;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.core.SearchBudget;

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
 * enumerated over the submasks of t, 2^popcount(t) at most, and listed up to {@value #LISTED_SPLITS}.
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
        return switch (heap.mod(FOUR).intValue()) {
            case 3 -> heap.add(BigInteger.ONE);
            case 0 -> heap.signum() == 0 ? heap : heap.subtract(BigInteger.ONE);
            default -> heap;
        };
    }

    @Override
    public Moves<BigInteger> movesToValue(BigInteger heap, BigInteger target) {
        List<Move<BigInteger>> moves = new ArrayList<>();
        BigInteger left = grundy(target);
        if (left.compareTo(heap) < 0) {
            moves.add(HeapGame.take(heap, heap.subtract(left)));
        }
        List<BigInteger[]> splits = splitsToValue(heap, target);
        splits.stream().sorted(Comparator.comparing(split -> split[0])).limit(LISTED_SPLITS)
                .forEach(split -> moves.add(split(split[0], split[1])));
        return new Moves<>(moves, splits.size() <= LISTED_SPLITS);
    }

    /** The splits a ≤ b of the heap with G(a) ⊕ G(b) = target; one more than the listed number at most. */
    private List<BigInteger[]> splitsToValue(BigInteger heap, BigInteger target) {
        List<BigInteger[]> found = new ArrayList<>();
        BigInteger highBits = target.shiftRight(2).shiftLeft(2);
        for (int residueX = 0; residueX < 4; residueX++) {
            for (int residueY = 0; residueY < 4; residueY++) {
                BigInteger sum = heap.subtract(shift(residueX)).subtract(shift(residueY));
                BigInteger shared = sum.subtract(target);
                if (shared.signum() < 0 || shared.testBit(0) || shared.shiftRight(1).and(target).signum() != 0) {
                    continue;
                }
                shared = shared.shiftRight(1);
                for (int low = 0; low < 4; low++) {
                    if ((low & ~target.intValue() & 3) != 0) {
                        continue;
                    }
                    BigInteger sub = highBits;
                    while (found.size() <= LISTED_SPLITS) {
                        BigInteger part = sub.or(BigInteger.valueOf(low));
                        BigInteger x = shared.or(part);
                        BigInteger y = shared.or(Nimbers.nimSum(target, part));
                        if ((x.intValue() & 3) == residueX && (y.intValue() & 3) == residueY && x.signum() > 0 && y.signum() > 0) {
                            BigInteger a = grundy(x);
                            BigInteger b = grundy(y);
                            if (a.compareTo(b) <= 0) {
                                found.add(new BigInteger[] {a, b});
                            }
                        }
                        if (sub.signum() == 0) {
                            break;
                        }
                        sub = sub.subtract(BigInteger.ONE).and(highBits);
                    }
                }
            }
        }
        return found;
    }

    /** e(r): how far G moves a positive number of residue r mod 4. */
    private static BigInteger shift(int residue) {
        return switch (residue) {
            case 3 -> BigInteger.ONE;
            case 0 -> BigInteger.ONE.negate();
            default -> BigInteger.ZERO;
        };
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
