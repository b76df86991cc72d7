package dev.grundy.core;

/**
 * A problem the person using Grundy caused or must act on, told in one sentence: bad input, a
 * search that outgrew its limits, a game that does not end. Front ends print the message as it is,
 * without a stack trace.
 */
public class GrundyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * No stack trace is recorded: the message says all, and batches that meet many bad lines (or
     * components without a nim-value) stay fast.
     *
     * @param message one sentence naming what is wrong, fit to be shown as it is
     */
    public GrundyException(String message) {
        super(message, null, false, false);
    }
}
