package dev.grundy.core;

/** Who wins a position with best play. */
public enum Outcome {
    /** The previous player wins: the player to move loses. */
    P,
    /** The next player wins: the player to move has a winning move. */
    N,
    /** Neither player can force a win; play goes on for ever (loopy games only). */
    D
}
