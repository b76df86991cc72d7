package dev.grundy.solve;

/**
 * An impartial game whose positions are {@code long} codes and whose options are listed into a
 * buffer of codes rather than as {@link dev.grundy.core.Move} objects, for
 * {@link CodedGrundySolver}. An instance may keep one buffer it reuses: it serves one thread.
 */
public interface CodedGame {

    /**
     * Lists a position's options into {@link #words()}: per option its number of parts (the
     * positions of the sum it leaves, usually one), then each part's code.
     *
     * @param code a position's code
     * @return how many words of the buffer the options fill
     */
    int list(long code);

    /** @return the buffer the last {@link #list} filled; valid until the next call */
    long[] words();

    /** @param code a position's code @return the position in words, for errors */
    default String format(long code) {
        return Long.toString(code);
    }
}
