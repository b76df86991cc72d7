package dev.grundy.misere;

/**
 * A genus whose alternation could not be proved within {@link GenusSolver}'s bound, where a
 * question (is the game tame?) needs it settled: the answer is unknown, not no.
 */
public final class GenusNotSettledException extends RuntimeException {
    /** @param genus the genus, with the γ's known */
    public GenusNotSettledException(Genus genus) {
        super("genus not settled: " + genus, null, false, false);
    }
}
