package dev.grundy.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
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

    private static StaticFiles files;
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
    }

    private static void open(String query) {
        assumeTrue(INSTALLED, CHROMIUM + " and " + DRIVER + " are installed");
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
        assertThat(browser.findElement(By.id("winning")).getText()).isEqualTo("take 2 from heap 1→ nim 1 4 5");
        assertThat(browser.findElement(By.id("edition-note")).isDisplayed()).isTrue();
    }
}
