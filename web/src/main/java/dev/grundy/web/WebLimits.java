package dev.grundy.web;

/**
 * The work one request may do, so that no request can take the server down: how many states a
 * search may explore, how long it may run, how large a request body may be, and how long a Grundy
 * sequence may be asked for.
 *
 * @param maxStates states a search may explore
 * @param maxMillis wall time a request may compute, in milliseconds
 * @param maxBodyBytes the largest request body accepted
 * @param maxSequence the longest Grundy sequence answered
 */
public record WebLimits(long maxStates, long maxMillis, int maxBodyBytes, int maxSequence) {
    /** States a request may explore unless configured otherwise. */
    public static final long DEFAULT_MAX_STATES = 1_000_000L;
    /** Milliseconds a request may compute unless configured otherwise. */
    public static final long DEFAULT_MAX_MILLIS = 5_000L;
    /** The largest request body accepted unless configured otherwise. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024;
    /** The longest sequence answered unless configured otherwise. */
    public static final int DEFAULT_MAX_SEQUENCE = 100_000;

    /** @throws IllegalArgumentException if a limit is not positive */
    public WebLimits {
        if (maxStates <= 0 || maxMillis <= 0 || maxBodyBytes <= 0 || maxSequence <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /** @return the default limits */
    public static WebLimits standard() {
        return new WebLimits(DEFAULT_MAX_STATES, DEFAULT_MAX_MILLIS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_SEQUENCE);
    }
}
