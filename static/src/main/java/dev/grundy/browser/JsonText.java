package dev.grundy.browser;

import java.util.List;

/**
 * A JSON answer written by hand, as the server's Jackson writes it: no spaces, fields in the
 * order written, strings escaped as Jackson escapes them (a backslash before a quote or a
 * backslash, the short escapes for backspace, tab, newline, form feed and return, a six-character
 * escape for the other control characters, everything else as it is). Jackson cannot be compiled for the browser;
 * {@code StaticEditionBrowserTest} checks that both write the same bytes.
 */
final class JsonText {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final StringBuilder out = new StringBuilder();
    private boolean first = true;

    JsonText open() {
        return begin('{');
    }

    JsonText close() {
        return end('}');
    }

    JsonText openArray() {
        return begin('[');
    }

    JsonText closeArray() {
        return end(']');
    }

    JsonText name(String name) {
        separate();
        string(out, name);
        out.append(':');
        first = true;
        return this;
    }

    JsonText value(String text) {
        separate();
        if (text == null) {
            out.append("null");
        } else {
            string(out, text);
        }
        return this;
    }

    /** @param number an integer, written in full, or null */
    JsonText number(Object number) {
        separate();
        out.append(number);
        return this;
    }

    JsonText bool(boolean value) {
        separate();
        out.append(value);
        return this;
    }

    /** @param json JSON written already */
    JsonText raw(String json) {
        separate();
        out.append(json);
        return this;
    }

    JsonText strings(List<String> texts) {
        openArray();
        texts.forEach(this::value);
        return closeArray();
    }

    JsonText numbers(List<?> numbers) {
        if (numbers == null) {
            return number(null);
        }
        openArray();
        numbers.forEach(this::number);
        return closeArray();
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private JsonText begin(char bracket) {
        separate();
        out.append(bracket);
        first = true;
        return this;
    }

    private JsonText end(char bracket) {
        out.append(bracket);
        first = false;
        return this;
    }

    private void separate() {
        if (!first) {
            out.append(',');
        }
        first = false;
    }

    private static void string(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
