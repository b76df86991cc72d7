package dev.grundy.cli.judge;

import dev.grundy.core.Outcome;
import dev.grundy.solve.Solution;

import java.math.BigInteger;
import java.util.List;

/**
 * One position a contest solution is asked about: the numbers it is given, and Grundy's solution,
 * which holds the right answer and why.
 *
 * @param numbers the position's numbers, as the program reads them: its components' in turn
 * @param components how many components they are, or for a case of one component, how many numbers
 * @param solution the position solved
 */
record JudgeCase(List<BigInteger> numbers, int components, Solution solution) {

    JudgeCase {
        numbers = List.copyOf(numbers);
    }

    /** @return the right answer: N when the player to move wins, P when they lose */
    Outcome truth() {
        return solution.outcome();
    }

    /** @return the position in the position language, pasteable into {@code grundy solve} */
    @Override
    public String toString() {
        return solution.position().toString();
    }
}
