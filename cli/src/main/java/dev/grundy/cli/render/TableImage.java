package dev.grundy.cli.render;

import dev.grundy.cli.console.CliText;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSource;
import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.ValueTable;
import dev.grundy.text.InvalidPositionException;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A table as a picture, PNG or SVG: two numbers as a colour map, one cell a position (first number
 * down, second across), the colour telling the value and P-positions black, about 1,000 pixels a
 * side; one number as the sequence plot of {@code grundy plot} ({@link SequencePlot}).
 */
public final class TableImage {
    /** About how many pixels a side the map takes. */
    static final int SIDE = 1000;
    private static final int MARGIN = 40;
    private static final int PLOT_WIDTH = 1200;
    private static final int PLOT_HEIGHT = 500;

    private TableImage() {
    }

    /**
     * @param table the values
     * @param game the game's name, for the title
     * @param file where to write; .svg for SVG, anything else PNG
     * @throws IOException if the file cannot be written
     * @throws InvalidPositionException for a table of three numbers, or of one that does not start at 0
     */
    public static void write(ValueTable table, String game, Path file) throws IOException {
        boolean svg = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg");
        if (table.arity() == 1) {
            TableRange range = table.ranges().get(0);
            if (range.from() != 0) {
                throw new InvalidPositionException(CliText.of("error.table.plotFrom"));
            }
            Sequence sequence = SequenceSource.fromFunction(game, (int) range.to(), n -> (int) table.value(n), null, null);
            SequencePlot.write(sequence, file, PLOT_WIDTH, PLOT_HEIGHT);
            return;
        }
        if (table.arity() != 2) {
            throw new InvalidPositionException(CliText.of("error.table.mapDimensions"));
        }
        int rows = (int) table.ranges().get(0).size();
        int columns = (int) table.ranges().get(1).size();
        int cell = Math.max(1, SIDE / Math.max(rows, columns));
        int width = columns * cell + 2 * MARGIN;
        int height = rows * cell + 2 * MARGIN;
        if (svg) {
            SVGGraphics2D graphics = new SVGGraphics2D(width, height);
            draw(graphics, table, game, cell, width, height);
            SVGUtils.writeToSVG(file.toFile(), graphics.getSVGElement());
        } else {
            BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D graphics = image.createGraphics();
            draw(graphics, table, game, cell, width, height);
            graphics.dispose();
            // A stream of our own: ImageIO given a file it cannot open prints a stack trace itself.
            try (OutputStream out = Files.newOutputStream(file)) {
                ImageIO.write(image, "png", out);
            }
        }
    }

    private static void draw(Graphics2D graphics, ValueTable table, String game, int cell, int width, int height) {
        graphics.setColor(Color.WHITE);
        graphics.fillRect(0, 0, width, height);
        long largest = 1;
        for (int i = 0; i < table.size(); i++) {
            largest = Math.max(largest, table.value(i));
        }
        int columns = (int) table.ranges().get(1).size();
        for (int i = 0; i < table.size(); i++) {
            graphics.setColor(colour(table.value(i), largest));
            graphics.fillRect(MARGIN + i % columns * cell, MARGIN + i / columns * cell, cell, cell);
        }
        graphics.setColor(Color.DARK_GRAY);
        graphics.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        graphics.drawString(game + ": a = " + table.ranges().get(0) + " down, b = " + table.ranges().get(1)
                + " across; black: P-positions; colour: the value, 1 (blue) to " + largest + " (red)", MARGIN, MARGIN - 12);
    }

    /** P-positions black; values 1 … largest from blue through green to red. */
    static Color colour(long value, long largest) {
        if (value == 0) {
            return Color.BLACK;
        }
        float share = largest <= 1 ? 0 : (float) (value - 1) / (largest - 1);
        return Color.getHSBColor(0.66f * (1 - share), 0.75f, 0.95f);
    }
}
