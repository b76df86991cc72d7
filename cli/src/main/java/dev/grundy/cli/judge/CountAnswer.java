package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code --answer count}: how many winning moves the position has, each component apart (two
 * equal heaps give two moves, as a problem that numbers its heaps counts them); with
 * {@code count-distinct}, moves that leave the same position (the same components in any order)
 * count once, as a problem that asks "in how many ways can the position become" counts them.
 *
 * @param distinct true to count moves to the same position once
 */
record CountAnswer(boolean distinct) implements AnswerKind {

    @Override
    public Phrase mistake(String line, JudgeCase judged) {
        BigInteger said = WholeNumbers.read(line);
        if (said == null) {
            return CliText.of("judge.notNumber", Excerpt.of(line.strip()));
        }
        long right = count(judged.solution());
        return said.equals(BigInteger.valueOf(right)) ? null : CliText.of("judge.wrong", said, right);
    }

    /** @return the count of winning moves, from the solution's list of every one */
    long count(Solution solution) {
        if (!solution.complete()) {
            throw new GrundyException(CliText.of("judge.error.tooManyMoves", solution.position()));
        }
        if (!distinct) {
            return solution.winningMoves().size();
        }
        Set<Position> left = new HashSet<>();
        for (PositionMove move : solution.winningMoves()) {
            left.add(move.to().canonical());
        }
        return left.size();
    }
}
