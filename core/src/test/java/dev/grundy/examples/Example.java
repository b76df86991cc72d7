package dev.grundy.examples;

import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Rules;
import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.Solution;
import dev.grundy.solve.SumSolver;
import dev.grundy.language.PositionParser;
import dev.grundy.rules.RulesGame;
import dev.grundy.rules.RulesLoader;
import dev.grundy.language.StandardGames;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game of {@code examples/}, compiled the way {@code --rules} compiles it, asked about positions
 * written in its own words ({@code "4 2"}). One game, with one memo, answers every question, so
 * that tests may ask about thousands of positions.
 */
final class Example {
    private final PositionParser parser;
    private final RulesGame<?> game;
    private final SearchBudget budget = SearchBudget.of(50_000_000);

    private Example(Rules<?> rules) {
        this.parser = new PositionParser(StandardGames.registry().with(RulesGame.type(rules, "examples")), rules.name());
        this.game = new RulesGame<>(rules);
    }

    /** @param file the example's file name, e.g. {@code Cutting.java} */
    static Example load(String file) {
        return new Example(new RulesLoader().load(Path.of("../examples", file)));
    }

    /** @return the solution of a whole position, as {@code grundy solve} finds it */
    Solution solve(String position) {
        return new SumSolver(SearchBudget.standard()).solve(parser.parse(position, SearchBudget.standard()));
    }

    BigInteger grundy(String words) {
        return grundy(game, words(words), budget);
    }

    Outcome outcome(String words) {
        return grundy(words).signum() == 0 ? Outcome.P : Outcome.N;
    }

    /** @return what each winning move leaves, its parts' words joined by " + " */
    List<String> winningResults(String words) {
        return winningResults(game, words(words), budget);
    }

    /** @return what each legal move leaves, its parts' words joined by " + " */
    List<String> options(String words) {
        return options(game, words(words));
    }

    private static List<String> words(String words) {
        return Arrays.asList(words.trim().split("\\s+"));
    }

    private static <P> BigInteger grundy(RulesGame<P> game, List<String> words, SearchBudget budget) {
        return game.grundy(game.parse(words).get(0), budget);
    }

    private static <P> List<String> winningResults(RulesGame<P> game, List<String> words, SearchBudget budget) {
        return game.winningMoves(game.parse(words).get(0), budget).list().stream().map(move -> written(game, move)).toList();
    }

    private static <P> List<String> options(RulesGame<P> game, List<String> words) {
        List<String> options = new ArrayList<>();
        game.moves(game.parse(words).get(0)).forEach(move -> options.add(written(game, move)));
        return options;
    }

    private static <P> String written(RulesGame<P> game, Move<P> move) {
        return String.join(" + ", game.written(move.to()));
    }
}
