package dev.grundy.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import dev.grundy.language.StandardGames;
import dev.grundy.web.WebLimits;
import dev.grundy.web.WebServer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.logging.Level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The static edition ({@code web/target/static/}, as the build leaves it) served by a plain static
 * file server, in headless Chromium: a link opens it on a position, solved by the compiled engine
 * in its worker, in English or in Chinese.
 */
class StaticEditionBrowserTest {
    static final Path CHROMIUM = Path.of(System.getProperty("grundy.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("grundy.chromedriver", "/usr/bin/chromedriver"));
    static final boolean INSTALLED = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
    static final Path STATIC = Path.of(System.getProperty("grundy.static", "../web/target/static")).toAbsolutePath().normalize();

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    /** A misère sum only a search decides: over a minute of the compiled engine's time. */
    private static final String HARD = "{\"position\": \"kayles 5 6 7 8 9 10 11 12 13 14 15 16 + wythoff 1 2\", \"convention\": \"misere\"}";
    /** A misère sum of one octal game whose quotient is not final by heap 44: its build and search take minutes. */
    private static final String SLOW_QUOTIENT = "position=octal%3A0.137%2040%2041%2042%2043%2044&convention=misere";
    private static final String TIME_UP = "the computation passed the server's limit of 5000 ms; try a smaller position";

    private static StaticFiles files;
    private static WebServer server;
    private static WebDriver browser;

    @BeforeAll
    static void start() {
        if (!INSTALLED) {
            assertThat("true".equalsIgnoreCase(System.getenv("CI")))
                    .as("in CI, %s and %s are installed (.ci/run installs them)", CHROMIUM, DRIVER).isFalse();
            return;
        }
        assertThat(STATIC.resolve("engine.js")).as("the build leaves the static edition in %s", STATIC).exists();
        files = new StaticFiles(STATIC);
        server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0);
        browser = chromium();
    }

    static WebDriver chromium() {
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--lang=en-US", "--window-size=1200,1600");
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER.toString())).build();
        return new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (files != null) {
            files.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private static void open(String query) {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        browser.get(files.index());
        ((JavascriptExecutor) browser).executeScript("localStorage.clear()");
        browser.get(files.index() + query);
        try {
            new WebDriverWait(browser, Duration.ofSeconds(60)).until(ExpectedConditions.textToBePresentInElementLocated(By.id("winning"), "→"));
        } catch (RuntimeException e) {
            browser.manage().logs().get(LogType.BROWSER).forEach(System.err::println);
            throw e;
        }
    }

    @Test
    void aLinkOpensTheStaticEditionOnItsPositionSolved() {
        open("?position=nim%203%204%205");
        assertThat(browser.findElement(By.id("outcome")).getText()).isEqualTo("nim 3 4 5 — N-position: the player to move wins. Nim-value 2");
        assertThat(browser.findElement(By.id("nimsum-table")).getText()).contains("heap 1 · nim 3 3 0 1 1", "nim-sum 2 0 1 0");
        assertThat(browser.findElement(By.id("winning")).getText()).isEqualTo("take 2 from heap 1\n→ nim 1 4 5");
        assertThat(browser.findElement(By.id("edition-note")).getText()).contains("./grundy serve");
        assertThat(browser.getCurrentUrl()).endsWith("?position=nim%203%204%205&lang=en");
    }

    /** The server's time limit holds in the worker: the page ends it and answers the server's error. */
    @Test
    void aComputationPastTheServersTimeLimitIsAnsweredAsTheServerAnswersIt() {
        open("?position=nim%201");
        long start = System.nanoTime();

        String answer = transportAnswer("/api/solve", HARD, "en");

        assertThat(answer).isEqualTo("{\"error\":\"" + TIME_UP + "\"}");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isBetween(Duration.ofSeconds(5), Duration.ofSeconds(15));
        assertThat(transportAnswer("/api/solve", "{\"position\": \"nim 3 4 5\"}", "en")).contains("\"outcome\":\"N\"");
    }

    /** From the file system a browser allows no worker: the engine runs on the page itself. */
    @Test
    void theStaticEditionWorksFromTheFileSystem() {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        browser.get(STATIC.resolve("index.html").toUri() + "?position=nim%203%204%205&lang=en");
        new WebDriverWait(browser, Duration.ofSeconds(60)).until(ExpectedConditions.textToBePresentInElementLocated(By.id("winning"), "→"));

        assertThat(browser.findElement(By.id("outcome")).getText()).isEqualTo("nim 3 4 5 — N-position: the player to move wins. Nim-value 2");
        assertThat(browser.findElement(By.id("winning")).getText()).isEqualTo("take 2 from heap 1\n→ nim 1 4 5");
        // The panels too, from the engine on the page's own thread.
        waitForPanels();
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell"))).hasSize(40);
        assertThat(browser.findElement(By.id("quotient-summary")).getText()).isEqualTo("nim: not final, order 34 with the heaps up to 30 (the last heap asked for).");
    }

    /** The panels below the analysis follow the position in the static edition as in the server's: table, sequence, quotient. */
    @Test
    void theTableTheSequenceAndTheQuotientFollowAHeapGame() {
        open("?position=subtract%3A1%2C3%2C4%2010%2011&lang=en");
        waitForPanels();

        assertThat(browser.findElement(By.id("periodicity")).getText()).isEqualTo("Period 7 from n = 0, proved.");
        // Heaps 0..39, the P-positions those with n mod 7 in {0, 2}, the position's heaps 10 and 11 outlined.
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell"))).hasSize(40);
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell.p"))).extracting(c -> Integer.parseInt(c.getAttribute("data-n")) % 7)
                .hasSize(12).containsOnly(0, 2);
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell.here"))).extracting(c -> c.getAttribute("data-n"))
                .containsExactly("10", "11");
        assertThat(browser.findElement(By.id("patterns")).getText()).contains("period 7", "proved", "n mod 7 in {0, 2}; observed on 0..39");
        assertThat(browser.findElement(By.id("quotient-summary")).getText())
                .isEqualTo("subtract:1,3,4: final, order 6; misère period 7 from heap 0, proved by the misère periodicity test on the heaps up to 30.");
        assertThat(browser.findElement(By.id("error")).isDisplayed()).isFalse();
    }

    /** A game of two numbers has its table as a grid, the P-positions marked, the pattern proved by its theorem. */
    @Test
    void aWythoffPositionHasItsTableWithTheWythoffPairsMarked() {
        open("?position=wythoff%205%209&lang=zh");
        waitForPanels();

        // 0..15 × 0..15: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), (9,15) and their mirrors.
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell"))).hasSize(16 * 16);
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell.p"))).hasSize(13);
        assertThat(browser.findElements(By.cssSelector("#table-svg g.cell.here")))
                .extracting(c -> c.getAttribute("data-a") + "," + c.getAttribute("data-b")).containsExactly("5,9");
        assertThat(browser.findElement(By.id("patterns")).findElements(By.cssSelector("li.proved"))).hasSize(1);
        assertThat(browser.findElement(By.id("patterns")).getText()).contains("威佐夫定理（1907）");
    }

    /** A quotient that takes seconds (Dawson's, not final by heap 24) shows the progress box, and Stop ends it. */
    @Test
    void aLongQuotientBuildShowsItsProgressAndStops() {
        open("?position=nim%201");
        waitForPanels();
        JavascriptExecutor page = (JavascriptExecutor) browser;
        page.executeScript("transport.ask('/api/quotient', {game: 'dawson'}, 'en').then((answer) => { window.stopped = answer.text; })");
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(ExpectedConditions.visibilityOfElementLocated(By.id("stop")));

        browser.findElement(By.id("stop")).click();

        new WebDriverWait(browser, Duration.ofSeconds(5)).until(driver -> page.executeScript("return window.stopped") != null);
        assertThat(page.executeScript("return window.stopped")).isEqualTo("{\"error\":\"Stopped.\"}");
        assertThat(transportAnswer("/api/quotient", "{\"game\": \"octal:0.75\"}", "en")).contains("\"stopped\":\"final\"");
    }

    @Test
    void aQuotientBuildPastTheLimitAnswersWhatItBuiltAsTheServerDoes() {
        open("?position=nim%201");
        waitForPanels();
        // Dawson's recalibration runs near the 5 s limit: at some loads it ends unsettled first,
        // at others the limit ends it; either way the answer is the partial quotient, never an error.
        String answer = transportAnswer("/api/quotient", "{\"game\": \"dawson\"}", "en");
        assertThat(answer).startsWith("{\"game\":\"dawson\",").contains("\"final\":false");
        assertThat(answer).containsAnyOf("\"stopped\":\"budget\"", "\"stopped\":\"not_settled\"");
    }

    private static void waitForPanels() {
        waitForPanels(browser);
    }

    /** Waits for the table and the quotient, which the page asks for after the analysis. */
    static void waitForPanels(WebDriver page) {
        new WebDriverWait(page, Duration.ofSeconds(60)).until(driver -> !driver.findElements(By.cssSelector("#table-svg g.cell")).isEmpty()
                && !driver.findElement(By.id("quotient-summary")).getText().isEmpty()
                && !driver.findElement(By.id("patterns")).getText().isEmpty());
    }

    /**
     * From the file system the engine computes on the page's thread, under the server's time limit
     * too: a misère quotient build and the search after it end with the server's message.
     */
    @Test
    void theFileSystemEditionStopsAtTheServersTimeLimitAsTheServerDoes() {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        browser.get(STATIC.resolve("index.html").toUri() + "?" + SLOW_QUOTIENT + "&lang=en");

        new WebDriverWait(browser, Duration.ofSeconds(90)).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));

        assertThat(browser.findElement(By.id("error")).getText()).isEqualTo(TIME_UP);
    }

    /**
     * A link's first answer is asked on the page's thread for a second at most; one that takes
     * longer goes to the worker, which shows its progress and can be stopped.
     */
    @Test
    void aLinkWhoseFirstAnswerTakesLongIsHandedToTheWorker() {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        browser.get(files.index() + "?position=kayles%205%206%207%208%209%2010%2011%2012%2013%2014%2015%2016%20%2B%20wythoff%201%202"
                + "&convention=misere&lang=en");

        new WebDriverWait(browser, Duration.ofSeconds(30)).until(ExpectedConditions.visibilityOfElementLocated(By.id("stop")));
        assertThat(browser.findElement(By.id("progress")).getText()).startsWith("Computing…");
        browser.findElement(By.id("stop")).click();

        new WebDriverWait(browser, Duration.ofSeconds(10)).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(browser.findElement(By.id("error")).getText()).isEqualTo("Stopped.");
        assertThat(browser.findElement(By.id("outcome")).getText()).isEmpty();
    }

    /** A misère sum only a search decides: long enough to show the worker's progress and stop it. */
    @Test
    void aLongComputationShowsItsProgressAndStopsAtOnce() {
        open("?position=nim%201");
        waitForPanels(); // the position's own requests, which the Stop button would stop too
        JavascriptExecutor page = (JavascriptExecutor) browser;
        page.executeScript("transport.ask('/api/solve', JSON.parse(arguments[0]), 'en')"
                + ".then((answer) => { window.stopped = answer.text; })", HARD);
        new WebDriverWait(browser, Duration.ofSeconds(30)).until(ExpectedConditions.visibilityOfElementLocated(By.id("stop")));
        assertThat(browser.findElement(By.id("progress")).getText()).startsWith("Computing…").contains("states explored");

        browser.findElement(By.id("stop")).click();

        new WebDriverWait(browser, Duration.ofSeconds(5)).until(driver -> page.executeScript("return window.stopped") != null);
        assertThat(page.executeScript("return window.stopped")).isEqualTo("{\"error\":\"Stopped.\"}");
        assertThat(browser.findElement(By.id("progress")).isDisplayed()).isFalse();
        assertThat(transportAnswer("/api/solve", "{\"position\": \"nim 3 4 5\"}", "en")).contains("\"outcome\":\"N\"");
    }

    /**
     * The compiled engine answers the JSON contract test's requests ({@code WebApiTest}'s and
     * {@code TableAndQuotientApiTest}'s positions, answers and errors: tables of one and two
     * numbers, patterns proved and observed, periods proved and observed, misère quotients) byte
     * for byte as the server does. Requests the page never makes (bodies
     * that are not JSON, unknown fields, wrong types) are the server's alone.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource(delimiter = '|', value = {
        "/api/solve      | en | {\"position\": \"nim 3 4 5\"}",
        "/api/solve      | zh | {\"position\": \"nim 3 4 5\"}",
        "/api/solve      | zh | {\"position\": \"bash:2 4 5\", \"convention\": \"every\"}",
        "/api/play       | en | {\"position\": \"bash:2 3 4\", \"convention\": \"every\"}",
        "/api/solve      | en | {\"position\": \"nim 1 1 1\", \"convention\": \"misere\"}",
        "/api/solve      | en | {\"position\": \"nim 123456789012345678901234567890 1\"}",
        "/api/moves      | en | {\"position\": \"nim 1 2\"}",
        "/api/moves      | en | {\"position\": \"nim 100\", \"limit\": 5}",
        "/api/solve      | en | {\"position\": \"nim 3\", \"limit\": 0}",
        "/api/moves      | en | {\"position\": \"nim 3\", \"limit\": 0}",
        "/api/play       | en | {\"position\": \"nim 3 4 5\"}",
        "/api/play       | en | {\"position\": \"nim 0\"}",
        "/api/solve      | zh | {\"position\": \"nim 3 + wythoff 3 5\"}",
        "/api/solve      | en | {\"position\": \"nim 1 1 2\", \"convention\": \"misere\"}",
        "/api/solve      | en | {\"position\": \"kayles 10 11 12 + dawson 7 + wythoff 30 40\"}",
        "/api/moves      | zh | {\"position\": \"octal:0.137 9 + lasker 5\", \"limit\": 500}",
        "/api/solve      | en | {\"position\": \"fibonacci-nim 100\"}",
        "/api/solve      | en | {\"position\": \"nim 1\", \"convention\": \"sideways\"}",
        "/api/solve      | en | {\"position\": \"nim -3\"}",
        "/api/solve      | zh | {\"position\": \"chess 3\"}",
        "/api/solve      | en | {}",
        "/api/moves      | en | {\"position\": \"nim 3\", \"limit\": -1}",
        "/api/play       | en | {\"position\": \"\"}",
        "/api/solve      | en | {\"position\": \"graph:/etc/hosts a\"}",
        "/api/solve      | en | {\"position\": \"octal:0.137 40 41 42 43 44\", \"convention\": \"misere\"}",
        "/api/solve      | zh | {\"position\": \"octal:0.137 40 41 42 43 44\", \"convention\": \"misere\"}",
        "/api/sequence   | en | {\"game\": \"octal:0.07\", \"to\": 200}",
        "/api/sequence   | en | {\"game\": \"wythoff\", \"to\": 10}",
        "/api/sequence   | en | {\"game\": \"kayles\", \"to\": 100001}",
        "/api/sequence   | en | {\"game\": \"kayles\", \"to\": 300}",
        "/api/sequence   | zh | {\"game\": \"octal:4.7\", \"to\": 300}",
        "/api/table      | en | {\"game\": \"wythoff\", \"ranges\": [\"0..4\", \"0..4\"]}",
        "/api/table      | zh | {\"game\": \"nim\", \"ranges\": [\"0..7\", \"0..7\"]}",
        "/api/table      | en | {\"game\": \"euclid\", \"ranges\": [\"0..5\", \"0..5\"]}",
        "/api/table      | en | {\"game\": \"wythoff\", \"ranges\": [\"2..9\", \"0..12\"]}",
        "/api/table      | en | {\"game\": \"kayles\", \"ranges\": [\"0..99999999999999\"]}",
        "/api/table      | en | {\"game\": \"subtract:1,3,4\", \"ranges\": [\"0..20\"]}",
        "/api/table      | zh | {\"game\": \"kayles\", \"ranges\": [\"0..300\"]}",
        "/api/table      | en | {\"game\": \"kayles\", \"ranges\": [\"100..300\"]}",
        "/api/table      | zh | {\"game\": \"subtract:2,5\", \"ranges\": [\"3..30\"]}",
        "/api/table      | en | {\"game\": \"wythoff\", \"ranges\": [\"0..200\", \"0..200\"]}",
        "/api/table      | zh | {\"game\": \"nim\", \"ranges\": [\"5..1\"]}",
        "/api/table      | en | {\"game\": \"nim\"}",
        "/api/table      | en | {\"game\": \"nimm\", \"ranges\": [\"0..9\"]}",
        "/api/quotient   | en | {\"game\": \"octal:0.75\"}",
        "/api/quotient   | zh | {\"game\": \"kayles\", \"to\": 30}",
        "/api/quotient   | en | {\"game\": \"kayles\"}",
        "/api/quotient   | en | {\"game\": \"subtract:1,2\", \"to\": 10}",
        "/api/quotient   | zh | {\"game\": \"wythoff\"}",
        "/api/quotient   | en | {\"game\": \"octal:4.7\"}",
        "/api/quotient   | en | {\"game\": \"kayles\", \"to\": 100001}",
        "/api/quotient   | en | {\"to\": 5}",
        "/api/wythoff?to=30 | en |",
        "/api/wythoff?to=x  | zh |",
        "/api/games      | zh |",
        "/api/texts      | zh |",
        "/api/texts      | en |",
    })
    void theCompiledEngineAnswersAsTheServerDoes(String path, String lang, String body) throws Exception {
        openOnceForTheContract();

        assertThat(transportAnswer(path, body, lang)).isEqualTo(serverAnswer(path, body, lang));
    }

    /**
     * Opens the page for the contract's requests unless the previous case left it open: one page
     * answers them all, as a reader's page answers question after question (a fresh page for each
     * of the 57 cases cost about 85 s of the suite).
     */
    private static void openOnceForTheContract() {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        if (!Boolean.TRUE.equals(((JavascriptExecutor) browser).executeScript("return window.contractPage === true"))) {
            open("?position=nim%201");
            ((JavascriptExecutor) browser).executeScript("window.contractPage = true");
        }
    }

    /** @return the static page's answer, through its transport, to a request of the server's API */
    private static String transportAnswer(String path, String body, String lang) {
        return (String) ((JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "transport.ask(arguments[0], arguments[1] === null ? undefined : JSON.parse(arguments[1]), arguments[2])"
                        + ".then((answer) => done(answer.text), (e) => done('failed: ' + e));", path, body, lang);
    }

    @Test
    void quotesAndControlCharactersAreEscapedAsTheServerEscapesThem() throws Exception {
        theCompiledEngineAnswersAsTheServerDoes("/api/solve", "en", "{\"position\": \"nim \\\"3\\\" \\t\\u0001 \\\\\"}");
    }

    private static String serverAnswer(String path, String body, String lang) throws Exception {
        URI uri = URI.create("http://127.0.0.1:" + server.port() + path + (path.contains("?") ? "&" : "?") + "lang=" + lang);
        HttpRequest request = body == null ? HttpRequest.newBuilder(uri).build()
                : HttpRequest.newBuilder(uri).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body().trim();
    }

    @Test
    void aLinkOpensTheStaticEditionInChineseWithItsConvention() {
        open("?position=nim%201%201%202&convention=misere&lang=zh");
        assertThat(browser.findElement(By.tagName("h2")).getText()).isEqualTo("棋盘");
        assertThat(browser.findElement(By.id("outcome")).getText()).startsWith("nim 1 1 2 — N 局面");
        assertThat(browser.findElement(By.id("convention")).getAttribute("value")).isEqualTo("misere");
        assertThat(browser.findElement(By.id("winning")).getText()).contains("从第 3 堆取 1");
        assertThat(browser.getCurrentUrl()).endsWith("?position=nim%201%201%202&convention=misere&lang=zh");
    }
}
