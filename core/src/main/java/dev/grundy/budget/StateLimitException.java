package dev.grundy.budget;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;


/** A search needed more states than its budget allows. */
public final class StateLimitException extends GrundyException {
    private static final long serialVersionUID = 1L;

    private final long limit;

    /** @param limit the number of states the budget allowed */
    public StateLimitException(long limit) {
        super(Phrase.of("error.stateLimit", limit));
        this.limit = limit;
    }

    /** @return the number of states the budget allowed */
    public long limit() {
        return limit;
    }
}
