package dev.grundy.cli.render;

import java.util.List;

/**
 * Columns of text that line up on a terminal: widths are counted in display cells, two for a
 * Chinese character, one for anything else.
 */
final class Columns {
    private Columns() {
    }

    /** @return the widest text's width, in cells */
    static int width(List<String> texts) {
        return texts.stream().mapToInt(Columns::cells).max().orElse(0);
    }

    /** @return the text followed by spaces up to the width, in cells */
    static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - cells(text)));
    }

    /** @return how many terminal cells the text takes */
    static int cells(String text) {
        return text.codePoints().map(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN
                || c >= 0xFF00 && c <= 0xFFEF || c >= 0x3000 && c <= 0x303F ? 2 : 1).sum();
    }
}
