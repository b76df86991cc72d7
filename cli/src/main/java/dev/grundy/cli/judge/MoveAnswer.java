package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Component;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.Solution;

import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code --answer move}: a winning move, or the losing word of {@code --words} where there is
 * none. The program's move is played by the engine: it must be a legal move of the case that
 * leaves the opponent a losing position (of the whole sum); any such move is right. With
 * {@code smallest-move} it must be the winning move whose written words are smallest
 * ({@link MoveWriting#ORDER}: numbers by value, left to right). The
 * program's move is looked for among the first {@value #MOST_SCANNED} moves of the component it
 * names; one beyond them is taken for no legal move.
 */
final class MoveAnswer implements AnswerKind {
    /** The moves compared with the program's, at most: a heap of 10^18 with "take any number" has as many. */
    static final long MOST_SCANNED = 1_000_000;

    private final MoveWriting format;
    private final AnswerWords words;
    private final GameCases game;
    private final boolean smallest;

    /**
     * @param format how a move is written
     * @param words the second word is the answer where the player to move loses
     * @param game the game, which plays and solves the move
     * @param smallest true when only the smallest winning move is right
     */
    MoveAnswer(MoveWriting format, AnswerWords words, GameCases game, boolean smallest) {
        this.format = format;
        this.words = words;
        this.game = game;
        this.smallest = smallest;
    }

    @Override
    public Phrase mistake(String line, JudgeCase judged) {
        boolean lost = words.read(line) == Outcome.P;
        Solution solution = judged.solution();
        if (judged.truth() == Outcome.P) {
            return lost ? null : CliText.of("judge.moveWhereLost", Excerpt.of(line.strip()), words.losing());
        }
        String example = smallestWinning(solution).map(MoveAnswer::line).orElse("?");
        if (lost) {
            return CliText.of("judge.missedWin", words.losing(), example);
        }
        List<String> said = format.read(line);
        if (said == null) {
            return CliText.of("judge.notMove", Excerpt.of(line.strip()), format, words.losing());
        }
        Optional<PositionMove> played = play(solution.position(), said);
        if (played.isEmpty()) {
            return CliText.of("judge.illegalMove", Excerpt.of(line.strip()), judged);
        }
        if (!winning(played.get())) {
            return CliText.of("judge.losingMove", Excerpt.of(line.strip()), played.get().to(), example);
        }
        return !smallest || said.equals(smallestWinning(solution).orElse(null)) ? null
                : CliText.of("judge.notSmallest", Excerpt.of(line.strip()), example);
    }

    /**
     * @param position a position
     * @param said a move as the program wrote it
     * @return the legal move it names, or empty when it names none
     */
    Optional<PositionMove> play(Position position, List<String> said) {
        int named = format.component(said);
        List<Component<?>> components = position.components();
        Stream<PositionMove> moves = named > 0 ? named <= components.size() ? components.get(named - 1).moves() : Stream.empty()
                : position.moves();
        return moves.limit(MOST_SCANNED).filter(move -> format.names(move, said)).findFirst();
    }

    /**
     * @param move a move
     * @return true when it leaves the opponent a losing position
     */
    boolean winning(PositionMove move) {
        return game.solve(move.to()).outcome() == Outcome.P;
    }

    /**
     * @param move a move
     * @return it as the program writes it, or null when the format cannot write it
     */
    List<String> written(PositionMove move) {
        return format.write(move);
    }

    /**
     * @param line a line the program printed
     * @return the move it writes, as {@link #play} takes it, or null when it writes none
     */
    List<String> read(String line) {
        return format.read(line);
    }

    /** @return true when a string's, tree's or grid's move names its component first ({@code i …}) */
    boolean numbered() {
        return format instanceof ShapeMoveFormat shape && shape.numbered();
    }

    /** @param words a move as written @return it as one line */
    static String line(List<String> words) {
        return String.join(" ", words);
    }

    /** @return the smallest winning move as written, of every winning move the solver found */
    private Optional<List<String>> smallestWinning(Solution solution) {
        if (smallest && !solution.complete()) {
            throw new GrundyException(CliText.of("judge.error.tooManyMoves", solution.position()));
        }
        return solution.winningMoves().stream().map(format::write).filter(Objects::nonNull).min(MoveWriting.ORDER);
    }

    /** @return how a move is written, e.g. {@code i to} */
    @Override
    public String toString() {
        return format.toString();
    }
}
