package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class QuotientCommandTest {
    @TempDir
    Path folder;

    @Test
    void buildsSavesAndReusesTheFinalQuotient() throws Exception {
        Cli first = Cli.run("quotient", "--quotients", folder.toString(), "--json", "octal:0.75");
        assertThat(first.exitCode()).isZero();
        JsonNode json = new ObjectMapper().readTree(first.out());
        assertThat(json.get("order").asInt()).isEqualTo(8);
        assertThat(json.get("final").asBoolean()).isTrue();
        assertThat(json.get("pPortion")).hasSize(2);
        assertThat(json.get("relations").size()).isPositive();
        assertThat(json.get("phi").get(1).asText()).isEqualTo("a");
        Path file = folder.resolve("octal_0.75.json");
        assertThat(file).exists();
        Cli again = Cli.run("quotient", "--quotients", folder.toString(), "--json", "octal:0.75");
        assertThat(again.out()).isEqualTo(first.out());
    }

    @Test
    void rebuildsACorruptFile() throws Exception {
        Cli.run("quotient", "--quotients", folder.toString(), "subtract:1,2");
        Path file = folder.resolve("subtract_1,2.json");
        Files.writeString(file, Files.readString(file).replace("\"phi\": [0, 1", "\"phi\": [0, 2"));
        Cli rebuilt = Cli.run("quotient", "--quotients", folder.toString(), "subtract:1,2");
        assertThat(rebuilt.exitCode()).isZero();
        assertThat(Files.readString(file)).contains("\"phi\": [0, 1");
    }

    @Test
    void aQuotientNotYetFinalSaysItIsStillGrowing() {
        Cli run = Cli.run("quotient", "--quotients", folder.toString(), "kayles", "--to", "6");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Q_6 (heaps 0..6) has order", "still growing", "P-portion:", "Presentation: ⟨");
    }

    @Test
    void badInputExitsTwoWithOneLine() {
        for (String[] args : new String[][] {{"quotient", "wythoff"}, {"quotient", "kayles", "--to", "0"}, {"quotient", "lasker"}}) {
            Cli run = Cli.run(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err().strip().lines()).as(String.join(" ", args)).hasSize(1);
        }
    }
}
