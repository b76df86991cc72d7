package dev.grundy.language;

import dev.grundy.core.Game;
import dev.grundy.budget.SearchBudget;

/** Makes a game from the parameter written after its name ({@code 3} in {@code bash:3}). */
@FunctionalInterface
public interface GameFactory {
    /**
     * @param parameter the text after the colon, or null when there is none
     * @param budget the request's work budget, for games that compute their values
     * @return the game
     * @throws dev.grundy.text.InvalidPositionException if the parameter is malformed
     */
    Game<?> create(String parameter, SearchBudget budget);
}
