package dev.grundy.language;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import dev.grundy.core.Component;
import dev.grundy.core.Convention;
import dev.grundy.core.Game;
import dev.grundy.core.LoopyGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;
import dev.grundy.misere.quotient.QuotientStore;
import dev.grundy.play.Solvers;
import dev.grundy.play.TypedMoves;
import dev.grundy.rules.RulesGame;
import dev.grundy.rules.RulesLoader;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.EveryCombinedGame;
import dev.grundy.solve.GrundySolver;
import dev.grundy.solve.LoopySumSolver;
import dev.grundy.solve.OutcomeSolver;
import dev.grundy.solve.RetrogradeSolver;
import dev.grundy.solve.Solution;
import dev.grundy.text.Phrase;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract of a game, held over every game the registry knows — the standard games, a graph
 * with and without cycles, and the rules of {@code examples/} — on each game's example position,
 * on small positions made from it with other numbers, and on positions reached from those by
 * random moves. A game added to {@link StandardGames} gets every check here without a line of
 * test code; its own test keeps its samples and boundaries.
 *
 * <p>The rules, role by role:
 * <ul>
 * <li>notation: each component, and the whole position, is written in words that read back
 * equal; so is every position a move leaves;</li>
 * <li>values: a nim-value equals the mex over the game's own moves (its brute-force twin, the
 * generic solver), and the outcome agrees with it; a game played misère on its own agrees with a
 * misère search, a game that may not end with retrograde analysis;</li>
 * <li>moves to a value: exactly the legal moves whose parts add up to that value, by brute force
 * (a subset when marked incomplete); winning moves lead to P-positions;</li>
 * <li>typed input: every legal move, typed as the game says it is typed, reads back as a move
 * leaving the same, and so does {@code moveLeaving};</li>
 * <li>words: every phrase a game says about a position or a move exists in English and Chinese.</li>
 * </ul>
 */
class GameContractTest {
    private static final Path EXAMPLES = Path.of("../examples");
    private static final int RANDOM_POSITIONS = 6;
    private static final int WALK_LENGTH = 4;
    private static final int LARGEST_NUMBER = 7;
    private static final Locale CHINESE = Locale.CHINESE;
    private static final long WHOLE_STATES = 50_000;

    private static final GameRegistry REGISTRY = registry();

    /** The standard games, those read from files, and the rules of the examples, as a user loads them. */
    private static GameRegistry registry() {
        GameRegistry registry = StandardGames.withFiles();
        for (String rules : List.of("Cutting.java", "Digits.java", "Queen.java", "Chomp.java")) {
            registry = registry.with(RulesGame.type(new RulesLoader().load(EXAMPLES.resolve(rules)), rules));
        }
        return registry;
    }

    /** Each known game's example, and more games of the parameterised kinds and graphs from files. */
    private static List<String> examples() {
        List<String> examples = new ArrayList<>();
        for (GameType type : REGISTRY.types()) {
            if (type.example().contains(" ")) {
                examples.add(type.example().replace("graph:examples/", "graph:" + EXAMPLES + "/"));
            }
        }
        examples.addAll(List.of("cutting 4 3", "digits 2003", "queen 3 5", "chomp 3 3 2",
                "octal:4.7 5", "octal:0.16 6", "octal:0.137 7", "subtract:2,5,7 9", "bash:1 3",
                "k-multiple:1 6 3", "moore:1 2 3", "misere-bash:2 4",
                "staircase 2 1 3", "staircase 1 2 + nim 2", "euclid 5 3 + nim 2", "euclid 7 0",
                "subtract:2-5 9", "subtract:1,4,6-8 12", "subtract:3-3 7", "lasker:3 7 5", "lasker:4 6", "lasker:5 7",
                "graph:" + EXAMPLES + "/loopy.txt door loop1", "graph:" + EXAMPLES + "/loopy.txt exit + nim 1",
                "twins 0 3 4", "turning-turtles 2 3", "mock-turtles 0 1 2 3", "ruler 1 2 4", "mock-turtles 2 5 + nim 3",
                "turning-corners 1,2 2,1", "tartan:turning-turtles*turning-turtles 1,1 2,2", "tartan:mock-turtles*twins 1,2",
                "tartan:twins*ruler*turning-turtles 1,2,1 + ruler 3",
                "hackenbush:" + EXAMPLES + "/hackenbush.txt", "hackenbush:" + EXAMPLES + "/hackenbush.txt + nim 2",
                "hackenbush 0-1 1-2 2-0 2-3", "hackenbush 0-1 1-1", "hackenbush 0-1 + nim 2",
                "hackenbush 0-1 0-1 1-2 2-1 1-1 a-b", "hackenbush 0-0 0-x x-y y-0 y-z z-z + hackenbush 0-1 1-2"));
        return examples;
    }

    @Test
    void everyGameOfTheRegistryIsCovered() {
        Set<String> covered = new LinkedHashSet<>();
        examples().forEach(example -> covered.add(example.split("[ :]")[0]));
        assertThat(covered).containsAll(REGISTRY.types().stream().map(GameType::name).toList());
    }

    @TestFactory
    Stream<DynamicTest> everyGameKeepsItsContract() {
        Random random = new Random(20261124);
        return examples().stream().map(example -> DynamicTest.dynamicTest(example, () -> {
            for (Position position : positionsFrom(example, random)) {
                checkPosition(position);
            }
        }));
    }

    /** The example, the example with other small numbers, and what random moves reach from those. */
    private static List<Position> positionsFrom(String example, Random random) {
        Set<Position> positions = new LinkedHashSet<>();
        Position given = parse(example);
        if (given.components().stream().allMatch(GameContractTest::small)) {
            positions.add(given);
        }
        for (int i = 0; i < RANDOM_POSITIONS * 4 && positions.size() < RANDOM_POSITIONS; i++) {
            Position start = withOtherNumbers(example, random);
            for (int step = 0; start != null && step <= random.nextInt(WALK_LENGTH + 1); step++) {
                positions.add(start);
                List<PositionMove> moves = start.moves().limit(50).toList();
                start = moves.isEmpty() ? null : moves.get(random.nextInt(moves.size())).to();
            }
        }
        assertThat(positions).as("small positions of " + example).isNotEmpty();
        return List.copyOf(positions);
    }

    /** The example with each number replaced by a random small one; null if that is no position. */
    private static Position withOtherNumbers(String example, Random random) {
        String[] words = example.split(" ");
        for (int i = 1; i < words.length; i++) {
            if (words[i].matches("\\d+")) {
                words[i] = String.valueOf(random.nextInt(LARGEST_NUMBER + 1));
            }
        }
        try {
            Position position = parse(String.join(" ", words));
            return position.components().stream().allMatch(GameContractTest::small) ? position : null;
        } catch (RuntimeException notAPosition) {
            return null;
        }
    }

    /** Small enough for brute force: at most a few dozen moves. */
    private static boolean small(Component<?> component) {
        return component.moves().limit(60).count() < 60;
    }

    private static Position parse(String text) {
        return new PositionParser(REGISTRY).parse(text, SearchBudget.standard());
    }

    private static void checkPosition(Position position) {
        assertThat(parse(position.toString()).canonical()).as("%s reads back", position).isEqualTo(position.canonical());
        position.moves().forEach(move -> assertThat(parse(move.to().toString()).canonical())
                .as("%s, after %s, reads back", position, move.text()).isEqualTo(move.to().canonical()));
        checkNumberedMoves(position);
        for (Component<?> component : position.components()) {
            checkComponent(component);
        }
        checkSolution(position);
    }

    private static void checkNumberedMoves(Position position) {
        List<PositionMove> moves = position.moves().toList();
        for (int i = 0; i < moves.size(); i++) {
            assertThat(TypedMoves.read(position, "#" + (i + 1))).isEqualTo(moves.get(i));
        }
    }

    private static <P> void checkComponent(Component<P> component) {
        Game<P> game = component.game();
        P p = component.position();
        String where = game.name() + " " + game.format(p);
        assertThat(game.parse(Arrays.asList(game.format(p).split(" ")))).as("%s reads back", where).containsExactly(p);
        SearchBudget budget = SearchBudget.standard();
        Value value = game.value(p, budget);
        checkValue(game, p, value, budget, where);
        checkTypedMoves(game, p, where);
        game.explain(p, budget).forEach(reason -> assertTold(reason, where));
        for (Move<P> move : game.moves(p)) {
            assertTold(game.describe(p, move, component.label()), where);
            assertTold(game.change(p, move), where);
        }
    }

    private static <P> void checkValue(Game<P> game, P p, Value value, SearchBudget budget, String where) {
        if (game.convention() == Convention.MISERE) {
            OutcomeSolver<P> misere = new OutcomeSolver<>(game, Convention.MISERE, budget, Function.identity());
            assertThat(value.isNimber()).as("%s has no nim-value under misère play", where).isFalse();
            assertThat(game.outcome(p, budget)).as("%s: outcome against a misère search", where).isEqualTo(misere.outcome(p));
            game.winningMoves(p, budget).list().forEach(move ->
                    assertThat(misere.outcome(move.to().get(0))).as("%s: winning move %s", where, move.text()).isEqualTo(Outcome.P));
            return;
        }
        if (game instanceof LoopyGame<P> loopy && loopy.loopy()) {
            RetrogradeSolver<P> retrograde = new RetrogradeSolver<>(game, Convention.NORMAL, budget, Function.identity());
            assertThat(game.outcome(p, budget)).as("%s: outcome against retrograde analysis", where).isEqualTo(retrograde.outcome(p));
            assertThat(value.outcome()).as("%s: outcome of its value", where).isEqualTo(retrograde.outcome(p));
            return;
        }
        GrundySolver<P> bruteForce = new GrundySolver<>(game, budget);
        BigInteger twin = BigInteger.valueOf(bruteForce.grundy(p));
        assertThat(value.nimber()).as("%s: value against the mex of its options", where).isEqualTo(twin);
        assertThat(game.outcome(p, budget)).as("%s: outcome against its value", where).isEqualTo(value.outcome());
        int largest = 0;
        for (Move<P> move : game.moves(p)) {
            largest = Math.max(largest, bruteForce.grundyOfSum(move.to()));
        }
        for (int target = 0; target <= largest + 1; target++) {
            checkMovesToValue(game, p, target, bruteForce, budget, where);
        }
        assertThat(game.winningMoves(p, budget).list()).as("%s: winning moves", where)
                .allSatisfy(move -> assertThat(bruteForce.grundyOfSum(move.to())).isZero());
    }

    private static <P> void checkMovesToValue(Game<P> game, P p, int target, GrundySolver<P> bruteForce, SearchBudget budget,
                                              String where) {
        Moves<P> found = game.movesToValue(p, BigInteger.valueOf(target), budget);
        List<List<String>> expected = new ArrayList<>();
        for (Move<P> move : game.moves(p)) {
            if (bruteForce.grundyOfSum(move.to()) == target) {
                expected.add(game.written(move.to()));
            }
        }
        List<List<String>> listed = found.list().stream().map(move -> game.written(move.to())).toList();
        if (found.complete()) {
            assertThat(listed).as("%s: the moves to value %d", where, target).containsExactlyInAnyOrderElementsOf(expected);
        } else {
            assertThat(expected).as("%s: the moves to value %d, some of them", where, target).containsAll(listed);
        }
    }

    private static <P> void checkTypedMoves(Game<P> game, P p, String where) {
        for (Move<P> move : game.moves(p)) {
            List<String> wanted = game.written(move.to());
            assertThat(game.written(game.moveLeaving(p, move.to()).to())).as("%s: moveLeaving", where).isEqualTo(wanted);
            List<String> typed = game.typed(p, move);
            if (typed.isEmpty()) {
                assertThat(game.moveForms().key()).as("%s: moves typed by number only", where).isEqualTo("forms.byNumber");
            } else {
                assertThat(game.written(game.readMove(p, typed).to())).as("%s: typed %s", where, typed).isEqualTo(wanted);
            }
        }
    }

    /**
     * The solution of the whole position, under each convention, against a search of the whole
     * position that knows no values: retrograde analysis where a game may not end, a plain search
     * otherwise. A position whose whole state space passes {@value #WHOLE_STATES} states is left
     * to the component checks.
     */
    private static void checkSolution(Position position) {
        for (Convention convention : Convention.values()) {
            if (convention == Convention.NORMAL && position.terms().stream().anyMatch(t -> t.game().convention() == Convention.MISERE)
                    && position.components().size() > 1) {
                continue;
            }
            if (convention == Convention.EVERY && (position.terms().stream().anyMatch(t -> t.game().convention() == Convention.MISERE)
                    || LoopySumSolver.needed(position))) {
                continue;
            }
            try {
                Solution solution = Solvers.of(convention, SearchBudget.of(WHOLE_STATES), QuotientStore.inMemory()).solve(position);
                Function<Position, Outcome> whole = wholeSearch(position, soleMisereGame(position) ? Convention.MISERE : convention);
                assertThat(solution.outcome()).as("%s played %s", position, convention.word()).isEqualTo(whole.apply(position));
                solution.winningMoves().forEach(move ->
                        assertThat(whole.apply(move.to())).as("%s: winning move %s", position, move.text()).isEqualTo(Outcome.P));
                if (solution.complete()) {
                    Stream<PositionMove> moves = convention == Convention.EVERY
                            ? EveryCombinedGame.jointMoves(position).stream() : position.moves();
                    long winning = moves.filter(move -> whole.apply(move.to()) == Outcome.P).count();
                    assertThat(solution.winningMoves()).as("%s: every winning move", position).hasSize((int) winning);
                }
                solution.explanation().verdict().forEach(line -> assertTold(line, position.toString()));
                solution.explanation().steps().forEach(line -> assertTold(line, position.toString()));
            } catch (StateLimitException tooLarge) {
                continue;
            }
        }
    }

    private static Function<Position, Outcome> wholeSearch(Position position, Convention convention) {
        SearchBudget budget = SearchBudget.of(WHOLE_STATES);
        if (convention == Convention.EVERY) {
            return new OutcomeSolver<>(new EveryCombinedGame(), Convention.NORMAL, budget, Position::canonical)::outcome;
        }
        if (LoopySumSolver.needed(position)) {
            return new RetrogradeSolver<>(new CombinedGame(), convention, budget, Position::canonical)::outcome;
        }
        return new OutcomeSolver<>(new CombinedGame(), convention, budget, Position::canonical)::outcome;
    }

    /** A misère game on its own is misère whichever convention the whole is asked for. */
    private static boolean soleMisereGame(Position position) {
        return position.terms().size() == 1 && position.terms().get(0).game().convention() == Convention.MISERE;
    }

    private static void assertTold(Phrase phrase, String where) {
        assertThat(phrase.in(Locale.ROOT)).as("%s: %s in English", where, phrase.key()).isNotBlank();
        assertThat(phrase.in(CHINESE)).as("%s: %s in Chinese", where, phrase.key()).isNotBlank();
    }

    @Test
    void nimSumsOfTheRowsMakeTheTotal() {
        Solution solution = Solvers.of(Convention.NORMAL, SearchBudget.standard(), QuotientStore.inMemory()).solve(parse("nim 3 + bash:3 7 + wythoff 3 5"));
        BigInteger sum = Nimbers.nimSum(solution.explanation().rows().stream().map(row -> row.value().nimber()).toList());
        assertThat(solution.explanation().total().nimber()).isEqualTo(sum).isEqualTo(solution.value().nimber());
    }
}
