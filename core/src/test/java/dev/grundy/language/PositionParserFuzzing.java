package dev.grundy.language;

import dev.grundy.text.GrundyException;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What fuzzing checks of the position language: any text is a position or one clear error, never
 * another exception; an error quotes the text short and escaped; and a position that parses is
 * written in words that parse back to it. Games read from files are left out, since the fuzzer
 * would name files of this machine.
 */
public final class PositionParserFuzzing {
    private static final GameRegistry GAMES = StandardGames.registry();

    private PositionParserFuzzing() {
    }

    /** @param input any bytes, read as UTF-8 text */
    public static void check(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        PositionParser parser = new PositionParser(GAMES);
        Position position;
        try {
            position = parser.parse(text, SearchBudget.of(100_000));
        } catch (GrundyException e) {
            Messages.assertQuotable(e);
            return;
        }
        assertThat(parser.parse(position.toString(), SearchBudget.of(100_000))).as(text).isEqualTo(position);
    }
}
