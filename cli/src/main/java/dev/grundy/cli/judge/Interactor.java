package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Convention;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.rules.ShapeKind;
import dev.grundy.solve.Solution;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * {@code judge --interactive}: the engine plays each case against the program through its standard
 * input and output, as a contest's interactor does. For each game the judge writes the case (as
 * {@code --input} describes it, the number of games first when it has {@code t}); the program
 * answers the first of {@code --words} to move first or the second to let the judge move first;
 * then the two alternate, a move a line as {@code --answer move …} writes it. When the player to
 * move has no move, the game is over and the judge writes a line {@code 0} (after its own move,
 * when that was the last). The judge plays a winning move whenever it has one, else a random legal move;
 * so the program wins only with perfect play, and a game it loses fails its case, at the move that
 * threw the win away. Its time limit is per line, as for answers. A tree's edges stay in the numbers
 * of the input through every cut ({@link TreeLabels}), as a contest's interactor keeps them.
 */
final class Interactor implements CaseRunner {
    /** The judge's line when the program's move leaves it no move. */
    static final String GAME_OVER = "0";
    /** A game longer than this is stopped: a loopy game played badly need never end. */
    private static final int MOST_MOVES = 100_000;
    /** The judge's random move, when it has no winning one, is among the first of its moves. */
    private static final int MOVES_CHOSEN_FROM = 100;

    private final ProgramRun program;
    private final InputFormat input;
    private final AnswerWords words;
    private final MoveAnswer moves;
    private final GameCases game;
    private final boolean misere;
    private final long seed;

    /**
     * @param program the program, with its time limit
     * @param input how a case is written
     * @param words the program's choice of side: the first word to move first
     * @param moves how moves are written, and which are legal and winning
     * @param game the game, which solves positions
     * @param convention normal or misère play
     * @param seed the seed of the judge's random moves
     */
    Interactor(ProgramRun program, InputFormat input, AnswerWords words, MoveAnswer moves, GameCases game, Convention convention,
               long seed) {
        this.program = program;
        this.input = input;
        this.words = words;
        this.moves = moves;
        this.game = game;
        this.misere = convention == Convention.MISERE;
        this.seed = seed;
    }

    @Override
    public Judge.Batch run(List<JudgeCase> cases) {
        Random random = new Random(seed);
        try (ProgramSession session = program.start()) {
            Game played = new Game(session);
            if (input.header()) {
                session.write(cases.size() + "\n");
            }
            for (int i = 0; i < cases.size(); i++) {
                RunVerdict verdict = played.play(i, cases, random);
                if (verdict != null) {
                    return new Judge.Batch(verdict, verdict.wrongCase() >= 0 ? List.of(i) : List.of(), session.seconds());
                }
            }
            Integer exit = session.exitCode(played.deadline);
            RunVerdict end = exit == null ? new RunVerdict.Hung(cases.size(), cases.size(), session.seconds())
                    : exit != 0 ? new RunVerdict.Crashed(cases.size(), cases.size(), exit, "") : new RunVerdict.Agree();
            return new Judge.Batch(end, List.of(), session.seconds());
        }
    }

    /** The games of one run, with the time the program's next line must come by. */
    private final class Game {
        private final ProgramSession session;
        private long deadline;

        Game(ProgramSession session) {
            this.session = session;
            this.deadline = System.nanoTime() + program.startup().toNanos() + program.limit().toNanos();
        }

        /** @return null when the program won the game of case {@code index}, else what went wrong */
        RunVerdict play(int index, List<JudgeCase> cases, Random random) {
            JudgeCase judged = cases.get(index);
            session.write(String.join("\n", input.linesOf(judged)) + "\n");
            deadline = System.nanoTime() + program.limit().toNanos();
            Object choice = line(index, cases);
            if (choice instanceof RunVerdict failed) {
                return failed;
            }
            Outcome side = words.read((String) choice);
            if (side == null) {
                return new RunVerdict.Wrong(index, CliText.of("judge.garbage", Excerpt.of(((String) choice).strip()),
                        words.winning(), words.losing()));
            }
            if (side != judged.truth()) {
                return new RunVerdict.Wrong(index, CliText.of("judge.wrongSide", words.word(side), words.word(judged.truth())));
            }
            PlayedGame played = start(judged);
            boolean programMoves = side == Outcome.N;
            for (int turn = 0; turn < MOST_MOVES; turn++) {
                Position position = played.position();
                if (position.moves().findAny().isEmpty()) {
                    // Whoever is to move has no move: in normal play they lose, in misère play they win.
                    session.write(GAME_OVER + "\n");
                    return programMoves != misere ? new RunVerdict.Wrong(index, CliText.of("judge.lostGame", played)) : null;
                }
                if (programMoves) {
                    Object said = line(index, cases);
                    if (said instanceof RunVerdict failed) {
                        return failed;
                    }
                    Object moved = programMove(played, (String) said);
                    if (moved instanceof Phrase mistake) {
                        return new RunVerdict.Wrong(index, mistake);
                    }
                    played = played.after((PositionMove) moved, moves.read((String) said));
                } else {
                    PositionMove reply = judgeMove(played, random);
                    List<String> written = played.written(reply);
                    session.write(MoveAnswer.line(written) + "\n");
                    played = played.after(reply, written);
                }
                programMoves = !programMoves;
            }
            return new RunVerdict.Wrong(index, CliText.of("judge.endless", MOST_MOVES));
        }

        /** @return the case's game: a tree's vertices keep the input's numbers, whatever the engine's after each cut */
        private PlayedGame start(JudgeCase judged) {
            ShapeCoding coding = game.coding();
            if (coding == null || coding.kind() != ShapeKind.TREE) {
                return new PlayedGame.Plain(judged.solution().position(), moves);
            }
            MoveAnswer engine = new MoveAnswer(ShapeMoveFormat.parse(ShapeMoveFormat.COMPONENT + " " + ShapeMoveFormat.EDGE, coding),
                    words, game, false);
            return TreeLabels.of(judged, coding, engine, moves.numbered());
        }

        /** @return the program's move, or what is wrong with it: no move, an illegal one, or one that throws the win away */
        private Object programMove(PlayedGame played, String said) {
            List<String> written = moves.read(said);
            if (written == null) {
                return CliText.of("judge.notMove", Excerpt.of(said.strip()), moves, words.losing());
            }
            Optional<PositionMove> move = played.play(written);
            if (move.isEmpty()) {
                return CliText.of("judge.illegalMove", Excerpt.of(said.strip()), played);
            }
            if (!moves.winning(move.get())) {
                Solution solution = game.solve(played.position());
                String example = solution.winningMoves().stream().map(played::written).filter(w -> w != null)
                        .map(MoveAnswer::line).findFirst().orElse("?");
                return CliText.of("judge.losingMove", Excerpt.of(said.strip()), played.after(move.get(), written), example);
            }
            return move.get();
        }

        /** @return a winning move of the judge's, or when it has none a random one of the first it has */
        private PositionMove judgeMove(PlayedGame played, Random random) {
            Position position = played.position();
            Solution solution = game.solve(position);
            Optional<PositionMove> winning = solution.winningMoves().stream().filter(move -> played.written(move) != null).findFirst();
            if (winning.isPresent()) {
                return winning.get();
            }
            List<PositionMove> some = position.moves().filter(move -> played.written(move) != null).limit(MOVES_CHOSEN_FROM).toList();
            if (some.isEmpty()) {
                throw new GrundyException(CliText.of("judge.error.unwritable", position, moves));
            }
            return some.get(random.nextInt(some.size()));
        }

        /** @return the program's next line, or the verdict when none comes: it hung or ended */
        private Object line(int index, List<JudgeCase> cases) {
            Optional<String> line = session.next(deadline);
            if (line == null) {
                return new RunVerdict.Hung(index, cases.size(), session.seconds());
            }
            if (line.isEmpty()) {
                Integer exit = session.exitCode(System.nanoTime() + program.limit().toNanos());
                return exit != null && exit != 0 ? new RunVerdict.Crashed(index, cases.size(), exit, session.stderr())
                        : new RunVerdict.TooFew(index, cases.size());
            }
            deadline = System.nanoTime() + program.limit().toNanos();
            return line.get();
        }
    }
}
