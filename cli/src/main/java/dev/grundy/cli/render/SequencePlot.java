package dev.grundy.cli.render;

import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYDotRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.Locale;

/**
 * A Grundy sequence drawn as a dot plot of G(n) against n (JFreeChart), with the preperiod shaded
 * grey and one period shaded blue, as PNG or SVG. Long sequences are thinned to one column of
 * heaps a pixel of width, each drawing every value that occurs in it once, so the picture keeps
 * its look and the file stays small: an SVG of Officers to 3·10^6 takes 19 MB at 1,200 pixels,
 * where 4,000 columns took 57 MB.
 */
public final class SequencePlot {
    private SequencePlot() {
    }

    /**
     * @param sequence the values
     * @param file where to write; .png or .svg
     * @param width the picture's width in pixels
     * @param height its height
     * @throws IOException if the file cannot be written
     */
    public static void write(Sequence sequence, Path file, int width, int height) throws IOException {
        JFreeChart chart = chart(sequence, width);
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            SVGGraphics2D svg = new SVGGraphics2D(width, height);
            chart.draw(svg, new Rectangle2D.Double(0, 0, width, height));
            SVGUtils.writeToSVG(file.toFile(), svg.getSVGElement());
        } else {
            ChartUtils.saveChartAsPNG(file.toFile(), chart, width, height);
        }
    }

    private static JFreeChart chart(Sequence sequence, int width) {
        int length = sequence.length();
        int perColumn = heapsPerColumn(length, width);
        XYSeries points = thinned(sequence, perColumn);
        NumberAxis heaps = new NumberAxis("heap n");
        heaps.setRange(-0.5, Math.max(length - 0.5, 1));
        NumberAxis values = new NumberAxis("G(n)");
        values.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        XYDotRenderer dots = new XYDotRenderer();
        dots.setDotWidth(perColumn == 1 && length <= 2000 ? 4 : 2);
        dots.setDotHeight(perColumn == 1 && length <= 2000 ? 4 : 2);
        dots.setSeriesPaint(0, new Color(0x1f, 0x4e, 0x9c));
        XYPlot plot = new XYPlot(new XYSeriesCollection(points), heaps, values, dots);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdd, 0xdd, 0xdd));
        plot.setRangeGridlinePaint(new Color(0xdd, 0xdd, 0xdd));
        markPeriodicity(plot, sequence.periodicity());
        JFreeChart chart = new JFreeChart(title(sequence), new Font("SansSerif", Font.BOLD, 16), plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        // Room on the right for the last heap number, which is centred on the axis's end.
        chart.setPadding(new RectangleInsets(4, 4, 4, 28));
        return chart;
    }

    /** @return how many heaps share a column when {@code length} heaps are drawn {@code width} pixels wide */
    static int heapsPerColumn(int length, int width) {
        return Math.max(1, (length + width - 1) / width);
    }

    /**
     * @return the points to draw: in each run of {@code perColumn} heaps, the first heap with each
     *     value that occurs in the run
     */
    static XYSeries thinned(Sequence sequence, int perColumn) {
        XYSeries points = new XYSeries("G(n)", false, true);
        int length = sequence.length();
        for (int start = 0; start < length; start += perColumn) {
            BitSet seen = new BitSet();
            for (int n = start; n < Math.min(length, start + perColumn); n++) {
                if (!seen.get(sequence.get(n))) {
                    seen.set(sequence.get(n));
                    points.add(n, sequence.get(n));
                }
            }
        }
        return points;
    }

    private static void markPeriodicity(XYPlot plot, Periodicity periodicity) {
        if (periodicity == null) {
            return;
        }
        if (periodicity.preperiod() > 0) {
            plot.addDomainMarker(band(0, periodicity.preperiod(), new Color(0, 0, 0, 28), "preperiod", 2), Layer.BACKGROUND);
        }
        // The second label a line lower: on a long plot both bands are thin and side by side.
        plot.addDomainMarker(band(periodicity.preperiod(), periodicity.preperiod() + periodicity.period(),
                new Color(0x1f, 0x77, 0xb4, 60), "one period", 18), Layer.BACKGROUND);
    }

    private static IntervalMarker band(double from, double to, Color color, String label, double labelTop) {
        IntervalMarker marker = new IntervalMarker(from - 0.5, to - 0.5, color);
        marker.setLabel(label);
        marker.setLabelFont(new Font("SansSerif", Font.PLAIN, 12));
        marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        marker.setLabelOffset(new RectangleInsets(labelTop, 2, 2, 2));
        return marker;
    }

    private static String title(Sequence sequence) {
        Periodicity p = sequence.periodicity();
        String game = sequence.game() + ": G(0.." + (sequence.length() - 1) + ")";
        if (p == null) {
            return game + ", no period found";
        }
        return game + ", period " + p.period() + " from n = " + p.preperiod() + (p.saltus() == 0 ? "" : ", saltus " + p.saltus())
                + (p.proved() ? " (proved)" : " (observed, not proved)");
    }
}
