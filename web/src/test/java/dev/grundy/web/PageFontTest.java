package dev.grundy.web;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page's Chinese font holds exactly the characters of its texts: those of the Chinese message
 * bundles it shows (the web's and the engine's) and of its HTML and script. {@code web/fonts/characters.txt}
 * is what {@code web/fonts/make-subset.sh} cut the font to; a Chinese message added without making
 * the font again fails here. That the font draws each of them, not a box, is PageLayoutBrowserTest's.
 */
class PageFontTest {
    static final Path CHARACTERS = Path.of("fonts/characters.txt");
    private static final List<String> PAGE_TEXTS = List.of("dev/grundy/web/messages_zh.properties",
            "dev/grundy/messages_zh.properties", "public/index.html", "public/app.js");

    @Test
    void theFontHoldsEveryChineseCharacterOfThePageAndNoOther() throws IOException {
        Set<Integer> shown = new TreeSet<>();
        for (String text : PAGE_TEXTS) {
            try (InputStream in = PageFontTest.class.getClassLoader().getResourceAsStream(text)) {
                assertThat(in).as(text).isNotNull();
                new String(in.readAllBytes(), StandardCharsets.UTF_8).codePoints().filter(PageFontTest::chinese).forEach(shown::add);
            }
        }

        assertThat(shown).hasSizeGreaterThan(400);
        assertThat(held()).isEqualTo(shown);
    }

    /** @return the characters the font was cut to */
    static Set<Integer> held() throws IOException {
        Set<Integer> held = new TreeSet<>();
        Files.readString(CHARACTERS, StandardCharsets.UTF_8).strip().codePoints().forEach(held::add);
        return held;
    }

    /** The ranges of page_characters.py and of the font's unicode-range in style.css. */
    private static boolean chinese(int c) {
        return c >= 0x3000 && c <= 0x303F || c >= 0x3400 && c <= 0x4DBF || c >= 0x4E00 && c <= 0x9FFF || c >= 0xFF00 && c <= 0xFFEF;
    }
}
