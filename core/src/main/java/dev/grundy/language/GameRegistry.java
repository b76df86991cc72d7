package dev.grundy.language;

import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.SharedTable;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The games the position language knows, by name. A game is an immutable value, so the registry
 * makes each one once ({@code bash:3} once, however many positions name it) and shares it between
 * requests and threads, keeping the most recently used — up to a number, and up to the memory the
 * shared tables of the games kept hold ({@link SharedTable}). One name may stand for two games, one
 * written without a parameter and one with ({@code hackenbush 0-1} and {@code hackenbush:FILE}).
 */
public final class GameRegistry {
    private static final int KEPT_GAMES = 256;

    private final Map<String, GameType> types = new LinkedHashMap<>();
    private final long tableBytes;
    private final BoundedCache<String, Game<?>> games;

    /**
     * A registry whose games' tables may hold {@link StandardGames#DEFAULT_TABLE_BYTES}.
     *
     * @param types the games, in the order they are listed to people
     * @throws IllegalArgumentException if two share a name, both with a parameter or both without
     */
    public GameRegistry(List<GameType> types) {
        this(types, StandardGames.DEFAULT_TABLE_BYTES);
    }

    /**
     * @param types the games, in the order they are listed to people
     * @param tableBytes the memory the shared tables of the games kept may hold together
     * @throws IllegalArgumentException if two share a name, both with a parameter or both without
     */
    GameRegistry(List<GameType> types, long tableBytes) {
        this.tableBytes = tableBytes;
        this.games = new BoundedCache<>(KEPT_GAMES, tableBytes,
                game -> game instanceof SharedTable table ? table.footprint() : 0);
        for (GameType type : types) {
            if (this.types.putIfAbsent(key(type.name(), type.parameter()), type) != null) {
                throw new IllegalArgumentException("two games named " + type.name());
            }
        }
    }

    /** A game's key: its name, with a colon when it takes a parameter. */
    private static String key(String name, String parameter) {
        return parameter == null ? name : name + ":";
    }

    private GameType type(String name, String parameter) {
        GameType type = types.get(key(name, parameter));
        return type != null ? type : types.get(key(name, parameter == null ? "" : null));
    }

    /** @return the games, in the order they are listed to people */
    public List<GameType> types() {
        return List.copyOf(types.values());
    }

    /**
     * @param type a game to know as well, e.g. one made from a person's rules
     * @return a registry that knows these games and that one, listed last
     * @throws InvalidPositionException if a game of this one already has the name
     */
    public GameRegistry with(GameType type) {
        if (knows(type.name())) {
            throw new InvalidPositionException("error.nameTaken", type.name());
        }
        List<GameType> all = new ArrayList<>(types.values());
        all.add(type);
        return new GameRegistry(all, tableBytes);
    }

    /**
     * @param spec a word, e.g. {@code nim}, {@code bash:3} or {@code 3}
     * @return true when it starts with the name of a known game
     */
    public boolean knows(String spec) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec : spec.substring(0, colon);
        return types.containsKey(name) || types.containsKey(name + ":");
    }

    /**
     * @param spec a game as written, with its parameter: {@code nim}, {@code bash:3}
     * @param budget the request's work budget, for making the game (reading its file)
     * @return the game, the same object for the same spec
     * @throws InvalidPositionException if no game has that name or the parameter is wrong
     */
    public Game<?> game(String spec, SearchBudget budget) {
        return games.get(spec, key -> make(key, budget));
    }

    private Game<?> make(String spec, SearchBudget budget) {
        int colon = spec.indexOf(':');
        String name = colon < 0 ? spec : spec.substring(0, colon);
        String parameter = colon < 0 ? null : spec.substring(colon + 1);
        GameType type = type(name, parameter);
        if (type == null) {
            String closest = closest(name);
            throw closest == null ? new InvalidPositionException("error.unknownGame", name)
                    : new InvalidPositionException("error.unknownGameDidYouMean", name, closest);
        }
        if (type.parameter() == null && parameter != null) {
            throw new InvalidPositionException("error.noParameter", name, spec);
        }
        if (type.parameter() != null && (parameter == null ? !type.parameterOptional() : parameter.isEmpty())) {
            throw new InvalidPositionException("error.needsParameter", name, type.syntax(), type.example());
        }
        return type.factory().create(parameter, budget);
    }

    /** @return the known name within two edits of the given one, or null */
    private String closest(String name) {
        return types.values().stream().map(GameType::name).distinct()
                .filter(known -> EditDistance.between(known, name) <= 2)
                .min(Comparator.comparingInt(known -> EditDistance.between(known, name)))
                .orElse(null);
    }
}
