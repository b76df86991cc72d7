package dev.grundy.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.misere.quotient.HeapRules;
import dev.grundy.misere.quotient.MisereQuotient;
import dev.grundy.misere.quotient.QuotientBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** The misère columns: tame or not, and the quotient — final, or how far it got — within the census's budget of the game. */
class MisereColumnsTest {
    /**
     * Plambeck, Taming the wild in impartial combinatorial games (INTEGERS 5 (2005) #G05): 0.75 is
     * wild, and its misère quotient is final of order 8 (as QuotientBuilderTest checks in core).
     */
    @Test
    void octalZeroSevenFiveIsWildWithAQuotientOfOrderEight() {
        MisereColumns.Result columns = MisereColumns.of("0.75", 200, MisereColumns.QUOTIENT_STATES);
        assertThat(columns.tame()).isEqualTo(MisereColumns.NO);
        assertThat(columns.quotient()).isEqualTo(new QuotientColumns(QuotientColumns.FINAL, 21, 8, 2, 2, 8));
    }

    /**
     * Order, |P|, Φ's period and least preperiod as Siegel's MisereSolver finds them (issue 29's table and
     * the side-by-side runs in docs/benchmarks.md, 2026-11-28), for codes the census finishes within its
     * default budget when its N reaches the heap where the quotient becomes final.
     */
    @ParameterizedTest
    @CsvSource({"0.75,8,2,2,8", "0.77,40,9,12,71", "0.71,36,9,6,3", "0.152,34,6,48,25", "0.34,12,3,8,7", "0.115,42,12,14,92",
        "0.53,16,3,9,21", "0.72,24,5,4,16", "0.33,6,2,3,0"})
    void finalQuotientsAreMisereSolversOnes(String code, int order, int pPortion, long period, long preperiod) {
        QuotientColumns quotient = MisereColumns.of(code, 1_000, MisereColumns.QUOTIENT_STATES).quotient();
        assertThat(quotient.stop()).isEqualTo(QuotientColumns.FINAL);
        assertThat(List.of(quotient.order(), quotient.pPortion(), quotient.period(), quotient.preperiod()))
                .isEqualTo(List.of(order, pPortion, period, preperiod));
    }

    /**
     * The row holds what {@code grundy quotient octal:CODE} finds — the same builder with the command's
     * own limits (heaps to 20,000, 5,000,000 states, order 2,000) —, here for 0.644, final only at heap
     * 7,398 (MisereSolver: order 172, |P| 7, period 442 from 3,256): a census to 8,000 reaches it, one to
     * 1,000 says it is not final by heap 1,000.
     */
    @Test
    void theRowIsWhatTheQuotientCommandFindsAndTheCensusNBoundsItsHeaps() {
        OctalGame game = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.644", "octal:0.644")));
        MisereQuotient command = new QuotientBuilder(HeapRules.of(game), 2_000).build(20_000, true, SearchBudget.of(5_000_000)).quotient();
        QuotientColumns row = MisereColumns.of("0.644", 8_000, MisereColumns.QUOTIENT_STATES).quotient();

        assertThat(row).isEqualTo(new QuotientColumns(QuotientColumns.FINAL, command.lastHeap(), command.order(),
                command.monoid().pPortion().size(), command.periodicity().period(), command.periodicity().preperiod()));
        assertThat(List.of(row.order(), row.pPortion(), row.period(), row.preperiod())).isEqualTo(List.of(172, 7, 442L, 3_256L));
        QuotientColumns short1000 = MisereColumns.of("0.644", 1_000, MisereColumns.QUOTIENT_STATES).quotient();
        assertThat(short1000.stop()).isEqualTo(QuotientColumns.HEAP);
        assertThat(short1000.heap()).isEqualTo(1_000);
        assertThat(short1000.period()).isZero();
    }

    /** 0.3, a heap losing one token a move: the heaps alternate ∗0, ∗1, a nim-heap's genus each; Z2 as a quotient. */
    @Test
    void oneTokenAMoveIsTameOfOrderTwo() {
        MisereColumns.Result columns = MisereColumns.of("0.3", 200, MisereColumns.QUOTIENT_STATES);
        assertThat(columns.tame()).isEqualTo(MisereColumns.YES);
        assertThat(columns.quotient().order()).isEqualTo(2);
        assertThat(columns.quotient().stop()).isEqualTo(QuotientColumns.FINAL);
    }

    /**
     * 0.156 is tame in Conway's sense as far as the census looks: heap 10's genus is 1^{13}, that of
     * ∗2 + ∗3, a misère Nim position's (the column said "no" while only nim-heaps' genera counted).
     * Its final quotient (MisereSolver: order 34, |P| 2) is beyond a census to 200.
     */
    @Test
    void octalZeroOneFiveSixIsTame() {
        assertThat(MisereColumns.of("0.156", 200, MisereColumns.QUOTIENT_STATES).tame()).isEqualTo(MisereColumns.YES);
    }

    /**
     * Each limit is named: Dawson's Kayles (0.07) runs out of 1,000 states, and with the default budget
     * has a trial quotient past the census's largest order, 1,000; no states at all leaves both columns out.
     */
    @Test
    void aBuildThatGivesUpSaysWhereAndWhy() {
        QuotientColumns states = MisereColumns.of("0.07", 1_000, 1_000).quotient();
        assertThat(states.stop()).isEqualTo(QuotientColumns.STATES);
        assertThat(states.heap()).isPositive().isLessThan(1_000);
        assertThat(MisereColumns.of("0.07", 1_000, MisereColumns.QUOTIENT_STATES).quotient().stop()).isEqualTo(QuotientColumns.ORDER);
        assertThat(MisereColumns.of("0.77", 1_000, 0)).isEqualTo(new MisereColumns.Result(MisereColumns.UNKNOWN, QuotientColumns.NOT_BUILT));
        Text text = Text.of("en");
        assertThat(states.said(text)).isEqualTo("gave up at heap " + states.heap() + " (out of states)");
        assertThat(new QuotientColumns(QuotientColumns.HEAP, 1_000, 66, 2, 0, 0).said(text)).isEqualTo("not final by heap 1000");
        assertThat(new QuotientColumns(QuotientColumns.ORDER, 30, 900, 2, 0, 0).said(Text.of("zh"))).isEqualTo("在第 30 堆放弃（阶超过 1000）");
    }

    /** 4.07 splits a heap in two without taking a token: no quotient for it (the heaps do not order the positions). */
    @Test
    void aCodeThatMayTakeNoTokenHasNoQuotient() {
        assertThat(MisereColumns.of("4.07", 200, MisereColumns.QUOTIENT_STATES).quotient().stop()).isEqualTo(QuotientColumns.NONE);
    }

    /** The columns reach the CSV, the JSON and the summary of a census; the quotient's heaps are the census's N. */
    @Test
    void theCensusWritesThem(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CensusMain.run(new String[] {"0.3,0.75,0.07,0.644", "--to", "200", "--json", "--dir", dir.toString(), "--port", "15941", "--lang", "en"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        JsonNode rows = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(rows.get(0).get("code").asText()).isEqualTo("0.3");
        assertThat(rows.get(0).get("tame").asText()).isEqualTo("yes");
        assertThat(rows.get(1).get("tame").asText()).isEqualTo("no");
        JsonNode quotient = rows.get(1).get("quotient");
        assertThat(quotient.get("stop").asText()).isEqualTo("final");
        assertThat(quotient.get("order").asInt()).isEqualTo(8);
        assertThat(quotient.get("pPortion").asInt()).isEqualTo(2);
        assertThat(quotient.get("period").asLong()).isEqualTo(2);
        assertThat(quotient.get("preperiod").asLong()).isEqualTo(8);
        // Dawson's Kayles is computed as its first cousin Dawson's chess, whose build does not settle.
        assertThat(rows.get(2).get("code").asText()).isEqualTo("0.137");
        assertThat(rows.get(2).get("quotient").get("stop").asText()).isEqualTo("unsettled");
        assertThat(rows.get(2).get("quotient").get("period").isNull()).isTrue();
        assertThat(rows.get(3).get("quotient").get("stop").asText()).isEqualTo("heap");
        assertThat(rows.get(3).get("quotient").get("heap").asInt()).isEqualTo(200);
        List<String> csv = Files.readAllLines(dir.resolve("table.csv"));
        assertThat(csv.get(0)).contains(",tame,quotient,quotient_heap,quotient_order,quotient_p,quotient_period,quotient_preperiod,millis");
        assertThat(csv.get(2)).contains(",no,final,21,8,2,2,8,");
        assertThat(csv.get(4)).contains(",heap,200,");
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("a final quotient for 2, the largest: 0.75 order 8, 0.3 order 2; 1 not final by heap 200, 1 gave up on a limit");
    }
}
