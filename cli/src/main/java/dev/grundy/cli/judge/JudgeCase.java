package dev.grundy.cli.judge;

import dev.grundy.core.Outcome;
import dev.grundy.solve.Solution;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One position a contest solution is asked about: the numbers it is given, and Grundy's solution,
 * which holds the right answer and why.
 *
 * @param numbers the position's numbers, as the program reads them
 * @param solution the position solved
 */
record JudgeCase(List<BigInteger> numbers, Solution solution) {

    JudgeCase {
        numbers = List.copyOf(numbers);
    }

    /** @return the right answer: N when the player to move wins, P when they lose */
    Outcome truth() {
        return solution.outcome();
    }

    /** @return the numbers separated by spaces, as on the program's input line */
    String line() {
        return numbers.stream().map(BigInteger::toString).collect(Collectors.joining(" "));
    }

    /** @return the position in the position language, pasteable into {@code grundy solve} */
    @Override
    public String toString() {
        return solution.position().toString();
    }
}
