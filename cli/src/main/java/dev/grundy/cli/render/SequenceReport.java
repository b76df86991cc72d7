package dev.grundy.cli.render;

import dev.grundy.cli.console.CliText;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.text.Phrase;

import java.io.PrintStream;
import java.util.Locale;
import java.util.stream.Collectors;

/** A Grundy sequence written out: as text for people, CSV, or one JSON object. */
public final class SequenceReport {
    private static final int PER_ROW = 20;

    private SequenceReport() {
    }

    /** The values in rows of twenty, each row led by its first heap, then the summary. */
    public static void text(Sequence sequence, PrintStream out, Locale locale) {
        SequenceSummary summary = SequenceSummary.of(sequence);
        out.println(header(sequence));
        int width = String.valueOf(summary.largest()).length();
        int indexWidth = String.valueOf(sequence.length() - 1).length();
        StringBuilder lines = new StringBuilder();
        for (int n = 0; n < sequence.length(); n++) {
            if (n % PER_ROW == 0) {
                lines.append(n == 0 ? "" : "\n");
                padded(lines, n, indexWidth).append(':');
                if (lines.length() > 1 << 16) {
                    out.print(lines);
                    lines.setLength(0);
                }
            }
            padded(lines.append(' '), sequence.get(n), width);
        }
        out.println(lines);
        out.println();
        summary(sequence, summary, out, locale);
    }

    /** @return "kayles: G(0..1000)" */
    public static String header(Sequence sequence) {
        return sequence.game() + ": G(0.." + (sequence.length() - 1) + ")";
    }

    private static StringBuilder padded(StringBuilder line, int number, int width) {
        String digits = Integer.toString(number);
        return line.append(" ".repeat(width - digits.length())).append(digits);
    }

    /** The periodicity and the summary, without the values. */
    public static void summary(Sequence sequence, PrintStream out, Locale locale) {
        summary(sequence, SequenceSummary.of(sequence), out, locale);
    }

    private static void summary(Sequence sequence, SequenceSummary summary, PrintStream out, Locale locale) {
        out.println(CliText.of("sequence.periodicity", periodicity(sequence)).in(locale));
        out.println(CliText.of("sequence.largest", summary.largest(), summary.largestAt()).in(locale));
        out.println(CliText.of("sequence.pPositions", grouped(summary.losing()), summary.lastLosing()).in(locale));
        String rareHeaps = summary.firstRare().stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (summary.rare() > summary.firstRare().size() ? ", …" : "");
        out.println(CliText.of(summary.rare() == 1 ? "sequence.rare.one" : "sequence.rare", grouped(summary.rare()),
                Integer.toBinaryString(summary.mask()), rareHeaps).in(locale));
    }

    private static String grouped(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }

    private static Phrase periodicity(Sequence sequence) {
        Periodicity p = sequence.periodicity();
        if (p == null) {
            return CliText.of("sequence.noPeriod", sequence.length() - 1);
        }
        return p.proved() ? proved(p, sequence.periodicityReason())
                : CliText.of("sequence.observed", found(p), p.checkedTo(), sequence.periodicityReason());
    }

    /** "period 34 from n = 53, proved by …". */
    public static Phrase proved(Periodicity p, Phrase reason) {
        return CliText.of("sequence.proved", found(p), reason);
    }

    private static Phrase found(Periodicity p) {
        return p.saltus() == 0 ? CliText.of("sequence.period", p.period(), p.preperiod())
                : CliText.of("sequence.periodSaltus", p.period(), p.preperiod(), p.saltus());
    }

    /** "n,grundy" and one line per heap. */
    public static void csv(Sequence sequence, PrintStream out) {
        StringBuilder lines = new StringBuilder("n,grundy\n");
        for (int n = 0; n < sequence.length(); n++) {
            lines.append(n).append(',').append(sequence.get(n)).append('\n');
            if (lines.length() > 1 << 16) {
                out.print(lines);
                lines.setLength(0);
            }
        }
        out.print(lines);
    }

}
