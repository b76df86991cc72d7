package dev.grundy.heap;

/** A sequence computed step by step, which a long run can checkpoint and resume. */
public interface ResumableSequence extends SequenceSource {

    /** @param saved values computed earlier for the same game, G(0 … k) */
    void resumeFrom(CompactValues saved);

    /** @return the values computed so far, without periodicity: what a checkpoint saves */
    Sequence known();
}
