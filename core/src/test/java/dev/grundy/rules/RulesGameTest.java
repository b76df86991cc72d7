package dev.grundy.rules;

import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import dev.grundy.language.GameRegistry;
import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Position;
import dev.grundy.core.Rules;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A person's rules as a game of the position language: values by search, and their mistakes told plainly. */
class RulesGameTest {
    /**
     * Take 1 or 2 (G(n) = n mod 3), with a trap at each line the tests point to: parse refuses
     * words, format gives null for 77, moves throw at 13, and encode, which the search must use,
     * throws at 500.
     */
    private static final String TRAP = """
            import dev.grundy.core.LongEncoded;
            import dev.grundy.core.Move;
            import dev.grundy.core.Rules;
            import java.util.ArrayList;
            import java.util.List;

            public class Trap implements Rules<Integer>, LongEncoded<Integer> {
                public String name() { return "trap"; }

                public Integer parse(List<String> words) {
                    if (words.size() != 1) {
                        throw new IllegalArgumentException("give one number, e.g. 'trap 7'");
                    }
                    return Rules.integer(words.get(0), "the number", 0, 1000);
                }

                public String format(Integer n) { return n == 77 ? null : n.toString(); }

                public Iterable<Move<Integer>> moves(Integer n) {
                    if (n == 13) {
                        throw new IllegalStateException("thirteen");
                    }
                    List<Move<Integer>> moves = new ArrayList<>();
                    for (int take = 1; take <= Math.min(2, n); take++) {
                        moves.add(Move.to("take " + take, n - take));
                    }
                    return moves;
                }

                public long encode(Integer n) {
                    if (n == 500) {
                        throw new ArithmeticException("no code for 500");
                    }
                    return n;
                }
            }
            """;

    private static Rules<?> trap;

    @BeforeAll
    static void compileTheTrap(@TempDir Path directory) {
        trap = new RulesLoader().load(RulesFiles.write(directory, "Trap", TRAP));
    }

    /**
     * Take 1 or 2 from a heap, or split a heap of 4 into 2 and 2: a clean game with many states,
     * G(n) = n mod 3 (the split is worth 2 ⊕ 2 = 0, already an option of 4).
     */
    public static final class Countdown implements Rules<Integer> {
        private final String name;

        Countdown() {
            this("countdown");
        }

        Countdown(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Integer parse(List<String> words) {
            return Rules.integer(words.get(0), "the heap", 0, Integer.MAX_VALUE);
        }

        @Override
        public String format(Integer heap) {
            return heap.toString();
        }

        @Override
        public Iterable<Move<Integer>> moves(Integer heap) {
            List<Move<Integer>> moves = new ArrayList<>();
            for (int take = 1; take <= Math.min(2, heap); take++) {
                moves.add(Move.to("take " + take, heap - take));
            }
            if (heap == 4) {
                moves.add(new Move<>("split", List.of(2, 2)));
            }
            return moves;
        }
    }

    private static <P> BigInteger grundy(RulesGame<P> game, String word) {
        return game.grundy(game.parse(List.of(word)).get(0), SearchBudget.standard());
    }

    private static <P> String format(RulesGame<P> game, String word) {
        return game.format(game.parse(List.of(word)).get(0));
    }

    private static RulesGame<?> trapGame() {
        return new RulesGame<>(trap);
    }

    @Test
    void valuesComeFromTheSearch() {
        assertThat(grundy(trapGame(), "12")).isEqualTo(BigInteger.ZERO);
        assertThat(grundy(trapGame(), "11")).isEqualTo(BigInteger.TWO);
    }

    @Test
    void aPositionTheRulesRefuseIsToldWithTheirMessageAfterTheName() {
        assertThatThrownBy(() -> trapGame().parse(List.of("1", "2"))).isInstanceOf(InvalidPositionException.class)
                .hasMessage("trap: give one number, e.g. 'trap 7'");
        assertThatThrownBy(() -> trapGame().parse(List.of("x"))).isInstanceOf(InvalidPositionException.class)
                .hasMessage("trap: the number must be an integer from 0 to 1000, got 'x'");
    }

    @Test
    void whatTheMovesThrowIsToldWithTheLineOfTheFile() {
        assertThatThrownBy(() -> grundy(trapGame(), "20")).isInstanceOf(GrundyException.class)
                .hasMessage("trap: your rules threw IllegalStateException: thirteen at Trap.java:21");
    }

    @Test
    void theSearchRemembersTheRulesCodes() {
        assertThatThrownBy(() -> grundy(trapGame(), "505"))
                .hasMessage("trap: your rules threw ArithmeticException: no code for 500 at Trap.java:32");
    }

    @Test
    void aNullWhereAValueIsDueIsToldAsTheRulesFault() {
        assertThat(format(trapGame(), "76")).isEqualTo("76");
        assertThatThrownBy(() -> format(trapGame(), "77")).hasMessage("trap: your rules' format returned null");
    }

    @Test
    void theSearchReportsProgressToTheBudgetsListener() {
        List<Long> reports = new ArrayList<>();
        RulesGame<Integer> game = new RulesGame<>(new Countdown());

        assertThat(game.grundy(200_000, new SearchBudget(1_000_000, reports::add))).isEqualTo(BigInteger.valueOf(200_000 % 3));
        assertThat(reports).contains(65_536L, 131_072L);
    }

    @Test
    void theSearchStopsAtTheStateLimit() {
        RulesGame<Integer> game = new RulesGame<>(new Countdown());

        assertThatThrownBy(() -> game.grundy(5000, SearchBudget.of(1000))).isInstanceOf(StateLimitException.class);
    }

    @Test
    void aMoveIsTypedAsThePositionItLeaves() {
        RulesGame<Integer> game = new RulesGame<>(new Countdown());

        assertThat(game.readMove(4, List.of("3")).text()).hasToString("take 1");
        assertThat(game.readMove(4, List.of("countdown", "2", "+", "2")).to()).containsExactly(2, 2);
        assertThatThrownBy(() -> game.readMove(4, List.of("0"))).isInstanceOf(InvalidPositionException.class)
                .hasMessage("countdown allows no such move from 4");
    }

    @Test
    void aTermOfSeveralComponentsIsWrittenAsASumThatReadsBack() {
        GameRegistry registry = StandardGames.registry().with(RulesGame.type(new Countdown(), "Countdown.java"));
        PositionParser parser = new PositionParser(registry);
        Position split = parser.parse("countdown 4 + nim 2", SearchBudget.standard()).moves()
                .filter(move -> move.text().toString().equals("split")).findFirst().orElseThrow().to();

        assertThat(split).hasToString("countdown 2 + countdown 2 + nim 2");
        assertThat(parser.parse(split.toString(), SearchBudget.standard()).toString()).isEqualTo(split.toString());
    }

    @Test
    void aNameMustBeAWordOfThePositionLanguage() {
        assertThatThrownBy(() -> RulesGame.type(new Countdown("count down"), "Spaced.java")).isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("name() must be one word of letters, digits and dashes, starting with a letter; got 'count down'");
    }

    @Test
    void aNameMayNotBeABuiltInGames() {
        assertThatThrownBy(() -> StandardGames.registry().with(RulesGame.type(new Countdown("nim"), "Nim.java")))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessage("there is already a game named 'nim'; give your rules another name()");
    }
}
