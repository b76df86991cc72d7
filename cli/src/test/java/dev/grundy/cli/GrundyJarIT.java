package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The packaged jar, run as a separate process the way the launcher runs it. */
class GrundyJarIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));

    record Run(int exitCode, String out, String err) {
    }

    private static Run grundy(String... args) throws IOException, InterruptedException {
        return run("", List.of(), args);
    }

    private static Run grundyWithInput(String input, String... args) throws IOException, InterruptedException {
        return run(input, List.of(), args);
    }

    private static Run java(List<String> options, String... args) throws IOException, InterruptedException {
        return run("", options, args);
    }

    private static Run run(String input, List<String> options, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(options);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("grundy", ".out");
        Path err = Files.createTempFile("grundy", ".err");
        Path in = Files.writeString(Files.createTempFile("grundy", ".in"), input);
        Process process = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("finished").isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void solvesTheReadmeExample() throws Exception {
        Run run = grundy("solve", "nim", "3", "4", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Nim-value 2").contains("take 2 from heap 1: 3 → 1");
    }

    @Test
    void theBuildWritesTheCompletionScriptNextToTheJar() throws Exception {
        Path script = JAR.resolveSibling("grundy_completion");

        assertThat(script).isRegularFile();
        assertThat(Files.readString(script, StandardCharsets.UTF_8)).isEqualTo(CompletionScript.script())
                .contains("complete -F _complete_grundy");
    }

    @Test
    void theHelpIsChineseUnderLangZh() throws Exception {
        Run run = grundy("--lang", "zh", "solve", "--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("用法：").contains("示例：");
    }

    @Test
    void badInputIsOneLineWithoutAStackTrace() throws Exception {
        Run run = grundy("solve", "nim", "-3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .isEqualTo("grundy: nim: heap size must be a non-negative integer, got '-3'");
    }

    /** The compiler's class path comes from the jar itself here, not from Maven's. */
    @Test
    void compilesAndSolvesRulesWrittenInJava() throws Exception {
        Run run = grundy("solve", "--rules", "../examples/Cutting.java", "cutting", "4", "2", "+", "nim", "3");

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("cutting 4 2 + nim 3\nN-position").contains("to cutting 4 2 + nim 1");
    }

    /** Without the jdk.compiler module, Java has no compiler, as on a JRE. */
    @Test
    void withoutACompilerRulesNeedAJdk() throws Exception {
        Run run = java(List.of("--limit-modules", "java.se"), "solve", "--rules", "../examples/Cutting.java", "4", "2");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("grundy: ../examples/Cutting.java: rules written in Java are compiled when they are loaded, which needs a JDK");
    }

    @Test
    void printsItsVersion() throws Exception {
        Run run = grundy("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("grundy ");
    }

    @Test
    void playsAWholeGameFromAPipeAndTheEngineWinsFromAnNPosition() throws Exception {
        Run run = grundyWithInput("#1\n".repeat(30), "play", "--engine-first", "nim", "3", "4", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Grundy: take 2 from heap 1: 3 → 1").endsWith("Grundy wins.\n");
        assertThat(run.err()).isEmpty();
    }

    /**
     * The getting-started guide shows the jar run on its own, without Maven: that command, run on
     * the packaged jar, prints exactly the output the guide shows under it.
     */
    @Test
    void runsAsTheGettingStartedGuideShows() throws Exception {
        List<String> guide = Files.readAllLines(Path.of("../docs/guide/getting-started.md"));
        String prompt = "$ java -jar cli/target/grundy.jar ";
        int at = guide.stream().filter(line -> line.startsWith(prompt)).findFirst().map(guide::indexOf)
                .orElseThrow(() -> new AssertionError("the guide shows no " + prompt + "…"));
        List<String> shown = guide.subList(at + 1, guide.size());
        String output = String.join("\n", shown.subList(0, shown.indexOf("```"))) + "\n";

        Run run = grundy(guide.get(at).substring(prompt.length()).split(" "));

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo(output);
    }
}
