package dev.grundy.solve;

import dev.grundy.core.GrundyException;

/** A search needed more states than its budget allows. */
public final class StateLimitException extends GrundyException {
    private static final long serialVersionUID = 1L;

    private final long limit;

    /** @param limit the number of states the budget allowed */
    public StateLimitException(long limit) {
        super("the position needs more than " + limit + " states to solve (the state limit)");
        this.limit = limit;
    }

    /** @return the number of states the budget allowed */
    public long limit() {
        return limit;
    }
}
