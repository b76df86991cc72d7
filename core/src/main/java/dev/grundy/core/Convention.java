package dev.grundy.core;

/**
 * A play convention: who wins when no move is left. A game is played under one on its own
 * ({@link NimValues#convention}), and a whole position under the one asked for; the solver for
 * each is chosen in one place, the play package's {@code Solvers}.
 */
public enum Convention {
    /** Whoever cannot move loses: sums are solved by the Sprague–Grundy theorem. */
    NORMAL("normal"),
    /** Whoever makes the last move loses: no nim-values; a rule where one holds, else a search. */
    MISERE("misere"),
    /**
     * Every-SG: each turn the player moves in every component that still has a move, and whoever
     * makes the last move wins; solved by the components' steps (remoteness), not nim-values.
     */
    EVERY("every");

    private final String word;

    Convention(String word) {
        this.word = word;
    }

    /** @return the convention's name in the command line's and the API's words, e.g. {@code misere} */
    public String word() {
        return word;
    }

    /**
     * @param word a convention's name, as {@link #word} gives it
     * @return the convention, or null if no convention has that name
     */
    public static Convention named(String word) {
        for (Convention convention : values()) {
            if (convention.word.equals(word)) {
                return convention;
            }
        }
        return null;
    }
}
