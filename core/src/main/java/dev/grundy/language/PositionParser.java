package dev.grundy.language;

import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Position;
import dev.grundy.core.Term;
import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads the position language: {@code GAME WORDS...}, terms joined by a lone {@code +}, e.g.
 * {@code bash:3 10 + wythoff 3 5 + nim 4}; {@code 0} alone is the empty sum.
 */
public final class PositionParser {
    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");

    private final GameRegistry registry;
    private final String unnamedGame;

    /** @param registry the games known by name */
    public PositionParser(GameRegistry registry) {
        this(registry, null);
    }

    /**
     * A parser for which a term that does not start with a game's name belongs to a given game, so
     * that {@code 4 2 + nim 3} reads as {@code cutting 4 2 + nim 3}.
     *
     * @param registry the games known by name
     * @param unnamedGame the game of a term without a game's name, known to the registry; or null
     *     when every term must name its game
     */
    public PositionParser(GameRegistry registry, String unnamedGame) {
        this.registry = registry;
        this.unnamedGame = unnamedGame;
    }

    /**
     * @param text a position, its words separated by white space
     * @param budget the request's work budget, handed to the games made
     * @return the position
     * @throws InvalidPositionException if the text is not a position
     */
    public Position parse(String text, SearchBudget budget) {
        return parseWords(words(text), budget);
    }

    /**
     * @param words the position's words; a word may itself hold several separated by spaces
     * @param budget the request's work budget, handed to the games made
     * @return the position
     * @throws InvalidPositionException if the words are not a position
     */
    public Position parse(List<String> words, SearchBudget budget) {
        return parseWords(words.stream().flatMap(word -> words(word).stream()).toList(), budget);
    }

    private static List<String> words(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? List.of() : Arrays.asList(WHITE_SPACE.split(trimmed));
    }

    private Position parseWords(List<String> split, SearchBudget budget) {
        if (split.isEmpty()) {
            throw new InvalidPositionException("error.noPosition");
        }
        if (split.equals(List.of(Position.EMPTY))) {
            return new Position(List.of());
        }
        List<Term<?>> terms = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= split.size(); i++) {
            if (i == split.size() || split.get(i).equals("+")) {
                if (i == start) {
                    throw new InvalidPositionException("error.strayPlus");
                }
                terms.add(term(split.subList(start, i), budget));
                start = i + 1;
            }
        }
        return new Position(terms);
    }

    private Term<?> term(List<String> words, SearchBudget budget) {
        String spec = words.get(0);
        if (unnamedGame != null && !registry.knows(spec)) {
            return term(registry.game(unnamedGame, budget), words);
        }
        if (Character.isDigit(spec.charAt(0)) || spec.startsWith("-")) {
            throw new InvalidPositionException("error.notAGame", spec);
        }
        return term(registry.game(spec, budget), words.subList(1, words.size()));
    }

    private static <P> Term<P> term(Game<P> game, List<String> words) {
        return new Term<>(game, game.parse(words));
    }
}
