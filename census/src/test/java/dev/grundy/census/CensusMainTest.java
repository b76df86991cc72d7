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
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

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
    void versionIsPrintedAsTheGrundyCommandPrintsIt() {
        assertThat(run("-V")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("grundy census ");
        assertThat(run("--version")).isZero();
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

    /**
     * Issue 28's bad inputs: each told in one line, exit 2, before any member starts or any row is
     * computed (the folder gets no rows), quickly; none echoes a Java exception's name.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0.77 --to 100 --port 70000|--port must be from 1 to 65535, got 70000",
        "0.77 --to 100 --bind 999.1.1.1|--bind must be an IP address",
        "0.77 --to 100 --bind localhost|--bind must be an IP address",
        "0.77 --to 100 --bind 0.0.0.0|--bind 0.0.0.0 is not an address of this machine",
        "0.77 --to １０|--to N must be a whole number from 1 to",
        "0.77 --to 100 --cluster not@a@host!|--cluster takes host or host:port",
        "0.77 --to 100 --cluster 127.0.0.1:99999|--cluster takes host or host:port",
        "@/nonexistent/codes.txt --to 100|cannot read '/nonexistent/codes.txt'",
        "@/dev/zero --to 100|cannot read '/dev/zero'",
        "0.77 --to 100 --csv /nonexistent/folder/t.csv|cannot write '/nonexistent/folder/t.csv': its folder is missing",
        "0.77 --to 100 --html /nonexistent/t.html|cannot write '/nonexistent/t.html'",
        "--worker --port 15991|a worker needs the census's secret: --secret-file FILE",
        "0.77 --to 100 --secret-file /nonexistent/secret|cannot read '/nonexistent/secret'"})
    void badInputIsToldBeforeTheCensusRuns(String arguments, String words, @TempDir Path dir) {
        long start = System.nanoTime();
        List<String> args = new ArrayList<>(List.of(arguments.split(" ")));
        args.addAll(List.of("--dir", dir.toString(), "--lang", "en"));
        assertThat(run(args.toArray(String[]::new))).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(2);
        String said = err.toString(StandardCharsets.UTF_8);
        assertThat(said).startsWith("grundy census: ").contains(words).doesNotContain("Exception");
        assertThat(said.strip()).doesNotContain("\n");
        assertThat(dir.resolve("rows")).doesNotExist();
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
    }

    /** A file that is not a list of codes is refused by its line number; not a byte of it is shown. */
    @Test
    void aFileOfSomethingElseIsNotEchoed(@TempDir Path dir) throws IOException {
        Path passwords = dir.resolve("passwd");
        Files.writeString(passwords, "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n");
        assertThat(run("@" + passwords, "--to", "100", "--lang", "en")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("grundy census: line 1 of '" + passwords + "' is not a take-and-break code such as 0.77 or 4.07"
                        + " (codes separated by spaces, commas or lines; # starts a comment)");
        Path huge = dir.resolve("huge");
        Files.write(huge, new byte[Family.MOST_FILE_BYTES + 1]);
        assertThat(run("@" + huge, "--to", "100", "--lang", "en")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is larger than 1,048,576 bytes");
    }

    /** A secret file that holds something else is refused without showing it. */
    @Test
    void aBadSecretFileIsNotEchoed(@TempDir Path dir) throws IOException {
        Path secret = dir.resolve("secret");
        Files.writeString(secret, "hunter2\n");
        assertThat(run("0.77", "--to", "100", "--secret-file", secret.toString(), "--dir", dir.toString(), "--lang", "en")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("grundy census: '" + secret + "' does not hold a census secret: 64 hex digits on one line");
    }

    /** One census per folder: a second one on it is refused at once, and computes nothing. */
    @Test
    void aSecondCensusOnTheSameFolderIsRefused(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir);
        try (CensusLock held = CensusLock.take(dir)) {
            assertThat(run("0.77", "--to", "100", "--dir", dir.toString(), "--port", "15905", "--lang", "en")).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8).strip())
                    .isEqualTo("grundy census: another census is running in '" + dir + "': wait for it to end, or give another --dir");
            assertThat(held).isNotNull();
        }
        try (Stream<Path> rows = Files.list(dir.resolve("rows"))) {
            assertThat(rows).isEmpty();
        }
        assertThat(run("0.77", "--to", "100", "--dir", dir.toString(), "--port", "15905", "--lang", "en")).isZero();
    }

    /** With --cluster and no secret file, the coordinator makes a secret and prints it for the workers. */
    @Test
    void aCoordinatorWithoutASecretPrintsOne(@TempDir Path dir) {
        assertThat(run("0.77", "--to", "100", "--cluster", "127.0.0.1:15907", "--port", "15907", "--dir", dir.toString(),
                "--misere-states", "0", "--lang", "en")).isZero();
        String said = err.toString(StandardCharsets.UTF_8);
        assertThat(said).containsPattern("cluster secret, for the workers \\(put it in a file only you can read; each worker takes"
                + " --secret-file FILE\\): [0-9a-f]{64}\n");
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
