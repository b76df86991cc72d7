package dev.grundy.text;

/**
 * A problem the person using Grundy caused or must act on, told in one sentence: bad input, a
 * search that outgrew its limits, a game that does not end. Front ends print the message as it is,
 * in the person's language, without a stack trace.
 */
public class GrundyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Phrase phrase;

    /**
     * No stack trace is recorded: the message says all, and batches that meet many bad lines (or
     * components without a nim-value) stay fast.
     *
     * <p>What the sentence quotes — words a person typed, lines of a file — is kept as a short,
     * escaped {@link Excerpt}, so that no error is huge or drives the terminal.
     *
     * @param phrase one sentence naming what is wrong
     */
    public GrundyException(Phrase phrase) {
        super(phrase.excerpted().toString(), null, false, false);
        this.phrase = phrase.excerpted();
    }

    /** @return the message, to be told in the person's language; {@link #getMessage()} is English */
    public Phrase phrase() {
        return phrase;
    }
}
