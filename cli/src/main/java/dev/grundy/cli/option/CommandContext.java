package dev.grundy.cli.option;

import dev.grundy.cli.console.Console;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.PositionParser;
import dev.grundy.text.Phrase;

import java.util.Locale;

/** What every subcommand shares with the top command: where it writes, its language, the games. */
public interface CommandContext {

    /** @return where the command reads and writes */
    Console console();

    /** @return the language answers are told in */
    Locale locale();

    /** @return the language asked for with --lang, or null when none was */
    Locale chosenLocale();

    /**
     * @param phrase words for people
     * @return them in the chosen language
     */
    default String say(Phrase phrase) {
        return phrase.in(locale());
    }

    /** @return the games the position language knows */
    GameRegistry registry();

    /** @return the position language over those games */
    default PositionParser parser() {
        return new PositionParser(registry());
    }
}
