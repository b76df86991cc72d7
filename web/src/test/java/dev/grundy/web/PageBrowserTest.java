package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The page in a real headless Chromium (Debian's {@code chromium} and {@code chromium-driver};
 * {@code .ci/run} installs them): a whole game of Nim played by clicking, the boards of heaps, sums
 * and Wythoff's game, the sequence plot, a phone's width, and the switch to Chinese.
 *
 * <p>Without Chromium every test is reported skipped, one by one; in CI ({@code CI=true}) a missing
 * Chromium fails the test instead, so that a build without it cannot pass unseen. The programs'
 * paths can be given as {@code -Dgrundy.chromium=…} and {@code -Dgrundy.chromedriver=…}.
 */
class PageBrowserTest {
    private static final Path CHROMIUM = Path.of(System.getProperty("grundy.chromium", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("grundy.chromedriver", "/usr/bin/chromedriver"));
    private static final boolean INSTALLED = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);

    private static WebServer server;
    private static WebDriver browser;
    private static WebDriverWait wait;

    @BeforeAll
    static void start() {
        if (!INSTALLED) {
            assertThat("true".equalsIgnoreCase(System.getenv("CI")))
                    .as("in CI, %s and %s are installed (.ci/run installs them)", CHROMIUM, DRIVER).isFalse();
            return;
        }
        server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0);
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--lang=en-US", "--window-size=1200,1600");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER.toString())).build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(30));
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void openThePage() {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
        browser.manage().window().setSize(new Dimension(1200, 1600));
        browser.get("http://localhost:" + server.port() + "/");
        ((JavascriptExecutor) browser).executeScript("localStorage.clear()");
        // Not a refresh: the address now holds the last test's position and language.
        browser.get("http://localhost:" + server.port() + "/");
        waitUntilIdle();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("outcome"), "nim 3 4 5"));
    }

    @Test
    void aGameOfNimPlayedByClickingEndsWithTheEnginesWin() {
        enterPosition("nim 3 4 5");
        browser.findElement(By.id("play")).click();
        waitUntilIdle();
        for (int turn = 0; turn < 20 && !status().contains("Nothing is left to move"); turn++) {
            assertThat(status()).endsWith("Your move.");
            List<WebElement> tokens = browser.findElements(By.cssSelector("#heap-board circle.token.legal"));
            tokens.get(tokens.size() - 1).click();
            waitUntilIdle();
        }

        assertThat(status()).contains("Grundy: take").contains("Nothing is left to move: Grundy wins.");
        assertThat(browser.findElements(By.cssSelector("#heap-board circle.token.legal"))).isEmpty();
    }

    @Test
    void winningMovesAreHighlightedAndTheNimSumIsShownInBinary() {
        enterPosition("nim 3 4 5");
        browser.findElement(By.id("solve")).click();
        waitUntilIdle();

        assertThat(browser.findElements(By.cssSelector("#winning button.move.win"))).singleElement()
                .extracting(WebElement::getText).asString().contains("take 2 from heap 1");
        assertThat(browser.findElements(By.cssSelector("#heap-board circle.token.win"))).hasSize(1);
        List<WebElement> rows = browser.findElements(By.cssSelector("#nimsum-table tr"));
        assertThat(rows).extracting(row -> row.findElements(By.cssSelector("td.bit")).stream().map(WebElement::getText)
                .reduce("", String::concat)).containsExactly("011", "100", "101", "010");
    }

    @Test
    void theWythoffBoardDrawsThePPositionsOnTwoBeattyRays() {
        enterPosition("wythoff 5 9");
        browser.findElement(By.id("solve")).click();
        waitUntilIdle();

        assertThat(browser.findElements(By.cssSelector("#wythoff-board .beatty-ray"))).hasSize(2);
        // Pairs with both piles below the board's size 11: (0,0), (1,2), (3,5), (4,7), (6,10) and their mirrors.
        assertThat(browser.findElements(By.cssSelector("#wythoff-board .p-cell"))).hasSize(10);
        assertThat(browser.findElements(By.cssSelector("#wythoff-board .queen"))).hasSize(1);
        assertThat(browser.findElements(By.cssSelector("#wythoff-board rect.square.win")))
                .extracting(square -> square.getAttribute("data-x") + "," + square.getAttribute("data-y"))
                .containsExactly("5,3");
    }

    @Test
    void theSequencePlotShadesThePreperiodAndThePeriods() {
        WebElement to = browser.findElement(By.id("sequence-to"));
        to.clear();
        to.sendKeys("300");
        WebElement game = browser.findElement(By.id("sequence-game"));
        game.clear();
        game.sendKeys("kayles");
        browser.findElement(By.id("plot")).click();
        waitUntilIdle();

        assertThat(browser.findElement(By.id("periodicity")).getText()).isEqualTo("Period 12 from n = 71, proved.");
        assertThat(browser.findElements(By.cssSelector("#sequence-svg rect.preperiod"))).hasSize(1);
        assertThat(browser.findElements(By.cssSelector("#sequence-svg rect.period"))).hasSize((301 - 71 + 11) / 12);
        assertThat(browser.findElement(By.cssSelector("#sequence-svg path.values")).getAttribute("d")).startsWith("M");
    }

    @Test
    void thePageSwitchesToChinese() {
        browser.findElement(By.id("lang-zh")).click();
        waitUntilIdle();

        assertThat(browser.findElement(By.cssSelector(".tagline")).getText()).startsWith("公平组合游戏");
        assertThat(browser.findElement(By.id("solve")).getText()).isEqualTo("求解");
        assertThat(browser.findElement(By.id("outcome")).getText()).contains("N 局面");
        assertThat(browser.findElements(By.cssSelector("#winning button.move"))).first()
                .extracting(WebElement::getText).asString().contains("从第 1 堆取 2");
    }

    /** The same link opens the static edition (StaticEditionBrowserTest, in the static module). */
    @Test
    void aLinkOpensThePageOnItsPositionConventionAndLanguage() {
        browser.get("http://localhost:" + server.port() + "/?position=nim%201%201%202&convention=misere&lang=zh");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("outcome"), "nim 1 1 2"));
        waitUntilIdle();

        assertThat(browser.findElement(By.id("outcome")).getText()).startsWith("nim 1 1 2 — N 局面");
        assertThat(browser.findElement(By.id("convention")).getAttribute("value")).isEqualTo("misere");
        assertThat(browser.findElement(By.id("winning")).getText()).contains("从第 3 堆取 1");
        enterPosition("nim 2 2");
        browser.findElement(By.id("solve")).click();
        wait.until(ExpectedConditions.urlContains("nim%202%202"));
        assertThat(browser.getCurrentUrl()).endsWith("/?position=nim%202%202&convention=misere&lang=zh");
    }

    @Test
    void theVerdictOfASumIsShownWithTheReasoning() {
        assertThat(browser.findElement(By.id("reasons")).getText())
                .contains("The nim-sum is not 0: a move that makes it 0 wins (Sprague–Grundy).");
    }

    @Test
    void aLongRowStaysInsideItsPanel() {
        enterPosition("kayles 30");
        browser.findElement(By.id("solve")).click();
        waitUntilIdle();

        assertThat(browser.findElements(By.cssSelector("#heap-board circle.token"))).hasSize(30);
        assertThat(number("const board = document.getElementById('heap-board').getBoundingClientRect();"
                + "const panel = document.getElementById('board-panel').getBoundingClientRect();"
                + "return board.right - panel.right;")).isLessThanOrEqualTo(0.5);
    }

    @Test
    void aSumHasABoardWithARowForEachHeapOfEveryGame() {
        enterPosition("bash:3 5 + nim 3");
        browser.findElement(By.id("solve")).click();
        waitUntilIdle();

        assertThat(browser.findElements(By.cssSelector("#heap-board text.heap-label")))
                .extracting(WebElement::getText).containsExactly("heap 1 · bash:3", "heap 2 · nim");
        // 5 → 3 wins in bash:3 (value 3 ⊕ 3 = 0 with the Nim heap of 3), and 3 → 1 in Nim (1 ⊕ 1 = 0).
        assertThat(browser.findElements(By.cssSelector("#heap-board circle.token.win")))
                .extracting(token -> token.getAttribute("data-heap") + ":" + token.getAttribute("data-token"))
                .containsExactlyInAnyOrder("1:4", "2:2");
        browser.findElement(By.cssSelector("#heap-board circle.token.win[data-heap='2']")).click();
        waitUntilIdle();

        assertThat(browser.findElement(By.id("outcome")).getText()).startsWith("bash:3 5 + nim 1 — P-position");
    }

    @Test
    void theWythoffBoardIsNumberedAndKeepsItsSizeThroughAGame() {
        enterPosition("wythoff 5 9");
        browser.findElement(By.id("play")).click();
        waitUntilIdle();
        int squares = browser.findElements(By.cssSelector("#wythoff-board rect.square")).size();

        assertThat(squares).isEqualTo(11 * 11);
        assertThat(browser.findElements(By.cssSelector("#wythoff-board text.axis-number"))).extracting(WebElement::getText)
                .contains("0", "5", "10");
        browser.findElement(By.cssSelector("#wythoff-board rect.square.win")).click();
        waitUntilIdle();

        assertThat(status()).contains("Grundy:");
        assertThat(browser.findElements(By.cssSelector("#wythoff-board rect.square"))).hasSize(squares);
    }

    @Test
    void thePlotsLastAxisLabelIsWhole() {
        WebElement to = browser.findElement(By.id("sequence-to"));
        to.clear();
        to.sendKeys("100000");
        browser.findElement(By.id("plot")).click();
        waitUntilIdle();

        assertThat(browser.findElements(By.cssSelector("#sequence-svg text.axis-label"))).extracting(WebElement::getText)
                .contains("100000");
        assertThat(number("const svg = document.getElementById('sequence-svg');"
                + "const label = [...svg.querySelectorAll('text.axis-label')].find((t) => t.textContent === '100000').getBBox();"
                + "return label.x + label.width - svg.viewBox.baseVal.width;")).isLessThanOrEqualTo(0);
    }

    @Test
    void aPhonesWidthDoesNotScrollSideways() {
        browser.manage().window().setSize(new Dimension(390, 844));
        browser.navigate().refresh();
        waitUntilIdle();
        enterPosition("bash:3 5 + bash:3 7 + bash:3 9 + kayles 30");
        browser.findElement(By.id("solve")).click();
        waitUntilIdle();
        browser.findElement(By.id("plot")).click();
        waitUntilIdle();

        assertThat(number("return document.documentElement.scrollWidth - window.innerWidth;")).isLessThanOrEqualTo(0);
    }

    private static double number(String script) {
        return ((Number) ((JavascriptExecutor) browser).executeScript(script)).doubleValue();
    }

    private static void enterPosition(String position) {
        WebElement input = browser.findElement(By.id("position"));
        input.clear();
        input.sendKeys(position);
    }

    private static String status() {
        return browser.findElement(By.id("status")).getText();
    }

    private static void waitUntilIdle() {
        wait.until(driver -> "false".equals(driver.findElement(By.tagName("body")).getAttribute("data-busy")));
        assertThat(browser.findElement(By.id("error")).isDisplayed()).as(browser.findElement(By.id("error")).getText()).isFalse();
    }
}
