package dev.grundy.cli.command;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Console;
import dev.grundy.cli.render.MoveListText;
import dev.grundy.cli.render.SolutionText;
import dev.grundy.cli.run.LimitedWork;
import dev.grundy.core.Convention;
import dev.grundy.core.HeapGame;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.play.Opponent;
import dev.grundy.play.TypedMoves;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * One game between a person, typing at the console, and the perfect opponent. The person's
 * positions are remembered so that {@code undo} can take back a move and the reply to it.
 */
final class PlaySession {
    /** The longest line read as a move or a command; a move of a long position is far shorter. */
    private static final int MOST_LINE_CHARS = 4096;

    private static final int MOVES_SHOWN = 100;

    private final Console console;
    private final PrintStream out;
    private final Locale locale;
    private final PositionSolver solver;
    private final Opponent opponent;
    private final LimitedWork limited;
    private final Convention convention;
    private final Deque<Position> earlier = new ArrayDeque<>();

    /**
     * @param console where the person types and reads
     * @param locale the language
     * @param solver decides who wins under the game's play convention
     * @param limited runs each answer within the command's limits
     * @param convention how the game is played: under misère play whoever makes the last move loses
     */
    PlaySession(Console console, Locale locale, PositionSolver solver, LimitedWork limited, Convention convention) {
        this.console = console;
        this.out = console.out();
        this.locale = locale;
        this.solver = solver;
        this.opponent = new Opponent(solver);
        this.limited = limited;
        this.convention = convention;
    }

    /**
     * Plays until the game ends, the person quits, or the input ends.
     *
     * @param start the starting position
     * @param engineFirst true when the engine makes the first move
     */
    void play(Position start, boolean engineFirst) {
        limited.run(() -> solver.solve(start));
        say("play.intro", start, CliText.of("play.rule." + convention.word()));
        if (over(start, engineFirst)) {
            return;
        }
        Position position = engineFirst ? engineMoves(start) : start;
        BufferedReader input = new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
        while (position != null) {
            say("play.position", position);
            out.print(CliText.of("play.prompt").in(locale) + " ");
            out.flush();
            String line = readLine(input);
            if (line == null) {
                out.println();
                say("play.left", position);
                return;
            }
            if (!console.interactive()) {
                out.println(line);
            }
            position = answer(position, line.trim());
        }
    }

    /** @return the position the person moves in next, or null when the game is over or left */
    private Position answer(Position position, String line) {
        switch (line.toLowerCase(Locale.ROOT)) {
            case "" -> {
                return position;
            }
            case "quit", "exit", "q" -> {
                say("play.left", position);
                return null;
            }
            case "help", "?" -> help(position);
            case "hint" -> hint(position);
            case "analysis" -> new SolutionText(out, locale).print(limited.run(() -> solver.solve(position)));
            case "moves" -> new MoveListText(out, locale).print(position, limited.run(() -> solver.moves(position, MOVES_SHOWN)), true);
            case "undo" -> {
                return undo(position);
            }
            default -> {
                return personMoves(position, line);
            }
        }
        return position;
    }

    private Position personMoves(Position position, String line) {
        PositionMove move;
        try {
            move = read(position, line);
        } catch (GrundyException e) {
            if (isOneHeapNumber(position, line)) {
                say("play.oneNumber", Excerpt.of(line));
                TypedMoves.forms(position).forEach(form -> say("play.form", form));
            } else {
                say("play.illegal", e.phrase());
            }
            return position;
        }
        say("play.you", move.text(), move.change());
        earlier.push(position);
        return over(move.to(), true) ? null : engineMoves(move.to());
    }

    /** @return the position the engine leaves, or null when its move ends the game */
    /**
     * Under Every-SG a move is joint: one move per component, separated by ';', or "#N" for the
     * N-th joint move of the list 'moves' shows.
     */
    private PositionMove read(Position position, String line) {
        if (convention != Convention.EVERY) {
            return TypedMoves.read(position, line);
        }
        if (line.matches("#[0-9]{1,9}")) {
            int n = Integer.parseInt(line.substring(1));
            List<ValuedMove> listed = limited.run(() -> solver.moves(position, n)).moves();
            if (n < 1 || n > listed.size()) {
                throw new InvalidPositionException("error.move.noSuchNumber", line);
            }
            return listed.get(n - 1).move();
        }
        return TypedMoves.readTogether(position, line);
    }

    private Position engineMoves(Position position) {
        PositionMove move = limited.run(() -> opponent.choose(position)).orElseThrow();
        say("play.engine", move.text(), move.change());
        return over(move.to(), false) ? null : move.to();
    }

    /** Tells who won when no move is left; the player who made the last move is the mover. */
    private boolean over(Position position, boolean personMoved) {
        if (position.moves().findAny().isPresent()) {
            return false;
        }
        boolean personWins = personMoved != (convention == Convention.MISERE);
        say("play.over", position, CliText.of(personWins ? "play.youWin" : "play.engineWins"));
        return true;
    }

    private void help(Position position) {
        say("play.help");
        TypedMoves.forms(position).forEach(form -> say("play.form", form));
        if (convention == Convention.EVERY) {
            say("play.form", CliText.of("play.every.form"));
        }
    }

    /**
     * A move that wins; on a draw, one that keeps it (the opponent's own choice there); on a lost
     * position, none.
     */
    private void hint(Position position) {
        Solution solution = limited.run(() -> solver.solve(position));
        if (solution.outcome() == Outcome.D) {
            PositionMove keep = limited.run(() -> opponent.choose(position)).orElseThrow();
            say("play.hint.draw", keep.text(), keep.change());
        } else if (solution.outcome() == Outcome.P || solution.winningMoves().isEmpty()) {
            say("play.hint.losing");
        } else {
            PositionMove move = solution.winningMoves().get(0);
            say("play.hint", move.text(), move.change());
        }
    }

    /**
     * @return true when the line is one number in a position with heaps, where it names a heap but
     *     no move: heap moves take two or three numbers
     */
    private static boolean isOneHeapNumber(Position position, String line) {
        return line.matches("[0-9]+") && position.components().stream().anyMatch(component -> component.game() instanceof HeapGame);
    }

    private Position undo(Position position) {
        if (earlier.isEmpty()) {
            say("play.nothingToUndo");
            return position;
        }
        say("play.undone");
        return earlier.pop();
    }

    private void say(String key, Object... args) {
        out.println(CliText.of(key, args).in(locale));
    }

    /** A typed line, at most {@link #MOST_LINE_CHARS} long: an endless one (a big file piped in) ends the game in one line. */
    private static String readLine(BufferedReader input) {
        StringBuilder line = new StringBuilder();
        try {
            int c;
            while ((c = input.read()) >= 0 && c != '\n') {
                if (line.length() == MOST_LINE_CHARS) {
                    throw new InvalidPositionException(CliText.of("error.play.longLine", MOST_LINE_CHARS));
                }
                line.append((char) c);
            }
            if (c < 0 && line.length() == 0) {
                return null;
            }
            return line.toString().endsWith("\r") ? line.substring(0, line.length() - 1) : line.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
