package dev.grundy.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** The page of a census: every row of the table, the summary on top, nothing fetched from elsewhere. */
class HtmlPageTest {
    @Test
    void thePageHoldsEveryRowAndTheSummary(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path page = dir.resolve("census.html");
        int code = CensusMain.run(new String[] {"0.dd", "--to", "300", "--dir", dir.toString(), "--html", page.toString(),
            "--misere-states", "0", "--port", "15951", "--lang", "en"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false, new AtomicBoolean());
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        String html = Files.readString(page);
        List<String> csv = Files.readAllLines(dir.resolve("table.csv"));
        List<String> summary = out.toString(StandardCharsets.UTF_8).lines().toList();

        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        assertThat(html.split("<tr class=", -1)).hasSize(csv.size());
        for (String row : csv.subList(1, csv.size())) {
            String[] cells = row.split(",", -1);
            assertThat(html).contains("<tr class=\"" + cells[11] + "\"><td>" + cells[0] + "</td><td>" + cells[1] + "</td>");
        }
        for (String line : summary.subList(0, 4)) {
            assertThat(html).contains("<p>" + HtmlPage.escape(line) + "</p>");
        }
        assertThat(summary).contains("page: " + page);
        assertThat(html).doesNotContain("http", "src=", "href=", "<script", "<link", "@import");
    }

    @Test
    void escapesWhatHtmlReads() {
        assertThat(HtmlPage.escape("a<b & \"c\" > 'd'")).isEqualTo("a&lt;b &amp; &quot;c&quot; &gt; &#39;d&#39;");
    }
}
