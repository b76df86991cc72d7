package dev.grundy.cli.render;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import org.jfree.data.xy.XYDataItem;
import org.jfree.data.xy.XYSeries;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class SequencePlotTest {

    @Test
    void aLongSequenceIsDrawnOneColumnAPixelWithEachValueOfTheColumnOnce() {
        TakeAndBreakValues officers = new TakeAndBreakValues(TakeAndBreak.parse("0.6", "octal:0.6"));
        TakeAndBreakValues.Snapshot snapshot = officers.sequence(30_000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE),
                SequenceListener.NONE);
        Sequence sequence = new Sequence("octal:0.6", snapshot.values(), snapshot.length(), null, null);
        int perColumn = SequencePlot.heapsPerColumn(sequence.length(), 600);

        XYSeries points = SequencePlot.thinned(sequence, perColumn);

        Set<String> expected = new HashSet<>();
        for (int n = 0; n < sequence.length(); n++) {
            expected.add(n / perColumn + ":" + sequence.get(n));
        }
        Set<String> drawn = new HashSet<>();
        for (Object item : points.getItems()) {
            XYDataItem point = (XYDataItem) item;
            int n = point.getX().intValue();
            assertThat(point.getY().intValue()).isEqualTo(sequence.get(n));
            assertThat(drawn.add(n / perColumn + ":" + sequence.get(n))).as("each value once a column").isTrue();
        }
        assertThat(perColumn).isEqualTo(51);
        assertThat(drawn).isEqualTo(expected);
        assertThat(drawn.stream().map(point -> point.split(":")[0]).distinct().count()).isLessThanOrEqualTo(600);
    }
}
