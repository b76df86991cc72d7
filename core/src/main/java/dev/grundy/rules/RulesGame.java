package dev.grundy.rules;

import dev.grundy.language.GameType;
import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.Value;
import dev.grundy.core.Rules;
import dev.grundy.solve.CodedGame;
import dev.grundy.solve.CodedGrundySolver;
import dev.grundy.solve.GrundySolver;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A game of the position language made from a person's {@link Rules}: its values come from the
 * generic {@link GrundySolver} (a one-line game's from {@link CodedGrundySolver}, the same search on codes;
 * of one number, from its sequence table, {@link LineHeapValues}) (memoised, on an explicit stack, charged to the request's budget so
 * that the state limit and progress reports apply), remembering {@code long} codes where the rules
 * are {@link dev.grundy.core.LongEncoded}. The moves to a value are found by testing each move.
 * A move is typed in play as the position it leaves, in the rules' own words.
 *
 * <p>Everything the rules throw is told in one line naming the game and the line of their file.
 *
 * @param <P> the type of positions
 */
public final class RulesGame<P> implements Game<P> {
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9-]*");

    private final GuardedRules<P> rules;

    /**
     * @param rules the rules
     * @throws InvalidPositionException if the rules' name is not a word of the position language
     * @throws dev.grundy.text.GrundyException if the rules throw when asked their name
     */
    public RulesGame(Rules<P> rules) {
        this(guard(rules));
    }

    private RulesGame(GuardedRules<P> rules) {
        this.rules = rules;
    }

    /**
     * The kind of game the rules make, to be added to a {@link dev.grundy.language.GameRegistry}: one game shared by
     * every request, each search remembering its positions in its request's memo.
     *
     * @param rules the rules
     * @param source where they come from, e.g. {@code examples/Cutting.java}, for people
     * @return the game's type, named by the rules
     * @throws InvalidPositionException if the rules' name is not a word of the position language
     */
    public static GameType type(Rules<?> rules, String source) {
        return typeOf(guard(rules), source);
    }

    private static <P> GameType typeOf(GuardedRules<P> rules, String source) {
        RulesGame<P> game = new RulesGame<>(rules);
        return new GameType(rules.name(), null, Phrase.of("rule.rules", source), Phrase.of("position.rules"), rules.name(),
                (parameter, budget) -> game);
    }

    private static <P> GuardedRules<P> guard(Rules<P> rules) {
        GuardedRules<P> guarded = new GuardedRules<>(rules);
        if (!NAME.matcher(guarded.name()).matches()) {
            throw new InvalidPositionException("error.rules.badName", rules.getClass().getSimpleName(), guarded.name());
        }
        return guarded;
    }

    @Override
    public String name() {
        return rules.name();
    }

    @Override
    public List<P> parse(List<String> words) {
        return List.of(rules.parse(words));
    }

    @Override
    public String format(P position) {
        return rules.format(position);
    }

    /** One term per component: a component takes several words, so {@code cutting 2 2 + cutting 2 3}. */
    @Override
    public String writeTerm(List<P> components) {
        return components.stream().map(component -> name() + " " + format(component)).collect(Collectors.joining(" + "));
    }

    @Override
    public Iterable<Move<P>> moves(P position) {
        return rules.moves(position);
    }

    /** A one-line game is searched on codes, without a {@code Move} per option; other rules by the generic solver. */
    @Override
    public Value value(P position, SearchBudget budget) {
        OneLineRules heapLine = rules.heapLine();
        if (heapLine != null) {
            BigInteger value = heapLine.heapValues().value(rules.key().applyAsLong(position), budget);
            if (value != null) {
                return Value.nimber(value);
            }
        }
        CodedGame coded = rules.coded();
        if (coded != null) {
            CodedGrundySolver search = budget.memo(rules, () -> new CodedGrundySolver(coded, budget));
            return Value.nimber(search.grundy(rules.key().applyAsLong(position)));
        }
        return Value.nimber(solver(budget).grundy(position));
    }

    /** A large heap of a one-line game answered from a period: the period, and whether the answer relies on it unproved. */
    @Override
    public List<Phrase> explain(P position, SearchBudget budget) {
        OneLineRules heapLine = rules.heapLine();
        return heapLine == null ? List.of() : heapLine.heapValues().explain(rules.key().applyAsLong(position), budget);
    }

    @Override
    public Moves<P> movesToValue(P position, BigInteger target, SearchBudget budget) {
        return testedMovesToValue(position, target, budget);
    }

    /** The position the move leaves in the rules' words, parts joined by {@code +}; {@code 0} when it leaves nothing. */
    @Override
    public List<String> typed(P from, Move<P> move) {
        if (move.to().isEmpty()) {
            return List.of(Position.EMPTY);
        }
        List<String> words = new ArrayList<>();
        for (P part : move.to()) {
            if (!words.isEmpty()) {
                words.add("+");
            }
            words.addAll(Arrays.asList(format(part).trim().split("\\s+")));
        }
        return words;
    }

    /**
     * The words are the position the move leaves, parts of a sum joined by {@code +}, e.g.
     * {@code 2 2 + 2 2}; {@code 0}, the empty sum, is a move that leaves nothing, where there is one.
     */
    @Override
    public Move<P> readMove(P from, List<String> words) {
        if (words.equals(List.of(Position.EMPTY)) && leavesNothing(from)) {
            return moveLeaving(from, List.of());
        }
        List<P> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= words.size(); i++) {
            if (i == words.size() || words.get(i).equals("+")) {
                List<String> part = words.subList(start, i);
                parts.add(rules.parse(!part.isEmpty() && part.get(0).equals(name()) ? part.subList(1, part.size()) : part));
                start = i + 1;
            }
        }
        return moveLeaving(from, parts);
    }

    private boolean leavesNothing(P from) {
        for (Move<P> move : moves(from)) {
            if (move.to().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.rules", name());
    }

    /** The request's search, made on its first question: its memo serves the request's later ones. */
    private GrundySolver<P> solver(SearchBudget budget) {
        return budget.memo(this, () -> {
            ToLongFunction<P> key = rules.key();
            return key != null ? new GrundySolver<>(rules, key, budget) : new GrundySolver<>(rules, budget);
        });
    }
}
