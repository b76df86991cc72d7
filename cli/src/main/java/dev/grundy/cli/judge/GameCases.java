package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.PositionSolver;
import dev.grundy.solve.Solution;
import dev.grundy.language.PositionParser;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The positions of one game that are lists of numbers, each solved by Grundy's own solver to give
 * the truth a contest solution is judged against. Any game the position language knows can be
 * judged, built-in or given with {@code --rules}: a list of numbers is a position when the game
 * reads it as one ({@code wythoff} takes two numbers, {@code nim} any count, {@code cutting} two
 * of at least 2). Lists the game refuses are drawn again, as are draws (loopy games), which have no
 * first or second player to name.
 */
final class GameCases {
    /** How many lists are drawn for a case before giving up: a game refusing more is asked for what it cannot be. */
    private static final int DRAWS_PER_CASE = 100;
    /** Counts of numbers tried when none is asked for: a heap game takes them all, Wythoff's game only 2. */
    private static final NumberCount PROBED = new NumberCount(1, 5);
    private static final int PROBES_PER_COUNT = 20;

    private final PositionParser parser;
    private final String game;
    private final PositionSolver solver;
    private final SearchBudget budget;
    private final CaseShape shape;
    private final ShapeCoding coding;

    /**
     * @param parser the position language, knowing the game
     * @param game the game as written, e.g. {@code subtract:1,3,4}
     * @param solver the solver of the truth, for the play convention asked for
     * @param budget the work solving may take, shared by every case so that a game's tables serve them all
     */
    GameCases(PositionParser parser, String game, PositionSolver solver, SearchBudget budget) {
        this(parser, game, solver, budget, new CaseShape(new NumberCount(1, 1), PROBED, false), null);
    }

    private GameCases(PositionParser parser, String game, PositionSolver solver, SearchBudget budget, CaseShape shape,
                      ShapeCoding coding) {
        this.parser = parser;
        this.game = game;
        this.solver = solver;
        this.budget = budget;
        this.shape = shape;
        this.coding = coding;
    }

    /**
     * @param numbers a list of numbers
     * @return the case, or empty when the game has no such position or it is a draw
     */
    Optional<JudgeCase> caseOf(List<BigInteger> numbers) {
        try {
            Solution solution = solver.solve(position(numbers));
            int components = coding != null ? coding.split(numbers).size() : shape.componentCount(numbers);
            return solution.outcome() == Outcome.D ? Optional.empty() : Optional.of(new JudgeCase(numbers, components, solution));
        } catch (InvalidPositionException notAPosition) {
            return Optional.empty();
        }
    }

    private Position position(List<BigInteger> numbers) {
        return parser.parse(coding != null ? coding.position(game, numbers) : shape.position(game, numbers), budget);
    }

    /**
     * @param position a position of the game
     * @return it solved
     */
    Solution solve(Position position) {
        return solver.solve(position);
    }

    /**
     * @param least the smallest number a case of numbers may hold
     * @return the shrinker of this game's failing cases: a shape's own steps for strings, trees and grids
     */
    Shrinker shrinker(BigInteger least) {
        return coding != null ? new Shrinker(new ShapeShrinks(coding)::candidates)
                : new Shrinker(shape.fewestNumbers(), least, shape.group());
    }

    /** @return how the game's strings, trees or grids are drawn as numbers, or null for a game of numbers */
    ShapeCoding coding() {
        return coding;
    }

    /** @return the shape of the cases drawn */
    CaseShape shape() {
        return shape;
    }

    /**
     * @param shape the shape of the cases to draw, once the game's probed
     * @return cases of that shape
     */
    GameCases shaped(CaseShape shape) {
        return new GameCases(parser, game, solver, budget, shape, coding);
    }

    /**
     * @param coding how the game's strings, trees or grids are drawn as numbers
     * @return cases of that shape
     */
    GameCases coded(ShapeCoding coding) {
        return new GameCases(parser, game, solver, budget, new CaseShape(coding.components(), new NumberCount(1, 1), false), coding);
    }

    /**
     * What the game takes, probed with random lists of 1 to 5 numbers: which counts it reads as a
     * position, and how many components it reads them as. Asking also checks the game: one that
     * refuses every list in the same words (an unknown name, a bad parameter) is told in them.
     *
     * @param seed the seed of the lists tried
     * @param least the smallest number
     * @param most the largest number
     * @return what the game took
     * @throws GrundyException saying what the game said, if it took no list
     */
    Taken taken(long seed, BigInteger least, BigInteger most) {
        RandomNumbers random = new RandomNumbers(seed, new CaseShape(new NumberCount(1, 1), PROBED, false), least, most);
        int[] components = new int[PROBED.most() + 1];
        Map<Phrase, InvalidPositionException> refusals = new LinkedHashMap<>();
        for (int count = PROBED.fewest(); count <= PROBED.most(); count++) {
            for (int i = 0; i < PROBES_PER_COUNT; i++) {
                try {
                    components[count] = position(random.next(count)).components().size();
                    break;
                } catch (InvalidPositionException e) {
                    refusals.putIfAbsent(e.phrase(), e);
                }
            }
        }
        Taken taken = new Taken(components);
        if (taken.counts() != null) {
            return taken;
        }
        InvalidPositionException first = refusals.values().iterator().next();
        throw refusals.size() == 1 ? first : new GrundyException(CliText.of("judge.error.noNumbers", game, PROBED, first.phrase()));
    }

    /**
     * What the game took of lists of 1 to 5 numbers.
     *
     * @param components for each count of numbers, how many components the game read them as; 0 where it refused them
     */
    record Taken(int[] components) {
        /** @return the fewest to the most numbers of a position the game took, or null when it took none */
        NumberCount counts() {
            int fewest = 0;
            int largest = 0;
            for (int count = 1; count < components.length; count++) {
                if (components[count] > 0) {
                    fewest = fewest == 0 ? count : fewest;
                    largest = count;
                }
            }
            return fewest == 0 ? null : new NumberCount(fewest, largest);
        }

        /** @return the fewest numbers the game reads as one component */
        int componentSize() {
            for (int count = 1; count < components.length; count++) {
                if (components[count] == 1) {
                    return count;
                }
            }
            return counts().fewest();
        }

        /** @return true when the game reads two numbers as two components ({@code nim 3 4}) */
        boolean listsAreSums() {
            return components.length > 2 && components[2] == 2;
        }

        /**
         * @return true for a heap game: a component is one number, and two numbers are no single
         *     component (they are a sum, or no position), so contests give it as a list of heaps
         */
        boolean heapLike() {
            return componentSize() == 1 && !(components.length > 2 && components[2] == 1);
        }
    }

    /**
     * @param random the lists to draw from
     * @param cases how many cases
     * @return that many cases, in the order drawn
     * @throws GrundyException if the game refuses {@value #DRAWS_PER_CASE} lists in a row
     */
    List<JudgeCase> draw(CaseDraws random, int cases) {
        List<JudgeCase> drawn = new ArrayList<>(cases);
        while (drawn.size() < cases) {
            drawn.add(drawOne(random));
        }
        return drawn;
    }

    private JudgeCase drawOne(CaseDraws random) {
        List<BigInteger> last = List.of();
        for (int i = 0; i < DRAWS_PER_CASE; i++) {
            last = random.next();
            Optional<JudgeCase> drawn = caseOf(last);
            if (drawn.isPresent()) {
                return drawn.get();
            }
        }
        throw new GrundyException(CliText.of("judge.error.noPosition", game, random.sizes(), DRAWS_PER_CASE, reason(last)));
    }

    /** @return why the game refuses the list: its own words, or that the position is a draw */
    private Object reason(List<BigInteger> numbers) {
        try {
            position(numbers);
            return CliText.of("judge.draw", game);
        } catch (InvalidPositionException e) {
            return e.phrase();
        }
    }
}
