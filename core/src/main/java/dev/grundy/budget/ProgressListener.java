package dev.grundy.budget;

/** Told now and then how far a long search has got, so a front end can show progress. */
@FunctionalInterface
public interface ProgressListener {
    /** A listener that ignores progress. */
    ProgressListener NONE = states -> { };

    /** @param states how many states the search has explored so far */
    void explored(long states);

    /**
     * Told as a large input file is read, before the search starts.
     *
     * @param source the file, as the person named it
     * @param bytes how many bytes are read so far
     * @param total the file's size in bytes
     */
    default void read(String source, long bytes, long total) {
    }

    /**
     * Told after each heap a misère quotient build adjoins, so that a build started inside a search
     * (an on-demand quotient of {@code solve --misere}) shows how far it has got.
     *
     * @param heap the heap just adjoined
     * @param order the quotient's order now
     * @param candidates the candidate quotients verified so far, in all
     */
    default void adjoined(int heap, int order, long candidates) {
    }
}
