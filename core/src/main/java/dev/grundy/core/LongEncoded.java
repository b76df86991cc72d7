package dev.grundy.core;

/**
 * Positions that fit in a {@code long}, for {@link Rules} that want a faster, leaner search. The
 * search then remembers each position's code in a primitive table instead of the position itself:
 * no boxing, no hash-map entries, a half to a third of the memory per state, and up to three times
 * the speed (figures in {@code docs/benchmarks.md}).
 *
 * <p>The code must be <em>injective</em>: two different positions must never have the same code,
 * or they would share a value. Packing small fields into bits does this, e.g. a sheet of at most
 * 2^31 − 1 by 2^31 − 1:
 *
 * <pre>{@code
 * public long encode(Sheet sheet) {
 *     return (long) sheet.width() << 32 | sheet.height();
 * }
 * }</pre>
 *
 * Bound what {@link Rules#parse} accepts so that every position reached from it fits.
 *
 * @param <P> the type of positions
 */
@FunctionalInterface
public interface LongEncoded<P> {

    /**
     * @param position a position
     * @return its code, different from the code of every other position
     */
    long encode(P position);
}
