package dev.grundy.solve;

/** Told now and then how far a long search has got, so a front end can show progress. */
@FunctionalInterface
public interface ProgressListener {
    /** A listener that ignores progress. */
    ProgressListener NONE = states -> { };

    /** @param states how many states the search has explored so far */
    void explored(long states);
}
