package dev.grundy.coins;

import dev.grundy.text.InvalidPositionException;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The coin-turning games by name: the four row games, their Tartan products, Turning Corners. */
public final class CoinGames {
    /** The one-dimensional games, in the order {@code grundy games} lists them. */
    public static final List<CoinRule> ROWS = List.of(new Twins(), new TurningTurtles(), new MockTurtles(), new Ruler());
    /** The most factors a product may have. */
    public static final int MOST_FACTORS = 3;

    private CoinGames() {
    }

    /**
     * @param name the name of one of {@link #ROWS}
     * @return that row game
     * @throws IllegalArgumentException if no row game has the name
     */
    public static CoinGame row(String name) {
        CoinRule rule = rule(name);
        if (rule == null) {
            throw new IllegalArgumentException("no coin game " + name);
        }
        return new CoinGame(name, List.of(rule));
    }

    /**
     * @param parameter two or three row games joined by {@code *}, e.g. {@code twins*ruler}
     * @return their product, {@code tartan:twins*ruler}
     * @throws InvalidPositionException if the parameter names no such product
     */
    public static CoinGame tartan(String parameter) {
        String[] names = parameter.split("\\*", -1);
        if (names.length < 2 || names.length > MOST_FACTORS) {
            throw new InvalidPositionException("error.coins.factors", parameter);
        }
        List<CoinRule> factors = new ArrayList<>();
        for (String name : names) {
            CoinRule rule = rule(name);
            if (rule == null) {
                throw new InvalidPositionException("error.coins.unknownGame", parameter, name,
                        ROWS.stream().map(CoinRule::name).collect(Collectors.joining(", ")));
            }
            factors.add(rule);
        }
        return new CoinGame("tartan:" + parameter, factors);
    }

    /** @return Turning Corners, twins × twins: a move turns the four corners of a rectangle */
    public static CoinGame turningCorners() {
        return new CoinGame("turning-corners", List.of(new Twins(), new Twins()));
    }

    private static CoinRule rule(String name) {
        return ROWS.stream().filter(rule -> rule.name().equals(name)).findFirst().orElse(null);
    }
}
