package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/** Genera in sequence --genus and in solve --misere, and the genus rule only where it holds. */
class GenusCliTest {

    /** An empty quotient folder: a Kayles quotient in the user's cache would decide the sums instead of the rules tested here. */
    @BeforeAll
    static void noSavedQuotients() throws IOException {
        System.setProperty("grundy.quotients", Files.createTempDirectory("genus-no-quotients").toString());
    }

    @AfterAll
    static void restoreQuotients() {
        System.clearProperty("grundy.quotients");
    }

    @Test
    void sequenceListsTheGenusOfEveryHeap() {
        Cli run = Cli.run("sequence", "kayles", "--to", "15", "--genus");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines().skip(1).map(String::strip).toList()).containsExactly(
                "0  0^{120}", "1  1^{031}", "2  2^{20}", "3  3^{31}", "4  1^{031}", "5  4^{146}", "6  3^{31}", "7  2^{20}",
                "8  1^{13}", "9  4^{046}", "10  2^{20}", "11  6^{46}", "12  4^{046}", "13  1^{13}", "14  2^{20}", "15  7^{57}");
    }

    @Test
    void sequenceGeneraInJson() {
        JsonNode json = Cli.run("sequence", "--json", "nim", "--to", "3", "--genus").json();

        assertThat(json.get("genera").toString()).isEqualTo("[\"0^{120}\",\"1^{031}\",\"2^{20}\",\"3^{31}\"]");
    }

    @Test
    void aKaylesHeapOf8IsWonUnderMiserePlay() {
        // The contest "SJ theorem" would call it P (nim-value 1); Kayles is wild, so the search decides.
        Cli run = Cli.run("solve", "--misere", "kayles", "8");

        assertThat(run.out()).contains("N-position").contains("genus 1^{13}").contains("heap 1 is not tame");
    }

    @Test
    void aSumOfTameGamesIsDecidedByTheGenusRuleInBothLanguages() {
        Cli run = Cli.run("solve", "--misere", "kayles", "4", "3", "+", "bash:2", "4");
        Cli zh = Cli.run("--lang", "zh", "solve", "--misere", "kayles", "4", "3", "+", "bash:2", "4");

        assertThat(run.out()).contains("heap 2 (kayles 3): genus 3^{31}").contains("the genus rule decides")
                .contains("SJ theorem (Anti-SG)");
        assertThat(zh.out()).contains("亏格 3^{31}").contains("亏格规则");
    }

    @Test
    void movesUnderMiserePlayShowEachComponentsGenus() {
        Cli run = Cli.run("moves", "--misere", "kayles", "5", "+", "bash:2", "2");

        assertThat(run.out()).contains("kayles 5: genus 4^{146}").contains("bash:2 2: genus 2^{20}");
    }

    @Test
    void genusTakesNoCsv() {
        Cli run = Cli.run("sequence", "kayles", "--to", "5", "--genus", "--csv");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip().lines()).hasSize(1);
    }
}
