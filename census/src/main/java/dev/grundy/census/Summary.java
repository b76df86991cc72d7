package dev.grundy.census;

import java.util.Comparator;
import java.util.List;

/** The lines a person reads first about a census: how many games are solved and open, the longest preperiods. */
final class Summary {
    /** How many of the longest preperiods are listed. */
    static final int LONGEST = 5;

    private Summary() {
    }

    /**
     * @param text the words
     * @param name the census's name
     * @param codes how many codes the family has
     * @param table the table
     * @param seconds the time the run took
     * @param misere whether the misère columns were computed
     * @return the lines
     */
    static List<String> lines(Text text, String name, int codes, int to, Table table, double seconds, boolean misere) {
        List<GameRow> rows = table.rows();
        long proved = count(rows, GameRow.PROVED);
        long observed = count(rows, GameRow.OBSERVED);
        long none = count(rows, GameRow.NONE);
        long budget = count(rows, GameRow.BUDGET);
        String head = text.get("summary.head", name, to, codes, rows.size(), proved, observed, none, budget,
                String.format("%.1f", seconds));
        String longest = String.join(", ", rows.stream().filter(row -> row.period() > 0)
                .sorted(Comparator.comparingLong(GameRow::preperiod).reversed().thenComparing(GameRow::code))
                .limit(LONGEST)
                .map(row -> text.get(row.saltus() == 0 ? "summary.periodic" : "summary.arithmetic", row.code(), row.period(),
                        row.preperiod(), text.get("status." + row.status()), row.saltus()))
                .toList());
        String open = String.join(" ", rows.stream().filter(row -> row.period() == 0).map(GameRow::code).toList());
        return List.of(head, text.get("summary.longest", longest.isEmpty() ? "-" : longest),
                text.get("summary.open", open.isEmpty() ? "-" : open), misere ? misere(text, rows, Math.min(to, MisereColumns.MOST_HEAPS))
                : text.get("summary.misere.off"));
    }

    /**
     * @return how many games are tame, wild, unknown; how many final quotients were found, the largest
     *     first; how many were not final by the last heap built, and how many gave up on a limit
     */
    private static String misere(Text text, List<GameRow> rows, int lastHeap) {
        List<GameRow> quotients = rows.stream().filter(row -> row.quotient().finalQuotient())
                .sorted(Comparator.comparingInt((GameRow row) -> row.quotient().order()).reversed().thenComparing(GameRow::code)).toList();
        String largest = String.join(", ", quotients.stream().limit(LONGEST)
                .map(row -> text.get("summary.quotient", row.code(), row.quotient().order())).toList());
        long notFinal = rows.stream().filter(row -> QuotientColumns.HEAP.equals(row.quotient().stop())).count();
        long gaveUp = rows.stream().filter(row -> row.quotient().built()).count() - quotients.size() - notFinal;
        return text.get("summary.misere", tame(rows, MisereColumns.YES), MisereColumns.TAME_HEAPS, tame(rows, MisereColumns.NO),
                tame(rows, MisereColumns.UNKNOWN), quotients.size(), largest.isEmpty() ? "-" : largest, notFinal, lastHeap, gaveUp);
    }

    private static long tame(List<GameRow> rows, String tame) {
        return rows.stream().filter(row -> tame.equals(row.tame())).count();
    }

    private static long count(List<GameRow> rows, String status) {
        return rows.stream().filter(row -> row.status().equals(status)).count();
    }
}
