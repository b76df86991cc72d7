package dev.grundy.text;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** What errors may quote: short, escaped, and the same whether cut from text or from bytes. */
class ExcerptTest {

    @Test
    void shortPlainTextIsQuotedAsItIs() {
        assertThat(Excerpt.of("nim 3 4 5")).isEqualTo("nim 3 4 5");
        assertThat(Excerpt.of("起点 naïve")).isEqualTo("起点 naïve");
        assertThat(Excerpt.of("")).isEmpty();
        assertThat(Excerpt.isSafe("x".repeat(Excerpt.MOST))).isTrue();
    }

    @Test
    void controlAndFormatCharactersAreEscaped() {
        assertThat(Excerpt.of("a\nb\tc\rd")).isEqualTo("a\\nb\\tc\\rd");
        assertThat(Excerpt.of("\u001b[31mred\u001b[0m")).isEqualTo("\\u001B[31mred\\u001B[0m");
        assertThat(Excerpt.of("\u009b2J \u202eevil \u2028 \u0000")).isEqualTo("\\u009B2J \\u202Eevil \\u2028 \\u0000");
        assertThat(Excerpt.of("lone \ud800 surrogate")).isEqualTo("lone \\uD800 surrogate");
        assertThat(Excerpt.of("tag \udb40\udc01")).isEqualTo("tag \\uDB40\\uDC01");
    }

    @Test
    void longTextKeepsItsStartAndItsEnd() {
        String text = "a".repeat(1000) + "b".repeat(1000);

        assertThat(Excerpt.of(text)).isEqualTo("a".repeat(Excerpt.HEAD) + "…" + "b".repeat(Excerpt.TAIL));
        assertThat(Excerpt.of("x".repeat(Excerpt.MOST + 1))).hasSize(Excerpt.HEAD + 1 + Excerpt.TAIL);
    }

    @Test
    void escapesCountTowardsTheLengthAndAreNeverCutInHalf() {
        String excerpt = Excerpt.of("\u0000".repeat(1000));

        assertThat(excerpt).hasSizeLessThanOrEqualTo(Excerpt.MOST)
                .isEqualTo("\\u0000".repeat(Excerpt.HEAD / 6) + "…" + "\\u0000".repeat(Excerpt.TAIL / 6));
        assertThat(Excerpt.of("\n".repeat(50))).isEqualTo("\\n".repeat(50));
        assertThat(Excerpt.of("\n".repeat(51))).isEqualTo("\\n".repeat(30) + "…" + "\\n".repeat(15));
    }

    @Test
    void wideCharactersAreNeverCutInHalf() {
        String text = "起".repeat(500) + "😀".repeat(500);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);

        assertThat(Excerpt.of(text)).isEqualTo("起".repeat(Excerpt.HEAD) + "…" + "😀".repeat(Excerpt.TAIL / 2));
        assertThat(Excerpt.of(bytes, 0, bytes.length)).isEqualTo(Excerpt.of(text));
        assertThat(Excerpt.of(bytes, 1, bytes.length - 1))
                .isEqualTo(Excerpt.of(new String(bytes, 1, bytes.length - 2, StandardCharsets.UTF_8)))
                .startsWith("\ufffd\ufffd起起").contains("起…😀").endsWith("😀😀\ufffd");
    }

    @Property(tries = 300)
    void bytesAndTextGiveTheSameExcerpt(@ForAll String text, @ForAll boolean repeat) {
        String whole = repeat ? text.repeat(50) : text;
        byte[] bytes = whole.getBytes(StandardCharsets.UTF_8);
        String fromText = Excerpt.of(new String(bytes, StandardCharsets.UTF_8));

        assertThat(Excerpt.of(bytes, 0, bytes.length)).isEqualTo(fromText);
        assertThat(fromText.codePoints().noneMatch(c -> Character.getType(c) == Character.CONTROL)).isTrue();
        assertThat(fromText.length()).isLessThanOrEqualTo(Excerpt.MOST);
    }
}
