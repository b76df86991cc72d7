package dev.grundy.cli.render;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Value;
import dev.grundy.solve.Explanation;

import java.io.PrintStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The nim-sum worked out in binary, one row per component: its name, what it is, its nim-value in
 * decimal and in binary, and the XOR of them all at the bottom. The "what" column is left out when
 * the position is one game whose components are their own values, as Nim heaps are. A component
 * of a game that may not end can have an infinite value ∞(K), which has no binary digits; the
 * bottom row is then the generalised sum.
 */
final class NimSumTable {
    private final List<String> names = new ArrayList<>();
    private final List<String> whats = new ArrayList<>();
    private final List<Value> values = new ArrayList<>();
    private final boolean showWhat;

    /**
     * @param explanation the solver's explanation of a sum, its rows valued
     * @param locale the language of the row names
     */
    NimSumTable(Explanation explanation, Locale locale) {
        boolean selfEvident = true;
        for (Explanation.Row row : explanation.rows()) {
            selfEvident &= row.written().equals(row.value().toString());
            names.add(row.label() != null ? row.label().in(locale) : row.game());
            whats.add(row.game() + " " + row.written());
            values.add(row.value());
        }
        names.add(CliText.of("table.nimSum").in(locale));
        whats.add("");
        values.add(explanation.total());
        showWhat = !selfEvident || explanation.rows().stream().map(Explanation.Row::game).distinct().count() > 1;
    }

    /** @param out where to print, indented by two spaces */
    void print(PrintStream out) {
        int bits = Math.max(1, values.stream().filter(Value::isNimber)
                .mapToInt(value -> value.nimber().bitLength()).max().orElse(1));
        int nameWidth = Columns.width(names);
        int whatWidth = showWhat ? Columns.width(whats) + 2 : 0;
        int valueWidth = Columns.width(values.stream().map(Value::toString).toList());
        for (int r = 0; r < values.size(); r++) {
            String what = showWhat ? whats.get(r) : "";
            Value value = values.get(r);
            String written = value.toString();
            String line = "  " + Columns.pad(names.get(r), nameWidth + 2) + Columns.pad(what, whatWidth)
                    + " ".repeat(valueWidth - written.length()) + written
                    + (value.isNimber() ? "  " + binary(value.nimber(), bits) : "");
            out.println(line);
        }
    }

    private static String binary(BigInteger value, int bits) {
        String digits = value.toString(2);
        return "0".repeat(bits - digits.length()) + digits;
    }
}
