package dev.grundy.core;

/** Who wins a position with best play. */
public enum Outcome {
    /** The previous player wins: the player to move loses. */
    P("the player to move loses"),
    /** The next player wins: the player to move has a winning move. */
    N("the player to move wins"),
    /** Neither player can force a win; play goes on for ever (loopy games only). */
    D("a draw: play can go on for ever");

    private final String meaning;

    Outcome(String meaning) {
        this.meaning = meaning;
    }

    /** @return the outcome in words, e.g. "the player to move loses" */
    public String meaning() {
        return meaning;
    }
}
