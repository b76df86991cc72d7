package dev.grundy.misere.quotient;

/** Told after each heap a quotient build adjoins, so a front end can show how far it has got. */
@FunctionalInterface
public interface QuotientProgress {
    /** A listener that ignores progress. */
    QuotientProgress NONE = (heap, order, candidates) -> { };

    /**
     * @param heap the heap just adjoined
     * @param order the quotient's order now
     * @param candidates the candidate quotients verified so far, in all
     */
    void adjoined(int heap, int order, long candidates);
}
