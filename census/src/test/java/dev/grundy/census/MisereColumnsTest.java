package dev.grundy.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** The misère columns: tame or not, and the final quotient's order, within their budget. */
class MisereColumnsTest {
    /**
     * Plambeck, Taming the wild in impartial combinatorial games (INTEGERS 5 (2005) #G05): 0.75 is
     * wild, and its misère quotient is final of order 8 (as QuotientBuilderTest checks in core).
     */
    @Test
    void octalZeroSevenFiveIsWildWithAQuotientOfOrderEight() {
        assertThat(MisereColumns.of("0.75", MisereColumns.QUOTIENT_STATES)).isEqualTo(new MisereColumns.Result(MisereColumns.NO, 8));
    }

    /** Kayles is wild (Winning Ways ch. 13), and its quotient is final within 250,000 states. */
    @Test
    void kaylesIsWildAndItsQuotientFinishes() {
        MisereColumns.Result kayles = MisereColumns.of("0.77", 250_000);
        assertThat(kayles.tame()).isEqualTo(MisereColumns.NO);
        assertThat(kayles.quotientOrder()).isPositive().isEven();
    }

    /** 0.3, a heap losing one token a move: the heaps alternate ∗0, ∗1, a nim-heap's genus each; Z2 as a quotient. */
    @Test
    void oneTokenAMoveIsTameOfOrderTwo() {
        assertThat(MisereColumns.of("0.3", MisereColumns.QUOTIENT_STATES)).isEqualTo(new MisereColumns.Result(MisereColumns.YES, 2));
    }

    /**
     * Kayles' quotient finishes within the default budget; 0.644's (final only at heap 7398, issue 29)
     * is past the census's heaps and leaves its order empty; no states at all leaves both unknown.
     */
    @Test
    void outOfBudgetIsEmptyAndZeroStatesIsNoMisereAtAll() {
        assertThat(MisereColumns.of("0.77", MisereColumns.QUOTIENT_STATES).quotientOrder()).isEqualTo(40);
        assertThat(MisereColumns.of("0.644", MisereColumns.QUOTIENT_STATES).quotientOrder()).isZero();
        assertThat(MisereColumns.of("0.77", 0)).isEqualTo(new MisereColumns.Result(MisereColumns.UNKNOWN, 0));
    }

    /** 4.07 splits a heap in two without taking a token: no quotient for it (the heaps do not order the positions). */
    @Test
    void aCodeThatMayTakeNoTokenHasNoQuotient() {
        assertThat(MisereColumns.of("4.07", MisereColumns.QUOTIENT_STATES).quotientOrder()).isZero();
    }

    /** The columns reach the CSV, the JSON and the summary of a census. */
    @Test
    void theCensusWritesThem(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CensusMain.run(new String[] {"0.3,0.75", "--to", "200", "--json", "--dir", dir.toString(), "--port", "15941", "--lang", "en"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        JsonNode rows = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(rows.get(0).get("code").asText()).isEqualTo("0.3");
        assertThat(rows.get(0).get("tame").asText()).isEqualTo("yes");
        assertThat(rows.get(1).get("tame").asText()).isEqualTo("no");
        assertThat(rows.get(1).get("quotientOrder").asInt()).isEqualTo(8);
        assertThat(Files.readAllLines(dir.resolve("table.csv")).get(2)).contains(",no,8,");
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("misère: 1 tame up to heap 20, 1 wild, 0 unknown; a final quotient for 2, the largest: 0.75 order 8, 0.3 order 2");
    }
}
