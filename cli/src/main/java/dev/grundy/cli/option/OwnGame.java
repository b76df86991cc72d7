package dev.grundy.cli.option;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.CallWatchdog;
import dev.grundy.language.GameType;
import dev.grundy.rules.OneLineRules;
import dev.grundy.rules.GameParameters;
import dev.grundy.rules.RulesGame;
import dev.grundy.rules.RulesLoader;
import dev.grundy.rules.ShapeLineText;
import dev.grundy.rules.ShapeRules;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.IoReason;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** A game of the person's own, given as a Java file ({@code --rules}) or one line ({@code --moves}); compiled once. */
public final class OwnGame {
    @Option(names = "--rules", paramLabel = "FILE",
            description = "A game of your own: a Java file with one public class implementing dev.grundy.core.Rules, "
                    + "compiled now (a JDK is needed). Its game joins the others under its name; words that do not "
                    + "start with a game's name are its positions, e.g. --rules Cutting.java 4 2 + nim 3. "
                    + "The code runs as Java with your rights, like a program you run: run only code you trust.")
    private Path rules;

    @Option(names = "--moves", paramLabel = "LINE",
            description = "A game in one line of Java: the names of a position's one to three numbers, ->, and a "
                    + "statement that lists the moves with move(...), sum(...) and take(n, amounts...), e.g. "
                    + "--moves 'n -> take(n, 1, 3, 4)' 10 + nim 3; or @FILE, a file holding that line. A position may also be a string, "
                    + "a list of numbers, a grid or a tree: (String s) ->, (long[] a) ->, (char[][] g) -> or (Tree t) ->, e.g. "
                    + "--moves '(String s) -> move(s.substring(1))' abc. Its game is named line. "
                    + "The code runs as Java with your rights, like a program you run: run only code you trust.")
    private String moves;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "A whole number your --moves line or --rules file reads by NAME, e.g. --param K=3 (several allowed): "
                    + "a line sees a constant, a rules file gets them in its constructor taking dev.grundy.rules.GameParameters. "
                    + "table also takes a range, --param K=1..6, and prints each K.")
    private List<String> params = List.of();

    @Option(names = "--call-limit", paramLabel = "SECONDS", defaultValue = "10",
            description = "Stop with an error when one call into your code (--rules, --moves, --check) does not return "
                    + "within SECONDS (default: ${DEFAULT-VALUE}); a loop there would otherwise never end.")
    private double callLimit;

    /** The most a file of {@code --moves @FILE} may hold. */
    private static final int MOST_LINE_BYTES = 64 * 1024;

    private OneLineRules line;
    private ShapeRules shapes;
    private GameType type;
    private GameParameters bound;

    /**
     * @return true when {@code --rules} or {@code --moves} was given
     * @throws InvalidPositionException for {@code --param} without either, which every command asks here first
     */
    public boolean given() {
        boolean given = rules != null || moves != null;
        if (!given && !params.isEmpty()) {
            throw new InvalidPositionException(CliText.of("error.param.noGame"));
        }
        return given;
    }

    /**
     * Starts the watchdog over calls into person's code, before any of it runs; it ends with the command.
     *
     * @param root the command, for where and in which language the watchdog tells a stuck call
     */
    public void watch(CommandContext root) {
        if (!(callLimit > 0)) {
            throw new InvalidPositionException(CliText.of("error.callLimitValue", callLimit));
        }
        CallWatchdog.arm(callLimit, root.console().err(), root::say);
    }

    /** @return the one-line game of numbers of {@code --moves}, or null when there is none */
    public OneLineRules line() {
        if (moves != null && line == null && shapes() == null) {
            line = new RulesLoader().line(lineText(), parameters());
        }
        return line;
    }

    /** @return the one-line game over strings, lists, grids or trees of {@code --moves}, or null when there is none */
    public ShapeRules shapes() {
        if (moves != null && shapes == null && ShapeLineText.declares(lineText())) {
            shapes = new RulesLoader().shapes(lineText(), parameters());
        }
        return shapes;
    }

    /** @return true when {@code --moves} is a line over strings, lists, grids or trees, by its declared type */
    public boolean overShapes() {
        return moves != null && ShapeLineText.declares(lineText());
    }

    /** @return the parameters of {@code --param}, one value each: a range is refused here */
    public GameParameters parameters() {
        if (bound == null) {
            given();
            bound = GameParameters.of(params);
        }
        return bound;
    }

    /** @return every binding of {@code --param}, one per value of its range (table) */
    public List<GameParameters> eachParameters() {
        given();
        return GameParameters.each(params);
    }

    /** @return whether a name of {@code --param} takes a range */
    public boolean ranged() {
        return rangedName() != null;
    }

    /** @return the name of {@code --param} that takes a range, or null */
    public String rangedName() {
        return params.stream().filter(binding -> binding.contains("..") && binding.indexOf('=') > 0)
                .map(binding -> binding.substring(0, binding.indexOf('=')).strip()).findFirst().orElse(null);
    }

    /**
     * From now on the game is made with these parameters (table, one value of a range after another).
     *
     * @param parameters one binding of {@code --param}
     */
    public void bind(GameParameters parameters) {
        bound = parameters;
        line = null;
        shapes = null;
        type = null;
    }

    /** @return the game of {@code --rules} or {@code --moves}, which are not given together */
    public GameType type() {
        if (type == null) {
            if (rules != null && moves != null) {
                throw new InvalidPositionException(CliText.of("error.rulesAndMoves"));
            }
            type = rules != null ? RulesGame.type(new RulesLoader().load(rules, parameters()), rules.toString())
                    : RulesGame.type(shapes() != null ? shapes() : line(), "--moves");
        }
        return type;
    }

    /** The line itself, or with {@code @FILE} the line that file holds: a bare file name is refused, so no file is compiled unasked. */
    private String lineText() {
        if (moves.startsWith("@")) {
            return lineFile(moves.substring(1));
        }
        if (!moves.contains("->")) {
            throw new InvalidPositionException(CliText.of("error.moves.notLine", moves));
        }
        return moves;
    }

    /** A file of one line is small: more than {@link #MOST_LINE_BYTES} is refused, unread. */
    private static String lineFile(String name) {
        try (InputStream in = Files.newInputStream(Path.of(name))) {
            byte[] bytes = in.readNBytes(MOST_LINE_BYTES + 1);
            if (bytes.length > MOST_LINE_BYTES) {
                throw new InvalidPositionException(CliText.of("error.moves.fileTooLong", name, MOST_LINE_BYTES));
            }
            return new String(bytes, StandardCharsets.UTF_8).strip();
        } catch (NoSuchFileException | InvalidPathException e) {
            throw new InvalidPositionException("error.file.missing", name);
        } catch (IOException e) {
            throw new InvalidPositionException("error.file.unreadable", name, IoReason.of(e));
        }
    }
}
