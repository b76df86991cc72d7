package dev.grundy.census;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Coverage-guided fuzzing (Jazzer) of the census's row files: whatever a file in {@code DIR/rows/}
 * holds, reading it never fails — it is a row that matches its checksum and can be shown, or it is
 * refused (null) — and a row the census writes is read back as itself exactly when it is well formed.
 *
 * <p>Under {@code mvn verify} this runs on the inputs in {@code RowFileFuzzTestInputs}, then fuzzes
 * for a few seconds; README, Tests, has the command for longer runs.
 */
class RowFileFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Reduction KAYLES = Reduction.of(Family.parse("0.77"));

    /** The kept row among the fuzzer's seeds is a row file as the census writes it now, misère quotient included. */
    @org.junit.jupiter.api.Test
    void theSeedKeptRowIsRead() throws java.io.IOException {
        String seed = new String(RowFileFuzzTest.class.getResourceAsStream(
                "RowFileFuzzTestInputs/anyRowFileIsReadOrRefusedNeverAFailure/seed-kept-row").readAllBytes(), StandardCharsets.UTF_8);
        GameRow read = ResultStore.parse(seed, "0.77.json");
        assertThat(read).isNotNull();
        assertThat(read.quotient()).isEqualTo(new QuotientColumns(QuotientColumns.FINAL, 167, 40, 9, 12, 71));
        assertThat(ResultStore.content(read).strip()).isEqualTo(seed.strip());
    }

    @FuzzTest
    void anyRowFileIsReadOrRefusedNeverAFailure(byte[] input) {
        String content = new String(input, StandardCharsets.UTF_8);
        GameRow read = ResultStore.parse(content, "0.77.json");
        if (read != null) {
            assertThat(read.wellFormed()).isTrue();
            assertThat(read.code()).isEqualTo("0.77");
            assertThat(ResultStore.parse(ResultStore.content(read), "0.77.json")).isEqualTo(read);
            shows(read);
        }
        // The same text taken as a row, sealed with its checksum as the census writes it.
        GameRow candidate;
        try {
            candidate = JSON.readValue(content, GameRow.class);
        } catch (Exception e) {
            return;
        }
        if (candidate == null || candidate.code() == null) {
            return;
        }
        GameRow sealed = ResultStore.parse(ResultStore.content(candidate), candidate.code() + ".json");
        if (candidate.wellFormed()) {
            assertThat(sealed).isEqualTo(candidate);
            if (candidate.code().equals("0.77")) {
                shows(candidate);
            }
        } else {
            assertThat(sealed).isNull();
        }
    }

    /** A row that is read enters the table, its CSV, JSON, summary and page without a failure. */
    private static void shows(GameRow row) {
        Table table = new Table(KAYLES, Map.of("0.77", row));
        assertThat(table.csv().lines()).hasSize(2);
        assertThat(table.json()).startsWith("[");
        Text text = Text.of("en");
        List<String> lines = Summary.lines(text, "0.77", 1, row.to(), table, 1.0, true);
        assertThat(HtmlPage.of(text, "census", lines, table)).contains("</html>");
    }
}
