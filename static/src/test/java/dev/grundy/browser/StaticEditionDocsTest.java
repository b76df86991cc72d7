package dev.grundy.browser;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/guide/browser.md lists the files of the static edition as the build leaves them. */
class StaticEditionDocsTest {
    private static final Path GUIDE = Path.of("../docs/guide/browser.md");
    private static final String MARK = "<!-- StaticEditionDocsTest compares this list with the folder the build leaves. -->";

    @Test
    void theGuideListsTheFilesOfTheStaticEdition() throws IOException {
        List<String> lines = Files.readAllLines(GUIDE);
        int start = lines.indexOf(MARK) + 2;
        assertThat(start).as("the list's mark in %s", GUIDE).isGreaterThan(1);
        List<String> listed = lines.subList(start, lines.subList(start, lines.size()).indexOf("```") + start);

        try (Stream<Path> files = Files.list(StaticEditionBrowserTest.STATIC)) {
            assertThat(listed).isEqualTo(files.map(file -> file.getFileName() + (Files.isDirectory(file) ? "/" : "")).sorted().toList());
        }
    }
}
