package dev.grundy.core;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What a component, or a sum of components, is worth: a {@link Nimber} (its nim-value), an
 * {@link Infinite} value ∞(K) of a game that may not end (the generalised Sprague–Grundy function
 * γ of Smith 1966 and Fraenkel–Yesha 1986, K the finite values among its options), or {@link None}
 * with the reason none applies (misère play; a value beyond what can be computed). Solvers, the
 * JSON contract, the command line and the page all read a value through this one type.
 *
 * <p>Values add as the theory says ({@link #plus}): nimbers by nim-sum; ∞(K) plus a nimber a is
 * ∞(K ⊕ a); two infinite values make ∞(∅); a sum with a part that has no value has none.
 */
public sealed interface Value permits Value.Nimber, Value.Infinite, Value.None {

    /**
     * A nim-value.
     *
     * @param value the value, non-negative
     */
    record Nimber(BigInteger value) implements Value {
        /** @throws IllegalArgumentException if the value is negative */
        public Nimber {
            if (value.signum() < 0) {
                throw new IllegalArgumentException("a nim-value is not negative, got " + value);
            }
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }

    /**
     * ∞(K), the value of a position from which play may go on for ever.
     *
     * @param finiteOptions K: the finite values among the position's options, smallest first
     */
    record Infinite(List<BigInteger> finiteOptions) implements Value {
        /** Keeps an unmodifiable copy, sorted, each value once (a list: the browser's class library has no sorted-set view). */
        public Infinite {
            finiteOptions = List.copyOf(new TreeSet<>(finiteOptions));
        }

        @Override
        public String toString() {
            return finiteOptions.isEmpty() ? "∞(∅)"
                    : finiteOptions.stream().map(BigInteger::toString).collect(Collectors.joining(", ", "∞(", ")"));
        }
    }

    /**
     * No value applies, or none can be had here.
     *
     * @param reason why, in one sentence for people
     */
    record None(Phrase reason) implements Value {
        /** @throws NullPointerException if the reason is null */
        public None {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String toString() {
            return "none";
        }
    }

    /**
     * @param value a nim-value
     * @return it as a value
     * @throws IllegalArgumentException if it is negative
     */
    static Value nimber(BigInteger value) {
        return new Nimber(value);
    }

    /**
     * @param value a nim-value
     * @return it as a value
     * @throws IllegalArgumentException if it is negative
     */
    static Value nimber(long value) {
        return new Nimber(BigInteger.valueOf(value));
    }

    /**
     * @param finiteOptions the finite values among the position's options
     * @return ∞(K) with K those values
     */
    static Value infinite(Collection<BigInteger> finiteOptions) {
        return new Infinite(List.copyOf(finiteOptions));
    }

    /**
     * @param reason why no value applies
     * @return no value
     */
    static Value none(Phrase reason) {
        return new None(reason);
    }

    /** @return the value of a sum without components: 0 */
    static Value zero() {
        return new Nimber(BigInteger.ZERO);
    }

    /** @return true for a nimber */
    default boolean isNimber() {
        return this instanceof Nimber;
    }

    /**
     * @return the nim-value
     * @throws NoNimValueException naming why, if this is no nimber
     */
    default BigInteger nimber() {
        if (this instanceof Nimber nimber) {
            return nimber.value();
        }
        throw new NoNimValueException(this instanceof None none ? none.reason() : Phrase.of("reason.infinite", this));
    }

    /**
     * @param other the value of another summand
     * @return the value of the sum
     */
    default Value plus(Value other) {
        if (this instanceof None) {
            return this;
        }
        if (other instanceof None) {
            return other;
        }
        if (this instanceof Nimber a && other instanceof Nimber b) {
            return new Nimber(Nimbers.nimSum(a.value(), b.value()));
        }
        if (this instanceof Infinite && other instanceof Infinite) {
            return infinite(List.of());
        }
        Infinite infinite = (Infinite) (this instanceof Infinite ? this : other);
        BigInteger shift = ((Nimber) (this instanceof Nimber ? this : other)).value();
        return infinite(infinite.finiteOptions().stream().map(member -> Nimbers.nimSum(member, shift)).toList());
    }

    /**
     * @return P for 0; N for another nimber or ∞(K) with 0 in K; D for ∞(K) without 0
     * @throws NoNimValueException with the reason, for no value, which decides nothing
     */
    default Outcome outcome() {
        if (this instanceof Nimber nimber) {
            return nimber.value().signum() == 0 ? Outcome.P : Outcome.N;
        }
        if (this instanceof Infinite infinite) {
            return infinite.finiteOptions().contains(BigInteger.ZERO) ? Outcome.N : Outcome.D;
        }
        throw new NoNimValueException(((None) this).reason());
    }
}
