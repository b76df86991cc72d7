package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.OutputType;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Makes the docs' screenshots of the page from the build, in headless Chromium: English and
 * Chinese, 1280 and 390 pixels wide. Run by {@code docs/images/make-screenshots.sh}, which names the
 * folder as {@code -Dgrundy.screenshots=…}; without it, this test is skipped.
 */
class PageScreenshots {
    private static final String FOLDER = System.getProperty("grundy.screenshots");

    /** A shot: its file, the page's language and width, the position, and the panel shot alone (null: the window). */
    private record Shot(String file, String lang, int width, int height, String position, String panel) {
    }

    private static final List<Shot> SHOTS = List.of(
            new Shot("web-nim.png", "en", 1280, 1000, "nim 3 4 5", null),
            new Shot("web-wythoff.png", "en", 1280, 900, "wythoff 5 9", "analysis"),
            new Shot("web-table.png", "en", 1280, 900, "wythoff 5 9", "table-section"),
            new Shot("web-heap-game-zh.png", "zh", 1280, 900, "subtract:1,3,4 10 11", "table-section"),
            new Shot("web-quotient.png", "en", 1280, 900, "octal:0.75 4 5", "quotient-section"),
            new Shot("web-zh.png", "zh", 1280, 1000, "kayles 5 7", null),
            new Shot("web-phone.png", "en", 390, 844, "nim 3 4 5", null),
            new Shot("web-phone-zh.png", "zh", 390, 844, "wythoff 5 9", null));

    @Test
    void theDocsScreenshotsAreMadeFromThePage() throws IOException {
        assumeTrue(FOLDER != null, "-Dgrundy.screenshots=FOLDER names where the screenshots go");
        try (WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0)) {
            assumeTrue(HeadlessPage.installed(), "Chromium is installed");
            try (HeadlessPage page = new HeadlessPage(server.port())) {
                for (Shot shot : SHOTS) {
                    page.open(shot.lang(), shot.width(), shot.height());
                    page.solve(shot.position());
                    byte[] png = shot.panel() == null ? page.screenshot() : page.element(shot.panel()).getScreenshotAs(OutputType.BYTES);
                    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));

                    assertThat(image.getWidth()).as(shot.file()).isBetween(shot.width() / 2, shot.width());
                    Files.write(Path.of(FOLDER, shot.file()), png);
                }
            }
        }
    }
}
