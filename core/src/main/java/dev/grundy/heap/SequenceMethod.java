package dev.grundy.heap;

/** How a take-and-break game's Grundy values are computed. */
public enum SequenceMethod {
    /** Choose by measuring how rare the rare values are, and switch as the run goes on. */
    AUTO,
    /** Every option of every heap: O(n) per heap for a splitting game. */
    NAIVE,
    /** The rare/common-values method ("sparse space"), wherever the game's moves allow it. */
    SPARSE
}
