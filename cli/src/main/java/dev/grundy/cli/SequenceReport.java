package dev.grundy.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSummary;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.stream.Collectors;

/** A Grundy sequence written out: as text for people, CSV, or one JSON object. */
final class SequenceReport {
    private static final int PER_ROW = 20;

    private SequenceReport() {
    }

    /** The values in rows of twenty, each row led by its first heap, then the summary. */
    static void text(Sequence sequence, PrintStream out) {
        SequenceSummary summary = SequenceSummary.of(sequence);
        out.printf("%s: G(0..%d)%n", sequence.game(), sequence.length() - 1);
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
        summary(sequence, summary, out);
    }

    private static StringBuilder padded(StringBuilder line, int number, int width) {
        String digits = Integer.toString(number);
        return line.append(" ".repeat(width - digits.length())).append(digits);
    }

    /** The periodicity and the summary, without the values. */
    static void summary(Sequence sequence, PrintStream out) {
        summary(sequence, SequenceSummary.of(sequence), out);
    }

    private static void summary(Sequence sequence, SequenceSummary summary, PrintStream out) {
        out.println("Periodicity: " + periodicity(sequence));
        out.printf("Largest value: %d, first at n = %d%n", summary.largest(), summary.largestAt());
        out.printf("P-positions (G = 0): %,d, the last at n = %d%n", summary.losing(), summary.lastLosing());
        String rareHeaps = summary.firstRare().stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (summary.rare() > summary.firstRare().size() ? ", …" : "");
        out.printf("Rare values (sparse space): %,d heap%s with an even number of 1s under the mask %s: n = %s%n", summary.rare(),
                summary.rare() == 1 ? "" : "s", Integer.toBinaryString(summary.mask()), rareHeaps);
    }

    private static String periodicity(Sequence sequence) {
        Periodicity p = sequence.periodicity();
        if (p == null) {
            return "no period up to n = " + (sequence.length() - 1);
        }
        String saltus = p.saltus() == 0 ? "" : ", saltus " + p.saltus();
        return String.format("period %d from n = %d%s, %s %s", p.period(), p.preperiod(), saltus,
                p.proved() ? "proved by" : "observed up to n = " + p.checkedTo() + " but not proved:", sequence.periodicityReason());
    }

    /** "n,grundy" and one line per heap. */
    static void csv(Sequence sequence, PrintStream out) {
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

    /**
     * {"game", "values": [...], "periodicity": {...} or null, "summary": {...}}, written as it goes,
     * so a long sequence is never held as objects.
     */
    static void json(Sequence sequence, OutputStream out) throws IOException {
        try (JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
            json.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
            json.writeStartObject();
            json.writeStringField("game", sequence.game());
            json.writeArrayFieldStart("values");
            for (int n = 0; n < sequence.length(); n++) {
                json.writeNumber(sequence.get(n));
            }
            json.writeEndArray();
            writePeriodicity(json, sequence.periodicity());
            SequenceSummary summary = SequenceSummary.of(sequence);
            json.writeObjectFieldStart("summary");
            json.writeNumberField("largest", summary.largest());
            json.writeNumberField("largestAt", summary.largestAt());
            json.writeNumberField("pPositions", summary.losing());
            json.writeNumberField("lastPPosition", summary.lastLosing());
            json.writeNumberField("rareMask", summary.mask());
            json.writeNumberField("rareHeaps", summary.rare());
            json.writeEndObject();
            json.writeEndObject();
        }
        out.write('\n');
        out.flush();
    }

    private static void writePeriodicity(JsonGenerator json, Periodicity periodicity) throws IOException {
        if (periodicity == null) {
            json.writeNullField("periodicity");
            return;
        }
        json.writeObjectFieldStart("periodicity");
        json.writeNumberField("preperiod", periodicity.preperiod());
        json.writeNumberField("period", periodicity.period());
        json.writeNumberField("saltus", periodicity.saltus());
        json.writeBooleanField("proved", periodicity.proved());
        json.writeNumberField("checkedTo", periodicity.checkedTo());
        json.writeEndObject();
    }
}
