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

    /**
     * A build that gave up is recorded with its limits (NAME.failed): the same or smaller limits are
     * answered from the record in one line, without building (the partial quotient's file, removed,
     * is not written again); larger ones build again and record anew.
     */
    @Test
    void aBuildThatGaveUpIsAnsweredFromItsRecordUntilTheLimitsGrow() throws Exception {
        String dir = folder.toString();
        Cli first = Cli.run("quotient", "--quotients", dir, "--max-states", "200", "octal:0.07");
        assertThat(first.out()).contains("still growing (the budget of time or states ran out)");
        assertThat(folder.resolve("octal_0.07.failed")).exists();
        Path partial = folder.resolve("octal_0.07.json");
        Files.delete(partial);

        for (String states : new String[] {"200", "100"}) {
            Cli again = Cli.run("quotient", "--quotients", dir, "--max-states", states, "octal:0.07");
            assertThat(again.exitCode()).isZero();
            assertThat(again.out().strip().lines()).singleElement().asString()
                    .startsWith("octal:0.07: not built again: a build with the same or larger limits (heaps to 20,000, 200 states, 60 s, order up to 2,000) gave up at Q_")
                    .endsWith("the budget of time or states ran out); a larger --to, --max-states, --timeout or --max-order tries again");
            assertThat(partial).doesNotExist();
        }
        Cli zh = Cli.run("--lang", "zh", "quotient", "--quotients", dir, "--max-states", "200", "octal:0.07");
        assertThat(zh.out()).contains("不再构建", "--timeout");

        Cli larger = Cli.run("quotient", "--quotients", dir, "--max-states", "400", "octal:0.07");
        assertThat(larger.out()).contains("still growing");
        assertThat(partial).exists();
        JsonNode record = new ObjectMapper().readTree(Cli.run("quotient", "--quotients", dir, "--max-states", "400", "--json", "octal:0.07").out());
        assertThat(record.get("stopped").asText()).isEqualTo("gave_up_before");
        assertThat(record.get("reason").asText()).isEqualTo("budget");
        assertThat(record.get("limits").get("states").asLong()).isEqualTo(400);
        assertThat(record.get("limits").get("lastHeap").asInt()).isEqualTo(20_000);
        assertThat(record.get("limits").get("mostOrder").asInt()).isEqualTo(2_000);

        // A larger largest order is a larger limit too.
        assertThat(Cli.run("quotient", "--quotients", dir, "--max-states", "400", "--max-order", "3000", "octal:0.07").out()).contains("still growing");

        // Asked for fewer heaps than the build reached: Q_N is within reach, so it is built.
        Cli fewer = Cli.run("quotient", "--quotients", dir, "--max-states", "400", "--max-order", "3000", "--to", "3", "octal:0.07");
        assertThat(fewer.out()).contains("Q_3 (heaps 0..3)");
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
