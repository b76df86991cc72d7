package dev.grundy.web;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page of a running server in headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}), opened in a language at a window's width. Without Chromium the tests
 * using it are skipped, except in CI ({@code CI=true}), where that fails; the programs' paths can
 * be given as {@code -Dgrundy.chromium=…} and {@code -Dgrundy.chromedriver=…}.
 */
final class HeadlessPage implements AutoCloseable {
    private static final Path CHROMIUM = Path.of(System.getProperty("grundy.chromium", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("grundy.chromedriver", "/usr/bin/chromedriver"));

    private final int port;
    private final WebDriver browser;
    private final WebDriverWait wait;

    /** @return true when Chromium and its driver are installed; in CI, they must be */
    static boolean installed() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        assertThat(installed || !"true".equalsIgnoreCase(System.getenv("CI")))
                .as("in CI, %s and %s are installed (.ci/run installs them)", CHROMIUM, DRIVER).isTrue();
        return installed;
    }

    /** @param port the port of a server on this machine */
    HeadlessPage(int port) {
        this.port = port;
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--lang=en-US", "--hide-scrollbars");
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER.toString())).build(), options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(60));
    }

    /**
     * Opens the page afresh, its window {@code width} pixels wide (the page's own width, without a
     * scroll bar), in {@code lang}, and waits for its first answers.
     */
    void open(String lang, int width) {
        open(lang, width, 900);
    }

    /** Opens the page afresh in a window {@code width} by {@code height} pixels. */
    void open(String lang, int width, int height) {
        browser.manage().window().setSize(new Dimension(width, height));
        browser.get("http://localhost:" + port + "/");
        // The page stores the language it opens in: it has to be done before the one asked for is stored.
        waitUntilIdle();
        script("localStorage.clear(); localStorage.setItem('grundy.lang', arguments[0]);", lang);
        // Opened again at the bare address: the page has written its position and language into
        // the address, and a link's language comes before the stored one.
        browser.get("http://localhost:" + port + "/");
        waitUntilIdle();
    }

    /** Types a position, solves it, and waits for every panel's answer. */
    void solve(String position) {
        WebElement input = element("position");
        input.clear();
        input.sendKeys(position);
        element("solve").click();
        waitUntilIdle();
    }

    /** A script's answer; a script whose last argument is called back runs asynchronously. */
    Object script(String script, Object... args) {
        JavascriptExecutor run = (JavascriptExecutor) browser;
        return script.contains("arguments[arguments.length - 1]") ? run.executeAsyncScript(script, args) : run.executeScript(script, args);
    }

    @SuppressWarnings("unchecked")
    List<String> strings(String script) {
        return (List<String>) script(script);
    }

    WebElement element(String id) {
        return browser.findElement(By.id(id));
    }

    List<WebElement> elements(String css) {
        return browser.findElements(By.cssSelector(css));
    }

    String text(String id) {
        return element(id).getText();
    }

    /** @return the window's screenshot as PNG bytes */
    byte[] screenshot() {
        return ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
    }

    private void waitUntilIdle() {
        wait.until(driver -> "false".equals(driver.findElement(By.tagName("body")).getAttribute("data-busy")));
        assertThat(element("error").isDisplayed()).as(element("error").getText()).isFalse();
    }

    @Override
    public void close() {
        browser.quit();
    }
}
