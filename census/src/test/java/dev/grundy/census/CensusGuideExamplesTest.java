package dev.grundy.census;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The census examples of the research guide (docs/guide/research.md) that end in one line of refusal
 * (no timing in them, unlike a census's summary, which the CLI's DocsExamplesTest leaves out): each
 * prints what it shows, exit 2.
 */
class CensusGuideExamplesTest {
    private static final String PROMPT = "$ ./grundy census ";

    @TestFactory
    List<DynamicTest> everyRefusalInTheReadmeIsWhatTheCensusSays() throws IOException {
        List<String> readme = Files.readAllLines(Path.of("..", "docs", "guide", "research.md"));
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i + 1 < readme.size(); i++) {
            String said = readme.get(i + 1);
            if (readme.get(i).startsWith(PROMPT) && said.startsWith("grundy census: ")) {
                String[] args = readme.get(i).substring(PROMPT.length()).split(" ");
                tests.add(DynamicTest.dynamicTest(readme.get(i), () -> {
                    ByteArrayOutputStream err = new ByteArrayOutputStream();
                    int code = CensusMain.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                            new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
                    assertThat(code).isEqualTo(2);
                    assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo(said);
                }));
            }
        }
        assertThat(tests).as("refusals shown in the research guide's census section").hasSizeGreaterThanOrEqualTo(2);
        return tests;
    }
}
