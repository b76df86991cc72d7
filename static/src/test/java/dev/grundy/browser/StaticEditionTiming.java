package dev.grundy.browser;

import dev.grundy.language.StandardGames;
import dev.grundy.web.WebLimits;
import dev.grundy.web.WebServer;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The static edition's speed against the server's, as the page sees it: the time of one request
 * ({@code /api/solve} of a position, a table, a misère quotient) through the page's transport (the
 * worker, or a request to the server on the loopback), in headless Chromium. Run by hand, for docs/benchmarks.md:
 * {@code mvn -B -o -pl static -am test -Dtest=StaticEditionTiming -Dsurefire.failIfNoSpecifiedTests=false -Dgrundy.timing=true}
 */
class StaticEditionTiming {
    private static final int RUNS = 9;
    /** The route and the body of each request timed. */
    private static final List<List<String>> REQUESTS = List.of(
            List.of("/api/solve", "{\"position\": \"nim 3 4 5\"}"),
            List.of("/api/solve", "{\"position\": \"wythoff 123456789012345678901234567890 987654321098765432109876543210\"}"),
            List.of("/api/solve", "{\"position\": \"kayles 1000 2000 3000 + kayles 17 + kayles 4000\"}"),
            List.of("/api/table", "{\"game\": \"wythoff\", \"ranges\": [\"0..99\", \"0..99\"]}"),
            List.of("/api/table", "{\"game\": \"kayles\", \"ranges\": [\"0..2999\"]}"),
            List.of("/api/quotient", "{\"game\": \"kayles\"}"),
            List.of("/api/quotient", "{\"game\": \"octal:0.75\"}"));

    @Test
    void timeBothEditions() {
        assumeTrue(Boolean.getBoolean("grundy.timing") && StaticEditionBrowserTest.INSTALLED, "run by hand with -Dgrundy.timing=true");
        WebDriver browser = StaticEditionBrowserTest.chromium();
        try (StaticFiles files = new StaticFiles(StaticEditionBrowserTest.STATIC);
             WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0)) {
            String[] pages = {files.index(), "http://127.0.0.1:" + server.port() + "/"};
            for (List<String> request : REQUESTS) {
                List<List<Double>> times = List.of(new ArrayList<>(), new ArrayList<>());
                double[] first = new double[2];
                for (int edition = 0; edition < 2; edition++) {
                    open(browser, pages[edition]);
                    first[edition] = time(browser, request);
                }
                for (int run = 0; run < RUNS; run++) {
                    for (int edition = 0; edition < 2; edition++) {
                        open(browser, pages[edition]);
                        time(browser, request);
                        times.get(edition).add(time(browser, request));
                    }
                }
                System.out.printf("TIMING %s %s | static first %.1f ms, median %.1f ms | server first %.1f ms, median %.1f ms%n",
                        request.get(0), request.get(1), first[0], median(times.get(0)), first[1], median(times.get(1)));
            }
        } finally {
            browser.quit();
        }
    }

    private static void open(WebDriver browser, String page) {
        browser.get(page + "?position=nim%201");
        new WebDriverWait(browser, Duration.ofSeconds(60)).until(ExpectedConditions.textToBePresentInElementLocated(By.id("winning"), "→"));
        StaticEditionBrowserTest.waitForPanels(browser); // the position's own requests, done before the timed ones
    }

    /** @return the milliseconds of one request (its route and body), as the page's transport answers it */
    private static double time(WebDriver browser, List<String> request) {
        Object millis = ((JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1]; const start = performance.now();"
                        + "transport.ask(arguments[0], JSON.parse(arguments[1]), 'en')"
                        + ".then((answer) => done(answer.ok ? performance.now() - start : -1));", request.get(0), request.get(1));
        return ((Number) millis).doubleValue();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
