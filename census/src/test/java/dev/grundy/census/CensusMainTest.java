package dev.grundy.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** `grundy census` as a person runs it: the table, the JSON, and bad input in both languages. */
class CensusMainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CensusMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
    }

    @Test
    void jsonRowsCarryTheirCodesAndPeriods(@TempDir Path dir) throws IOException {
        int code = run("0.77,0.07,0.137", "--to", "300", "--json", "--dir", dir.toString(), "--port", "15901");
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        JsonNode rows = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(rows).hasSize(2);
        JsonNode dawson = rows.get(1);
        assertThat(dawson.get("code").asText()).isEqualTo("0.137");
        assertThat(dawson.get("codes")).extracting(JsonNode::asText).containsExactly("0.07+1", "0.137");
        assertThat(dawson.get("period").asLong()).isEqualTo(34);
        assertThat(dawson.get("preperiod").asLong()).isEqualTo(52);
        assertThat(dawson.get("proved").asBoolean()).isTrue();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("3 codes, 2 games; 2 proved");
        assertThat(Files.readString(dir.resolve("table.csv"))).startsWith(Table.CSV_HEADER);
    }

    /** Ctrl-C sets the stop flag: the census says how far it got and where the rows are, writes no table, and exits 130. */
    @Test
    void aStoppedCensusSaysSoAndExits130(@TempDir Path dir) {
        int code = CensusMain.run(new String[] {"0.dd", "--to", "300", "--dir", dir.toString(), "--port", "15961", "--lang", "en"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false,
                new AtomicBoolean(true));
        assertThat(code).isEqualTo(130);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("stopped: 0 of 42 games done and kept in " + dir
                + "; the same command goes on from there");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(dir.resolve("table.csv")).doesNotExist();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0.dx|--to|100|is neither a code such as 0.77 nor a family",
        "0.dd|--to|0|--to N must be a whole number from 1 to",
        "0.dd|--to|100000001|--to N must be a whole number from 1 to",
        "0.dd|--to|ten|--to N must be a whole number from 1 to",
        "0.ddddd|--to|100|has more than 4 d's",
        "0.77,9.z|--to|100|is not a take-and-break code"})
    void badInputIsOneLineAndExitCode2(String codes, String option, String to, String words) {
        assertThat(run(codes, option, to, "--lang", "en")).isEqualTo(2);
        String said = err.toString(StandardCharsets.UTF_8);
        assertThat(said).startsWith("grundy census: ").contains(words).endsWith("\n");
        assertThat(said.strip()).doesNotContain("\n");
    }

    @Test
    void badInputInChinese() {
        assertThat(run("0.dd", "--to", "0", "--lang", "zh")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("grundy census: --to N 必须是 1 到 100,000,000 之间的整数，收到的是 0");
    }

    @Test
    void everyMessageIsInBothLanguages() throws IOException {
        Properties english = properties("messages.properties");
        Properties chinese = properties("messages_zh.properties");
        assertThat(chinese.keySet()).isEqualTo(english.keySet());
    }

    private static Properties properties(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Text.class.getResourceAsStream(name)) {
            properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
