package dev.grundy.spec;

import dev.grundy.core.Phrase;

/**
 * A kind of game the position language knows, with what a person needs to write its positions.
 *
 * @param name the name as written, e.g. {@code bash}
 * @param parameter what follows the colon, e.g. {@code M}, or null for a game without one
 * @param rule the rule in one sentence
 * @param position how a position is written after the name
 * @param example a position to try
 * @param factory makes the game from its parameter
 */
public record GameType(String name, String parameter, Phrase rule, Phrase position, String example,
                       GameFactory factory) {

    /** @return how the game's name is written, e.g. {@code bash:M} */
    public String syntax() {
        return parameter == null ? name : name + ":" + parameter;
    }
}
