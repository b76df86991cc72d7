package dev.grundy.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The launcher's class-data-sharing archive (docs/performance.md, "Start-up"): made after a build,
 * holding picocli's classes and Grundy's, used by every start, left out by GRUNDY_CDS=off, and
 * never in the way: an archive that is not this jar's is ignored without a word, and a quotient
 * (which the launcher starts with C2's thresholds raised) answers as the jar alone does.
 */
class LauncherArchiveIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path JAR = ROOT.resolve("cli/target/grundy.jar");
    private static final Path ARCHIVE = ROOT.resolve("cli/target/grundy.jsa");
    private static final List<String> SOLVE = List.of("solve", "nim", "3", "4", "5");

    @TempDir
    Path scratch;

    record Run(int exitCode, String out, String err) {
    }

    /** The launcher builds when a source is newer than the jar; a test must not start a build. */
    @BeforeAll
    static void theJarIsNewerThanEverySource() throws IOException {
        FileTime built = Files.getLastModifiedTime(JAR);
        try (Stream<Path> sources = Stream.of("core", "web", "cli").flatMap(module -> walk(ROOT.resolve(module).resolve("src/main")))) {
            assumeTrue(sources.noneMatch(source -> modified(source).compareTo(built) > 0), "the jar is older than a source");
        }
    }

    @Test
    void aStaleArchiveIsMadeAgainAndHoldsPicocliAndGrundy() throws Exception {
        Files.setLastModifiedTime(ARCHIVE.toFile().exists() ? ARCHIVE : Files.createFile(ARCHIVE),
                FileTime.fromMillis(Files.getLastModifiedTime(JAR).toMillis() - 60_000));
        Run plain = launcher(Map.of("GRUNDY_CDS", "off"), SOLVE);

        Run first = launcher(Map.of(), SOLVE);

        assertThat(Files.size(ARCHIVE)).isPositive();
        assertThat(Files.getLastModifiedTime(ARCHIVE)).isGreaterThan(Files.getLastModifiedTime(JAR));
        assertThat(first).isEqualTo(plain);
        String loaded = classesLoaded(Map.of(), SOLVE);
        assertThat(loaded).contains("dev.grundy.cli.Main source: shared objects file",
                "picocli.CommandLine source: shared objects file",
                "picocli.CommandLine$Model$CommandSpec source: shared objects file",
                "dev.grundy.cli.command.SolveCommand source: shared objects file");
    }

    @Test
    void aQuotientThroughTheLauncherIsTheJarsOwn() throws Exception {
        Run launched = launcher(Map.of(), List.of("quotient", "octal:0.77", "--quotients", scratch.resolve("launched").toString()));
        Process plain = new ProcessBuilder(java(), "-jar", JAR.toString(), "quotient", "octal:0.77", "--quotients", scratch.resolve("plain").toString())
                .redirectOutput(scratch.resolve("plain.out").toFile()).redirectError(scratch.resolve("plain.err").toFile()).start();
        assertThat(plain.waitFor(120, TimeUnit.SECONDS)).isTrue();

        assertThat(launched.out()).isEqualTo(Files.readString(scratch.resolve("plain.out"), StandardCharsets.UTF_8))
                .contains("the misère quotient is final: order 40");
        assertThat(launched.err()).isEmpty();
    }

    /**
     * A small quotient's start is mostly start-up: every class it loads comes from the archive, and
     * no annotation is read (each annotation type read makes the JVM generate a proxy class, which no
     * archive holds; the top command's and quotient's models are built in code).
     */
    @Test
    void aQuotientOrTheVersionLoadsNothingButTheArchiveAndReadsNoAnnotation() throws Exception {
        launcher(Map.of(), SOLVE);
        for (List<String> args : List.of(List.of("quotient", "octal:0.33", "--quotients", scratch.resolve("quotients").toString()),
                List.of("--version"))) {
            assertThat(classesLoaded(Map.of(), args)).as(String.join(" ", args))
                    .contains("dev.grundy.cli.Main source: shared objects file", "picocli.CommandLine source: shared objects file")
                    .doesNotContain("__dynamic_proxy__", "source: file:");
        }
    }

    @Test
    void grundyCdsOffStartsWithoutIt() throws Exception {
        launcher(Map.of(), SOLVE);

        assertThat(classesLoaded(Map.of("GRUNDY_CDS", "off"), SOLVE))
                .contains("dev.grundy.cli.Main source: file:").doesNotContain("dev.grundy.cli.Main source: shared objects file");
    }

    @Test
    void anArchiveNotThisJarsIsIgnoredWithoutAWord() throws Exception {
        Run plain = launcher(Map.of("GRUNDY_CDS", "off"), SOLVE);
        Path garbage = Files.write(scratch.resolve("garbage.jsa"), new byte[64 * 1024]);
        // A dynamic archive of another copy of the jar, as an older launcher left them: its class path differs.
        Path copy = Files.copy(JAR, scratch.resolve("other.jar"));
        Path foreign = scratch.resolve("foreign.jsa");
        Process dump = new ProcessBuilder(java(), "-XX:ArchiveClassesAtExit=" + foreign, "-jar", copy.toString(), "--version")
                .redirectOutput(scratch.resolve("dump.out").toFile()).redirectError(scratch.resolve("dump.err").toFile()).start();
        assertThat(dump.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(foreign).isNotEmptyFile();

        for (Path archive : List.of(garbage, foreign)) {
            assertThat(launcher(Map.of("JAVA_OPTS", "-XX:SharedArchiveFile=" + archive), SOLVE)).as(archive.toString()).isEqualTo(plain);
        }
    }

    /** @return the launcher's log of the classes it loaded, each with where it came from */
    private String classesLoaded(Map<String, String> environment, List<String> args) throws Exception {
        Path log = scratch.resolve("classes-" + System.nanoTime() + ".txt");
        Map<String, String> withLog = new java.util.HashMap<>(environment);
        withLog.put("JAVA_OPTS", "-Xlog:class+load=info:file=" + log);
        Run run = launcher(withLog, args);
        assertThat(run.exitCode()).isZero();
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    private Run launcher(Map<String, String> environment, List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of(ROOT.resolve("grundy").toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        builder.environment().put("PATH", Path.of(java()).getParent() + java.io.File.pathSeparator + System.getenv("PATH"));
        Path out = scratch.resolve("out");
        Path err = scratch.resolve("err");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Stream<Path> walk(Path folder) {
        try {
            return Files.walk(folder).filter(Files::isRegularFile).toList().stream();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
