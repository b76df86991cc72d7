package dev.grundy.core;

import java.math.BigInteger;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A value of the generalised Sprague–Grundy function γ of a game that may not end (Smith 1966;
 * Fraenkel and Yesha 1986): a finite nim-value m, or ∞(K), where K is the set of finite values
 * among the position's options.
 *
 * <p>Values add as the theory says: finite values by XOR; ∞(K) plus a finite a is ∞(K ⊕ a), each
 * member XORed with a; two infinite values make ∞(∅). A position of value 0 is lost for the player
 * to move (P); another finite value, or ∞(K) with 0 in K, is won (N); ∞(K) without 0 is a draw (D).
 */
public final class GeneralizedValue {
    private static final GeneralizedValue ZERO = finite(BigInteger.ZERO);

    private final BigInteger finite;
    private final SortedSet<BigInteger> infinity;

    private GeneralizedValue(BigInteger finite, SortedSet<BigInteger> infinity) {
        this.finite = finite;
        this.infinity = infinity;
    }

    /**
     * @param value a nim-value
     * @return the finite value
     * @throws IllegalArgumentException if the value is negative
     */
    public static GeneralizedValue finite(BigInteger value) {
        if (value.signum() < 0) {
            throw new IllegalArgumentException("a nim-value is not negative, got " + value);
        }
        return new GeneralizedValue(value, null);
    }

    /**
     * @param finiteOptions the finite values among the position's options
     * @return ∞(K) with K those values
     */
    public static GeneralizedValue infinite(Collection<BigInteger> finiteOptions) {
        return new GeneralizedValue(null, Collections.unmodifiableSortedSet(new TreeSet<>(finiteOptions)));
    }

    /** @return the value of a sum without components: 0 */
    public static GeneralizedValue zero() {
        return ZERO;
    }

    /** @return true for a finite value, false for ∞(K) */
    public boolean isFinite() {
        return finite != null;
    }

    /**
     * @return the finite value
     * @throws IllegalStateException if the value is ∞(K)
     */
    public BigInteger finiteValue() {
        if (finite == null) {
            throw new IllegalStateException("∞ has no finite value");
        }
        return finite;
    }

    /**
     * @return K of ∞(K), smallest first
     * @throws IllegalStateException if the value is finite
     */
    public SortedSet<BigInteger> infinity() {
        if (infinity == null) {
            throw new IllegalStateException(finite + " is finite");
        }
        return infinity;
    }

    /**
     * @param other the value of another summand
     * @return the value of the sum
     */
    public GeneralizedValue plus(GeneralizedValue other) {
        if (isFinite() && other.isFinite()) {
            return finite(finite.xor(other.finite));
        }
        if (!isFinite() && !other.isFinite()) {
            return infinite(List.of());
        }
        GeneralizedValue infinite = isFinite() ? other : this;
        BigInteger shift = isFinite() ? finite : other.finite;
        return infinite(infinite.infinity.stream().map(member -> member.xor(shift)).toList());
    }

    /** @return P for 0; N for another finite value or ∞(K) with 0 in K; D otherwise */
    public Outcome outcome() {
        if (isFinite()) {
            return finite.signum() == 0 ? Outcome.P : Outcome.N;
        }
        return infinity.contains(BigInteger.ZERO) ? Outcome.N : Outcome.D;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GeneralizedValue value && Objects.equals(finite, value.finite)
                && Objects.equals(infinity, value.infinity);
    }

    @Override
    public int hashCode() {
        return Objects.hash(finite, infinity);
    }

    /** @return the value as the theory writes it: {@code 3}, {@code ∞(0, 2)}, or {@code ∞(∅)} */
    @Override
    public String toString() {
        if (isFinite()) {
            return finite.toString();
        }
        return infinity.isEmpty() ? "∞(∅)"
                : infinity.stream().map(BigInteger::toString).collect(Collectors.joining(", ", "∞(", ")"));
    }
}
