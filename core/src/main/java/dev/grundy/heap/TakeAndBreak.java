package dev.grundy.heap;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The rules of a take-and-break game in the standard code d0.d1d2…dt ({@link OctalCode}; Winning Ways, ch. 4): from
 * a heap, remove k tokens (k = 1 … t) where digit d_k allows it — leaving no heap if its bit 1 is
 * set, one heap if bit 2, two non-empty heaps if bit 4, three if bit 8 (hexadecimal digits) — and
 * d0 allows splitting without removing (bit 4: into two heaps, bit 8: into three). Kayles is 0.77,
 * Dawson's Kayles 0.07, Officers 0.6. Grundy's game — split a heap into two unequal heaps — is the
 * same kind of rule with the extra condition that the two parts differ.
 */
public final class TakeAndBreak {
    static final int LEAVE_NONE = OctalCode.LEAVE_NONE;
    static final int LEAVE_ONE = OctalCode.LEAVE_ONE;
    static final int LEAVE_TWO = OctalCode.LEAVE_TWO;
    static final int LEAVE_THREE = OctalCode.LEAVE_THREE;

    private final String name;
    private final int[] digits;
    private final boolean unequalParts;

    private TakeAndBreak(String name, int[] digits, boolean unequalParts) {
        this.name = name;
        this.digits = digits;
        this.unequalParts = unequalParts;
    }

    /**
     * @param code a code such as {@code 0.77}, {@code .6}, {@code 4.7} or {@code 0.F}
     * @param name the game's name in the position language, e.g. {@code octal:0.77} or {@code kayles}
     * @return the rules
     * @throws InvalidPositionException if the code is not of that form, or d0 asks for something
     *     the notation cannot mean (removing no tokens and leaving no heap or one heap)
     * @throws NullPointerException if code or name is null
     */
    public static TakeAndBreak parse(String code, String name) {
        Objects.requireNonNull(name, "name");
        return new TakeAndBreak(name, OctalCode.digits(code), false);
    }

    /** @return Grundy's game: split a heap into two unequal heaps */
    public static TakeAndBreak grundysGame() {
        return new TakeAndBreak("grundy-game", new int[] {LEAVE_TWO}, true);
    }

    /** @return the game's name in the position language */
    public String name() {
        return name;
    }

    /** @return the code in the standard notation, e.g. {@code 0.77} */
    public String code() {
        return OctalCode.written(digits);
    }

    /** @return t, the index of the last non-zero digit */
    public int lastDigit() {
        return digits.length - 1;
    }

    /** @return the digit d_k, 0 beyond the last */
    int digit(int k) {
        return k < digits.length ? digits[k] : 0;
    }

    /** @return true when some move takes tokens and leaves at most one heap */
    boolean takesWithoutSplitting() {
        return IntStream.range(1, digits.length).anyMatch(k -> (digits[k] & (LEAVE_NONE | LEAVE_ONE)) != 0);
    }

    /** @return true when some move takes tokens and splits what is left in two */
    boolean takesAndSplits() {
        return IntStream.range(1, digits.length).anyMatch(k -> (digits[k] & LEAVE_TWO) != 0);
    }

    /** @return true when a split must leave two different heaps (Grundy's game) */
    boolean unequalParts() {
        return unequalParts;
    }

    /** @return true when some move splits a heap into three */
    boolean splitsInThree() {
        return Arrays.stream(digits).anyMatch(d -> (d & LEAVE_THREE) != 0);
    }

    /**
     * @return true when the octal games periodicity theorem (Guy–Smith) covers these rules: no
     *     splitting without taking, no splits into three, no condition on the parts
     */
    public boolean periodicityTheoremApplies() {
        return digits[0] == 0 && !splitsInThree() && !unequalParts;
    }

    /**
     * Every move from a heap, lazily: takes first (by k), then splits with the smaller part first.
     *
     * @param heap a heap of any size
     * @return the moves, each leaving the heaps it leaves (a heap taken whole leaves a heap of 0)
     */
    public Stream<Move<BigInteger>> moves(BigInteger heap) {
        return moves(heap, heap);
    }

    /**
     * The moves from a heap whose splits leave a smallest part of at most {@code smallestPart}.
     *
     * @param heap a heap of any size
     * @param smallestPart the largest smallest part of a split to list
     * @return the moves, takes first (by k), then splits with the smaller part first
     */
    public Stream<Move<BigInteger>> moves(BigInteger heap, BigInteger smallestPart) {
        return LazyStreams.flatMap(
                Stream.iterate(0, k -> k < digits.length && BigInteger.valueOf(k).compareTo(heap) <= 0, k -> k + 1),
                k -> movesRemoving(heap, k, smallestPart));
    }

    /**
     * The move that leaves exactly the given heaps, found by the rules' arithmetic rather than
     * among the moves, which a heap of 10^12 has too many of to go through.
     *
     * @param heap a heap of any size
     * @param parts the heaps the move must leave, in any order; empty heaps are no heaps
     * @return the move, written as {@link #moves} writes it, or null when the rules allow none
     */
    public Move<BigInteger> moveLeaving(BigInteger heap, List<BigInteger> parts) {
        List<BigInteger> left = parts.stream().filter(part -> part.signum() > 0).sorted().toList();
        BigInteger taken = heap.subtract(left.stream().reduce(BigInteger.ZERO, BigInteger::add));
        if (taken.signum() < 0 || taken.compareTo(BigInteger.valueOf(lastDigit())) > 0) {
            return null;
        }
        int k = taken.intValueExact();
        int bit = switch (left.size()) {
            case 0 -> LEAVE_NONE;
            case 1 -> LEAVE_ONE;
            case 2 -> LEAVE_TWO;
            case 3 -> LEAVE_THREE;
            default -> 0;
        };
        boolean equalSplit = left.size() == 2 && left.get(0).equals(left.get(1));
        if ((digit(k) & bit) == 0 || unequalParts && equalSplit) {
            return null;
        }
        return move(k, left.isEmpty() ? List.of(BigInteger.ZERO) : left);
    }

    private Stream<Move<BigInteger>> movesRemoving(BigInteger heap, int k, BigInteger smallestPart) {
        BigInteger left = heap.subtract(BigInteger.valueOf(k));
        int digit = digits[k];
        Stream<Move<BigInteger>> moves = Stream.empty();
        if ((digit & LEAVE_NONE) != 0 && left.signum() == 0) {
            moves = Stream.of(move(k, List.of(BigInteger.ZERO)));
        }
        if ((digit & LEAVE_ONE) != 0 && left.signum() > 0) {
            moves = Stream.concat(moves, Stream.of(move(k, List.of(left))));
        }
        if ((digit & LEAVE_TWO) != 0) {
            moves = Stream.concat(moves, Stream.iterate(BigInteger.ONE,
                    a -> a.shiftLeft(1).compareTo(left) <= 0 && a.compareTo(smallestPart) <= 0, a -> a.add(BigInteger.ONE))
                    .filter(a -> !unequalParts || !a.shiftLeft(1).equals(left))
                    .map(a -> move(k, List.of(a, left.subtract(a)))));
        }
        if ((digit & LEAVE_THREE) != 0) {
            moves = Stream.concat(moves, threeParts(left, smallestPart).map(parts -> move(k, parts)));
        }
        return moves;
    }

    /** The splits a ≤ b ≤ c of a heap into three non-empty heaps. */
    private static Stream<List<BigInteger>> threeParts(BigInteger left, BigInteger smallestPart) {
        BigInteger three = BigInteger.valueOf(3);
        return LazyStreams.flatMap(Stream.iterate(BigInteger.ONE,
                        a -> a.multiply(three).compareTo(left) <= 0 && a.compareTo(smallestPart) <= 0, a -> a.add(BigInteger.ONE)),
                a -> Stream.iterate(a, b -> a.add(b.shiftLeft(1)).compareTo(left) <= 0, b -> b.add(BigInteger.ONE))
                        .map(b -> List.of(a, b, left.subtract(a).subtract(b))));
    }

    private static Move<BigInteger> move(int taken, List<BigInteger> parts) {
        return new Move<>(taken == 0 ? Phrase.of("move.splitHeap") : Phrase.of("move.take", taken), parts);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TakeAndBreak rules && Arrays.equals(digits, rules.digits)
                && unequalParts == rules.unequalParts && name.equals(rules.name);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits) * 31 + name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
