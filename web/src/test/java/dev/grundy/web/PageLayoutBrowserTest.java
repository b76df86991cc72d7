package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.WebElement;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The page reads well in both languages, on a phone and on a desk, for every game, and shows the
 * engine's tables, patterns and misère quotients (issue 31): Chinese is drawn in the page's own
 * font, not as boxes, on a machine with no CJK font (this one and CI's: Debian without
 * {@code fonts-noto-cjk}); no panel is empty or another game's; nothing is cut off or too small to
 * read at 390 px; the table, the sequence and the quotient follow the position.
 */
class PageLayoutBrowserTest {
    private static WebServer server;
    private static HeadlessPage page;

    @BeforeAll
    static void start() {
        if (HeadlessPage.installed()) {
            server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0);
            page = new HeadlessPage(server.port());
        }
    }

    @AfterAll
    static void stop() {
        if (page != null) {
            page.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void needsChromium() {
        assumeTrue(page != null, "Chromium is installed");
    }

    @Test
    void everyChineseCharacterOfThePageIsDrawnAsItsOwnGlyphNotABox() throws IOException {
        page.open("zh", 1280);
        String characters = PageFontTest.held().stream().map(Character::toString).collect(Collectors.joining());
        // Each character drawn alone in the page's font, and U+E000, which no font has: the box.
        @SuppressWarnings("unchecked")
        Map<String, Object> drawn = (Map<String, Object>) page.script(
                "const done = arguments[arguments.length - 1];"
                + "const characters = [...arguments[0]];"
                + "document.fonts.load('40px \"Grundy Han\"', arguments[0]).then(() => {"
                + "  const canvas = document.createElement('canvas'); canvas.width = 48; canvas.height = 48;"
                + "  const pen = canvas.getContext('2d', {willReadFrequently: true});"
                + "  const picture = (c) => { pen.clearRect(0, 0, 48, 48); pen.font = '40px \"Grundy Han\"';"
                + "    pen.fillText(c, 4, 40); return pen.getImageData(0, 0, 48, 48).data.join(''); };"
                + "  const box = picture('\\uE000');"
                + "  const pictures = characters.map(picture);"
                + "  const face = [...document.fonts].find((f) => f.family.replace(/\"/g, '') === 'Grundy Han');"
                + "  done({characters: characters.length, distinct: new Set(pictures).size,"
                + "    boxes: characters.filter((c, i) => pictures[i] === box).join(''),"
                + "    status: face ? face.status : 'none', tagline: document.querySelector('.tagline').textContent});"
                + "});", characters);

        assertThat(drawn.get("tagline")).asString().startsWith("公平组合游戏");
        assertThat(drawn.get("status")).isEqualTo("loaded");
        assertThat(drawn.get("boxes")).isEqualTo("");
        assertThat(((Number) drawn.get("distinct")).intValue()).isEqualTo(((Number) drawn.get("characters")).intValue())
                .isGreaterThan(400);
    }

    /**
     * The Chinese of the page as the browser lays it out, measured against the same text drawn in
     * the page's font on a canvas: a box (the fallback's .notdef, some 0.6 em wide, where a Chinese
     * character is 1 em) shows as a difference in width. Text laid out in the fallback before the
     * font came, and never laid out again, showed boxes on a page whose font had long loaded.
     */
    @ParameterizedTest
    @CsvSource({"zh, 1280", "zh, 390", "en, 390"})
    void theChineseOnThePageIsLaidOutInTheFontNotInBoxes(String lang, int width) {
        page.open(lang, width);
        page.solve("kayles 5 7");

        List<String> boxed = page.strings(String.join("\n",
                "const pen = document.createElement('canvas').getContext('2d');",
                "const boxed = [];",
                "const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);",
                "for (let node = walker.nextNode(); node; node = walker.nextNode()) {",
                "  const text = node.textContent;",
                "  if (!/[\\u4e00-\\u9fff]/.test(text) || node.parentElement.closest('svg, option, script')) continue;",
                "  const range = document.createRange(); range.selectNodeContents(node);",
                "  const lines = range.getClientRects();",
                "  if (lines.length !== 1) continue;",
                "  const style = getComputedStyle(node.parentElement);",
                "  pen.font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;",
                "  const drawn = pen.measureText(text).width;",
                "  if (Math.abs(lines[0].width - drawn) > 2 + 0.02 * drawn) boxed.push(text + ': ' + lines[0].width + ' laid out, ' + drawn + ' in the font');",
                "}",
                "return boxed;"));

        assertThat(boxed).isEmpty();
    }

    /** Every game of grundy games, by the example the page offers for it. */
    @ParameterizedTest
    @CsvSource({"en, 1280", "en, 390", "zh, 1280", "zh, 390"})
    void everyGamesPanelsAreFilledRightAndNothingIsCutOffOrTooSmall(String lang, int width) {
        page.open(lang, width);
        List<String> examples = page.elements("#game option").stream().map(o -> o.getAttribute("value")).toList();
        assertThat(examples).hasSizeGreaterThanOrEqualTo(20);
        List<String> problems = new ArrayList<>();
        for (String example : examples) {
            page.solve(example);
            problems.addAll(page.strings(LAYOUT_PROBLEMS).stream().map(p -> lang + " " + width + " " + example + ": " + p).toList());
        }

        assertThat(problems).isEmpty();
    }

    @Test
    void theConventionMenuShowsItsWholeChoiceOnAPhone() {
        page.open("en", 390);
        for (String convention : List.of("normal", "misere", "every")) {
            page.script("const menu = document.getElementById('convention'); menu.value = arguments[0];", convention);
            assertThat(page.strings(LAYOUT_PROBLEMS)).as(convention).isEmpty();
        }
    }

    @Test
    void kaylesBoardHintGivesKaylesRuleNotNims() {
        page.open("en", 1280);
        page.solve("kayles 5 7");

        assertThat(page.text("board-hint")).startsWith("kayles: knock down one pin or two adjacent pins")
                .doesNotContain("every token to its right");
    }

    @Test
    void wythoffShowsNoEmptyNimSumHeadingAndItsTableMarksTheWythoffPairs() {
        page.open("en", 1280);
        page.solve("wythoff 5 9");

        assertThat(page.element("nimsum-heading").isDisplayed()).isFalse();
        assertThat(page.element("reasons").getText()).contains("Wythoff pair");
        // 0..15 × 0..15: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), (9,15) and their mirrors.
        assertThat(page.elements("#table-svg g.cell.p")).extracting(c -> c.getAttribute("data-a") + "," + c.getAttribute("data-b"))
                .containsExactlyInAnyOrder("0,0", "1,2", "2,1", "3,5", "5,3", "4,7", "7,4", "6,10", "10,6", "8,13", "13,8",
                        "9,15", "15,9");
        assertThat(page.elements("#table-svg g.cell")).hasSize(16 * 16);
        assertThat(page.elements("#table-svg g.cell.here")).extracting(c -> c.getAttribute("data-a") + "," + c.getAttribute("data-b"))
                .containsExactly("5,9");
        assertThat(page.text("patterns")).contains("Wythoff's theorem (1907)");
    }

    @Test
    void theTableTheSequenceAndTheQuotientFollowAHeapGame() {
        page.open("en", 1280);
        page.solve("subtract:1,3,4 10 11");

        assertThat(page.element("sequence-svg").getAttribute("aria-label")).isEqualTo("subtract:1,3,4");
        assertThat(page.text("periodicity")).isEqualTo("Period 7 from n = 0, proved.");
        // Heaps 0..39, the P-positions those with n mod 7 in {0, 2}, the position's heaps 10 and 11 outlined.
        assertThat(page.elements("#table-svg g.cell")).hasSize(40);
        assertThat(page.elements("#table-svg g.cell.p")).extracting(c -> Integer.parseInt(c.getAttribute("data-n")) % 7)
                .hasSize(12).containsOnly(0, 2);
        assertThat(page.elements("#table-svg g.cell.here")).extracting(c -> c.getAttribute("data-n")).containsExactly("10", "11");
        assertThat(page.text("patterns")).contains("period 7", "proved", "n mod 7 in {0, 2}; observed on 0..39");
        assertThat(page.text("quotient-summary")).startsWith("subtract:1,3,4: ");
    }

    @Test
    void theMisereQuotientShowsItsPresentationPPortionAndPhi() {
        page.open("en", 390);
        page.solve("octal:0.75 4 5");

        assertThat(page.text("quotient-summary"))
                .isEqualTo("octal:0.75: final, order 8; misère period 2 from heap 8, proved by the misère periodicity test on the heaps up to 30.");
        assertThat(page.text("quotient-facts")).contains("a = Φ(1), b = Φ(2), c = Φ(5)", "a² = 1, bc = ab, c² = b², b³ = b", "{a, b²}");
        // Alone, heaps 1 and 3 of 0.75 are misère P-positions: Φ(1) = Φ(3) = a, in the P-portion.
        assertThat(page.elements("#phi-svg g.phi")).hasSize(31);
        assertThat(page.elements("#phi-svg g.phi.p")).extracting(c -> c.getAttribute("data-n")).containsExactly("1", "3");
        assertThat(page.strings(LAYOUT_PROBLEMS)).isEmpty();
    }

    /**
     * What is wrong with the page as it stands, in words: a heading with nothing under it, an
     * element reaching past the window's right edge or a menu too narrow for its choice, a label of
     * a picture drawn smaller than 11 px.
     */
    private static final String LAYOUT_PROBLEMS = String.join("\n",
            "const problems = [];",
            "const shown = (e) => e.getClientRects().length > 0;",
            "for (const heading of document.querySelectorAll('main h2')) {",
            "  if (!shown(heading)) continue;",
            "  let next = heading.nextElementSibling;",
            "  while (next && !shown(next)) next = next.nextElementSibling;",
            "  const filled = next && (next.textContent.trim() !== '' || next.querySelector('svg, input, table tr'));",
            "  if (!filled) problems.push('empty: ' + heading.textContent);",
            "}",
            "if (document.documentElement.scrollWidth > window.innerWidth) problems.push('scrolls sideways: '",
            "  + document.documentElement.scrollWidth + ' > ' + window.innerWidth);",
            "const scroller = (e) => e.closest('#nimsum-table');",
            "for (const e of document.querySelectorAll('main *')) {",
            "  if (!shown(e) || scroller(e) || e.closest('svg') && e.tagName !== 'svg') continue;",
            "  const right = e.getBoundingClientRect().right;",
            "  if (right > window.innerWidth + 0.5) problems.push('cut off: ' + e.tagName + '#' + e.id + '.' + e.className + ' at ' + right);",
            "}",
            "const pen = document.createElement('canvas').getContext('2d');",
            "for (const menu of document.querySelectorAll('main select')) {",
            "  if (!shown(menu) || menu.selectedIndex < 0) continue;",
            "  const style = getComputedStyle(menu);",
            "  pen.font = style.fontSize + ' ' + style.fontFamily;",
            "  const needs = pen.measureText(menu.options[menu.selectedIndex].text).width + parseFloat(style.paddingLeft) + 20;",
            "  if (needs > menu.clientWidth) problems.push('menu cut off: #' + menu.id + ' needs ' + needs + ' has ' + menu.clientWidth);",
            "}",
            "for (const label of document.querySelectorAll('main svg text')) {",
            "  if (!shown(label.ownerSVGElement) || label.textContent === '') continue;",
            "  const svg = label.ownerSVGElement;",
            "  const scale = svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || svg.getBoundingClientRect().width);",
            "  const size = parseFloat(getComputedStyle(label).fontSize) * scale;",
            "  if (size < 10.95) problems.push('label of ' + size.toFixed(1) + ' px in #' + svg.id + ': ' + label.textContent);",
            "}",
            "return problems;");
}
