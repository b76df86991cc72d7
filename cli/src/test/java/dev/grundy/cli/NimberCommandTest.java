package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NimberCommandTest {

    @Test
    void printsTheValue() {
        Cli run = Cli.run("nimber", "5*7 + 3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("14" + System.lineSeparator());
        assertThat(Cli.run("nimber", "5*7", "+", "3").out()).isEqualTo(run.out());
        assertThat(Cli.run("nimber", "9223372036854775808 * 9223372036854775808").out().trim()).isEqualTo("16017865340936038689");
    }

    @Test
    void explainsTheSplit() {
        Cli run = Cli.run("nimber", "--explain", "8*8");
        assertThat(run.out().lines()).containsExactly(
                "8 ⊗ 8: split at the Fermat 2-power X = 2^2 = 4: 8 = 2·X + 0, 8 = 2·X + 0",
                "a1⊗b1 = 3, a1⊗b0 = 0, a0⊗b1 = 0, a0⊗b0 = 0, (a1⊗b1) ⊗ X/2 = 1",
                "8 ⊗ 8 = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·X ⊕ a0⊗b0 ⊕ (a1⊗b1) ⊗ X/2 = 3·X ⊕ 0 ⊕ 1 = 13",
                "8*8 = 13");
        assertThat(Cli.run("--lang", "zh", "nimber", "--explain", "8*8").out()).contains("费马");
    }

    @Test
    void writesJson() {
        JsonNode json = Cli.run("nimber", "--json", "2*3").json();
        assertThat(json.get("expression").asText()).isEqualTo("2*3");
        assertThat(json.get("value").asInt()).isEqualTo(1);
        assertThat(json.has("steps")).isFalse();
        JsonNode explained = Cli.run("nimber", "--json", "--explain", "2*3 + 1").json();
        assertThat(explained.get("value").asInt()).isZero();
        assertThat(explained.get("steps")).hasSize(4);
    }

    @Test
    void badInputIsOneLineAndExitCode2() {
        Cli run = Cli.run("nimber", "5 * (3 + x)");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("grundy: expected a number or ( at position 10, got 'x'" + System.lineSeparator());
        Cli deep = Cli.run("nimber", "(".repeat(5000));
        assertThat(deep.exitCode()).isEqualTo(2);
        assertThat(deep.err()).isEqualTo("grundy: parentheses are nested more than 100 deep at position 101" + System.lineSeparator());
    }
}
