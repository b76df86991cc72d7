package dev.grundy.language;

import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** What fuzz tests check of an error: one short line, nothing in it that could drive a terminal. */
public final class Messages {
    /** The longest message any error may be: the longest pattern with a few excerpts in it. */
    public static final int LONGEST = 600;

    private Messages() {
    }

    /** @param e an error Grundy would show a person */
    public static void assertQuotable(GrundyException e) {
        for (Locale language : new Locale[] {Locale.ROOT, Locale.SIMPLIFIED_CHINESE}) {
            String message = e.phrase().in(language);
            assertThat(message).hasSizeLessThan(LONGEST);
            assertThat(message.codePoints().noneMatch(c -> c != ' ' && !Excerpt.isSafe(Character.toString(c))))
                    .as("escaped: %s", message).isTrue();
        }
    }
}
