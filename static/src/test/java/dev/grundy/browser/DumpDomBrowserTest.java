package dev.grundy.browser;

import dev.grundy.language.StandardGames;
import dev.grundy.web.WebLimits;
import dev.grundy.web.WebServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The check, as the browser guide shows it: headless Chromium's {@code --dump-dom} of a
 * link, which prints the page as it stands once it has loaded. The static edition, served by a
 * plain static file server, has its first answer by then (the engine answers on the page's
 * thread before the load event); the server edition's answers come over the network after it, so
 * Chromium is told to wait for them with {@code --virtual-time-budget}.
 */
class DumpDomBrowserTest {
    private static final String LINK = "index.html?position=nim%203%204%205";
    private static final Path GUIDE = Path.of("../docs/guide/browser.md");
    private static final String MARK = "<!-- DumpDomBrowserTest finds each of these lines in the page the static edition prints. -->";

    private static StaticFiles files;
    private static WebServer server;

    @BeforeAll
    static void start() {
        if (StaticEditionBrowserTest.INSTALLED) {
            files = new StaticFiles(StaticEditionBrowserTest.STATIC);
            server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0);
        }
    }

    @AfterAll
    static void stop() {
        if (files != null) {
            files.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "static | en | en    | nim 3 4 5 — N-position: the player to move wins. Nim-value 2 | heap 1 · nim 3 3 0 1 1 | nim-sum 2 0 1 0 | take 2 from heap 1 → nim 1 4 5 | Board",
        "static | zh | zh-CN | nim 3 4 5 — N 局面：轮到走的一方必胜。 SG 值 2               | 第 1 堆 · nim 3 3 0 1 1 | Nim 和 2 0 1 0  | 从第 1 堆取 2 → nim 1 4 5      | 棋盘",
        "server | en | en    | nim 3 4 5 — N-position: the player to move wins. Nim-value 2 | heap 1 · nim 3 3 0 1 1 | nim-sum 2 0 1 0 | take 2 from heap 1 → nim 1 4 5 | Board",
        "server | zh | zh-CN | nim 3 4 5 — N 局面：轮到走的一方必胜。 SG 值 2               | 第 1 堆 · nim 3 3 0 1 1 | Nim 和 2 0 1 0  | 从第 1 堆取 2 → nim 1 4 5      | 棋盘",
    })
    void theDumpedPageShowsTheOutcomeTheNimSumAndTheWinningMove(String edition, String lang, String htmlLang, String outcome,
                                                                 String firstRow, String totalRow, String winning, String board)
            throws Exception {
        assumeTrue(StaticEditionBrowserTest.INSTALLED, StaticEditionBrowserTest.CHROMIUM + " is installed");
        boolean isStatic = edition.equals("static");
        String page = (isStatic ? files.index().replace("index.html", "") : "http://127.0.0.1:" + server.port() + "/") + LINK
                + (lang.equals("zh") ? "&lang=zh" : "");

        String dom = dumpDom(page, !isStatic);

        assertThat(dom).contains("<html lang=\"" + htmlLang + "\">");
        assertThat(text(dom, "<p id=\"outcome\"[^>]*>(.*?)</p>")).isEqualTo(outcome);
        assertThat(text(dom, "<table id=\"nimsum-table\">(.*?)</table>")).startsWith(firstRow).endsWith(totalRow);
        assertThat(text(dom, "<ul id=\"winning\"[^>]*>(.*?)</ul>")).isEqualTo(winning);
        assertThat(text(dom, "<h2 data-text=\"board\">(.*?)</h2>")).isEqualTo(board);
    }

    /** The browser guide's printout is the static edition's, line for line. */
    @Test
    void theGuideShowsWhatChromiumPrints() throws Exception {
        assumeTrue(StaticEditionBrowserTest.INSTALLED, StaticEditionBrowserTest.CHROMIUM + " is installed");
        List<String> lines = Files.readAllLines(GUIDE);
        int start = lines.indexOf(MARK) + 2;
        assertThat(start).as("the printout's mark in %s", GUIDE).isGreaterThan(1);
        List<String> shown = lines.subList(start, lines.subList(start, lines.size()).indexOf("```") + start);

        String dom = dumpDom(files.index().replace("index.html", "") + LINK, false);

        assertThat(shown).hasSize(4).allSatisfy(line -> assertThat(dom).contains(line));
    }

    /** @return what {@code chromium --headless --dump-dom} prints for the page */
    private static String dumpDom(String page, boolean waitForTheNetwork) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("grundy-dump-dom");
        List<String> command = new ArrayList<>(List.of(StaticEditionBrowserTest.CHROMIUM.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=" + profile));
        if (waitForTheNetwork) {
            command.add("--virtual-time-budget=10000");
        }
        command.addAll(List.of("--dump-dom", page));
        Process chromium = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] dom = chromium.getInputStream().readAllBytes();
        // A guard against a hung browser, not a measure: the page loads in seconds.
        assertThat(chromium.waitFor(120, TimeUnit.SECONDS)).as("chromium ended").isTrue();
        try (var paths = Files.walk(profile)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
        return new String(dom, StandardCharsets.UTF_8);
    }

    /** @return the text of the first match's group, its tags taken out and its spaces made single */
    private static String text(String dom, String element) {
        Matcher matcher = Pattern.compile(element, Pattern.DOTALL).matcher(dom);
        assertThat(matcher.find()).as("%s in the dumped page:%n%s", element, dom).isTrue();
        return matcher.group(1).replaceAll("<[^>]+>", " ").replaceAll("\\s+", " ").strip();
    }
}
