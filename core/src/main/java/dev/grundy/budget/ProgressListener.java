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
}
