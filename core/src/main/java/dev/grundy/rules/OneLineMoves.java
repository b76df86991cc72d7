package dev.grundy.rules;

import java.util.Arrays;

/**
 * What a one-line game's line may call: the class Grundy compiles from the line extends this one,
 * its body becoming the body of {@code moves}. A position is a tuple of one to three numbers
 * ({@link TupleCodes}); the line tells each option by calling
 *
 * <ul>
 *   <li>{@code move(x)}, {@code move(a, b)}, {@code move(a, b, c)}: the position the move leaves,
 *       as many numbers as the game's positions have;</li>
 *   <li>{@code sum(x, y)} (one number) or {@code sum(new long[] {a, b}, new long[] {c, d})}: a
 *       move that leaves a sum of independent positions, e.g. a heap split in two;</li>
 *   <li>{@code take(n, 1, 3, 4)}: one move to {@code n − t} for each amount {@code t ≤ n}.</li>
 * </ul>
 *
 * <p>The options are written as {@code long} codes into a buffer, one record per option (its
 * number of parts, then each part's code), so that listing a position's options allocates nothing
 * once the buffer has grown. An instance is one position's scratch space: not thread-safe, and a
 * fresh one is made for each search ({@link #fresh}).
 */
public abstract class OneLineMoves {
    /** The most options and parts one position may list, so that a runaway line stops. */
    static final int MOST_WORDS = 1 << 22;

    private TupleCodes codes;
    private CodeCall call;
    private long[] out = new long[64];
    private int size;

    /** @return a new instance of the same line, with its own buffer */
    protected abstract OneLineMoves fresh();

    /** The line's body for one number; overridden by the compiled line of that arity. */
    protected void moves(long n) {
        throw new IllegalStateException("a line of one number");
    }

    /** The line's body for two numbers; overridden by the compiled line of that arity. */
    protected void moves(long a, long b) {
        throw new IllegalStateException("a line of two numbers");
    }

    /** The line's body for three numbers; overridden by the compiled line of that arity. */
    protected void moves(long a, long b, long c) {
        throw new IllegalStateException("a line of three numbers");
    }

    /**
     * @param codes how positions are packed
     * @param call where each listing is recorded while the line runs, for a watchdog
     * @return a new instance of the line
     */
    final OneLineMoves freshFor(TupleCodes codes, CodeCall call) {
        OneLineMoves moves = fresh();
        moves.codes = codes;
        moves.call = call;
        return moves;
    }

    /**
     * Lists a position's options.
     *
     * @param code the position's code
     * @return how many words of {@link #words} they fill
     */
    final int list(long code) {
        size = 0;
        call.enter(code);
        try {
            switch (codes.arity()) {
                case 1 -> moves(codes.number(code, 0));
                case 2 -> moves(codes.number(code, 0), codes.number(code, 1));
                default -> moves(codes.number(code, 0), codes.number(code, 1), codes.number(code, 2));
            }
        } finally {
            call.exit();
        }
        return size;
    }

    /** @return the options listed last: per option its number of parts, then their codes */
    final long[] words() {
        return out;
    }

    /** @param x the heap left, in a game of one number */
    protected final void move(long x) {
        arity(1);
        one(codes.code(x));
    }

    /** @param a the first number left, in a game of two numbers
     *  @param b the second */
    protected final void move(long a, long b) {
        arity(2);
        one(codes.code(a, b));
    }

    /** @param a the first number left, in a game of three numbers
     *  @param b the second
     *  @param c the third */
    protected final void move(long a, long b, long c) {
        arity(3);
        one(codes.code(a, b, c));
    }

    /** A move leaving two independent heaps, in a game of one number: @param x one @param y the other */
    protected final void sum(long x, long y) {
        arity(1);
        push(new long[] {codes.code(x), codes.code(y)});
    }

    /** A move leaving a sum of independent positions, each given as its numbers. @param parts the positions */
    protected final void sum(long[]... parts) {
        long[] partCodes = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            partCodes[i] = codes.code(parts[i]);
        }
        push(partCodes);
    }

    /**
     * One move to {@code n − t} for each amount {@code t} with {@code t ≤ n}.
     *
     * @param n the heap
     * @param amounts the amounts, each at least 1: taking nothing is no move, so 0 or less is a mistake, told
     */
    protected final void take(long n, long... amounts) {
        for (long t : amounts) {
            if (t < 1) {
                throw new IllegalArgumentException("take(" + n + ", " + t + "): an amount taken must be at least 1");
            }
        }
        for (long t : amounts) {
            if (t > 0 && t <= n) {
                move(n - t);
            }
        }
    }

    private void arity(int numbers) {
        if (codes.arity() != numbers) {
            throw new IllegalArgumentException("a position has " + codes.arity() + " number(s), the move gave " + numbers);
        }
    }

    /** The common case, a move leaving one position, without an array. */
    private void one(long code) {
        room(2);
        out[size++] = 1;
        out[size++] = code;
    }

    private void push(long[] partCodes) {
        room(1 + partCodes.length);
        out[size++] = partCodes.length;
        for (long part : partCodes) {
            out[size++] = part;
        }
    }

    private void room(int words) {
        if (size + words > out.length) {
            if (size + words > MOST_WORDS) {
                throw new IllegalStateException("more than " + MOST_WORDS + " options and parts from one position");
            }
            out = Arrays.copyOf(out, Math.max(out.length * 2, size + words));
        }
    }
}
