package dev.grundy.heap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PairOrAloneTest {
    /** Heaps a stretch: at a microsecond a heap, a second alone, which tells whether the calling thread has a processor. */
    private static final long HEAPS = 1 << 20;

    /** Two threads that save a third of the wall time for a tenth more processor time: an idle machine. */
    @Test
    void twoThreadsRunWhileTheySaveMoreWallTimeThanTheyAddProcessorTime() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 600, 1_100, 1_000, 1_000);

        assertThat(ways.subList(0, 3)).as("alone, the warm-up, then two threads measured").containsExactly(false, true, true);
        assertThat(ways.subList(3, ways.size())).as("after the two first measures").contains(true);
        assertThat(ways.subList(3, ways.size()).stream().filter(pair -> !pair).count())
                .as("stretches alone, each a new look at the other way").isBetween(1L, 8L);
    }

    /** Two threads that take turns on one processor: no wall time saved, a third more processor time. */
    @Test
    void theRunGoesOnAloneWhileTwoThreadsDoNotPay() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 950, 1_350, 1_000, 1_000);

        assertThat(ways.subList(0, 3)).as("alone, the warm-up, then two threads measured").containsExactly(false, true, true);
        assertThat(ways.subList(3, ways.size()).stream().filter(pair -> pair).count())
                .as("stretches on two threads, each a new look").isBetween(1L, 8L);
        // Two threads are looked at again after 4 stretches alone, the first measure among them, then 8: the gap doubles while they keep losing.
        assertThat(ways.subList(3, 6)).containsOnly(false);
        assertThat(ways.get(6)).isTrue();
        assertThat(ways.subList(7, 15)).containsOnly(false);
        assertThat(ways.get(15)).isTrue();
    }

    /**
     * Beside a busy process: two threads save a fifth of the wall time but add 30% to the processor
     * time, more than the 15% the second core may cost, and had 1.6 processors, not two; the run
     * goes alone.
     */
    @Test
    void twoThreadsThatAddMoreThanFifteenPerCentProcessorTimeDoNotRun() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 800, 1_300, 1_000, 1_000);

        assertThat(ways.subList(3, 6)).containsOnly(false);
        assertThat(ways.subList(3, ways.size()).stream().filter(pair -> pair).count())
                .as("stretches on two threads, each a new look").isBetween(1L, 8L);
    }

    /** Two threads within the allowance (14% more processor time) and faster: they run. */
    @Test
    void twoThreadsWithinTheAllowanceRun() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 700, 1_140, 1_000, 1_000);

        assertThat(ways.subList(2, ways.size()).stream().filter(pair -> !pair).count())
                .as("stretches alone, each a new look").isBetween(1L, 8L);
    }

    /**
     * An idle machine, where the two threads had a processor each all the time (1.9 processors):
     * they add a quarter to the processor time, which takes nothing from anyone, and save 38% of
     * the wall time; they run.
     */
    @Test
    void twoThreadsWithAProcessorEachRunEvenWhenTheyAddMoreThanFifteenPerCent() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 660, 1_250, 1_000, 1_000);

        assertThat(ways.subList(2, ways.size()).stream().filter(pair -> !pair).count())
                .as("stretches alone, each a new look").isBetween(1L, 8L);
    }

    /**
     * An idle machine and heaps of a few hundred nanoseconds (0.167, measured): two threads with a
     * processor each save a little wall time for 80% more processor time; the run goes alone.
     */
    @Test
    void twoThreadsWithAProcessorEachThatAddMoreThanHalfDoNotRun() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 40, 950, 1_800, 1_000, 1_000);

        assertThat(ways.subList(3, 6)).containsOnly(false);
        assertThat(ways.subList(3, ways.size()).stream().filter(pair -> pair).count())
                .as("stretches on two threads, each a new look").isBetween(1L, 8L);
    }

    /**
     * The first measure of two threads and each look at the way not taken are looks; the stretches
     * between are not, and neither are the first stretch alone and the warm-up, which are whole.
     */
    @Test
    void onlyTheFirstMeasureOfTwoThreadsAndTheLooksAtTheOtherWayAreLooks() {
        PairOrAlone choice = new PairOrAlone();
        for (int i = 0; i < 40; i++) {
            boolean pair = choice.pairNext();
            boolean alone = !pair;
            assertThat(choice.looking()).as("stretch %d", i).isEqualTo(i == 2 || alone && i > 0);
            choice.record(pair, HEAPS, HEAPS * (pair ? 600 : 1_000), HEAPS * (pair ? 1_100 : 1_000));
        }
    }

    /**
     * A machine that quiets down, two ways: two threads that cost too much turn cheap, which the
     * next look at them finds, within the longest gap; or the calling thread alone, which had two
     * thirds of a processor, has one to itself, and two threads warm up once its latest second alone
     * shows it. Either way they run from then on.
     */
    @ParameterizedTest
    @CsvSource({"950, 1350, 1000, 0, 64", "600, 1100, 650, 1, 2"})
    void aMachineThatQuietsDownIsNoticed(long busyPairWall, long busyPairCpu, long busyAloneCpu, int earliest, int latest) {
        PairOrAlone choice = new PairOrAlone();
        run(choice, 20, busyPairWall, busyPairCpu, 1_000, busyAloneCpu);
        List<Boolean> ways = run(choice, 80, 600, 1_100, 1_000, 1_000);

        int firstPair = ways.indexOf(true);
        assertThat(firstPair).as("the first stretch on two threads").isBetween(earliest, latest);
        assertThat(ways.subList(firstPair, firstPair + 4)).as("the warm-up or a look, then two threads chosen").containsOnly(true);
    }

    /**
     * Two threads whose first stretches run code the JIT has not compiled yet, ten times as dear
     * as later: they run whole stretches until {@link PairOrAlone#WARM_UP_HEAPS} heaps, are
     * measured only after, and run from then on.
     */
    @Test
    void theWarmUpOnTwoThreadsIsWholeStretchesAndNotMeasured() {
        PairOrAlone choice = new PairOrAlone();
        assertThat(choice.pairNext()).as("the first stretch").isFalse();
        assertThat(choice.looking()).as("the first stretch").isFalse();
        choice.record(false, HEAPS, HEAPS * 1_000, HEAPS * 1_000);
        long warmUpStretch = PairOrAlone.WARM_UP_HEAPS / 4;
        for (int i = 0; i < 4; i++) {
            assertThat(choice.pairNext()).as("warm-up stretch %d", i).isTrue();
            assertThat(choice.looking()).as("warm-up stretch %d", i).isFalse();
            choice.record(true, warmUpStretch, warmUpStretch * 10_000, warmUpStretch * 11_000);
        }
        assertThat(choice.pairNext()).as("two threads, measured").isTrue();
        assertThat(choice.looking()).isTrue();
        List<Boolean> ways = run(choice, 30, 600, 1_100, 1_000, 1_000);

        assertThat(ways.subList(0, 4)).as("two threads, measured, then chosen").containsOnly(true);
        assertThat(ways.subList(4, ways.size()).stream().filter(pair -> !pair).count())
                .as("stretches alone, each a new look").isBetween(1L, 4L);
    }

    /**
     * Two threads chosen for long (the gap between looks grown to its longest), and one stretch an
     * other process interrupts: the run goes alone, and looks at two threads again four stretches
     * later, not sixty-four.
     */
    @Test
    void aWayGivenUpForOneDearStretchIsLookedAtAgainSoon() {
        PairOrAlone choice = new PairOrAlone();
        run(choice, 200, 600, 1_100, 1_000, 1_000);
        assertThat(choice.pairNext()).isTrue();
        choice.record(true, HEAPS, HEAPS * 1_200, HEAPS * 1_300);
        List<Boolean> ways = run(choice, 10, 600, 1_100, 1_000, 1_000);

        assertThat(ways.subList(0, 4)).as("alone after the dear stretch").containsOnly(false);
        assertThat(ways.subList(4, 9)).as("two threads again after a look").containsOnly(true);
    }

    /**
     * Beside two busy processes the calling thread alone gets two thirds of a processor: no processor
     * is free for a second thread, which would take one from the others, and two threads never run,
     * not even to warm up, however cheap they would be.
     */
    @Test
    void twoThreadsNeverRunWhileTheCallerAloneWaitsForAProcessor() {
        PairOrAlone choice = new PairOrAlone();
        List<Boolean> ways = run(choice, 100, 500, 1_000, 1_000, 650);

        assertThat(ways).containsOnly(false);
        assertThat(choice.looking()).as("stretches alone are whole").isFalse();
    }

    /**
     * A scheduler that gives the calling thread a processor of its own for a short while, every
     * other stretch of a tenth of a second, on a machine where it gets two thirds of one over all:
     * two threads do not start.
     */
    @Test
    void aShortWhileWithAProcessorDoesNotStartTwoThreads() {
        PairOrAlone choice = new PairOrAlone();
        long heaps = 100_000;
        for (int i = 0; i < 100; i++) {
            assertThat(choice.pairNext()).as("stretch %d", i).isFalse();
            long wall = heaps * 1_000;
            choice.record(false, heaps, wall, i % 2 == 0 ? wall : wall / 3);
        }
    }

    /** A machine that gets busy: the next look alone shows the calling thread waiting for a processor, and two threads stop. */
    @Test
    void twoThreadsStopOnceTheCallerAloneWaitsForAProcessor() {
        PairOrAlone choice = new PairOrAlone();
        run(choice, 40, 600, 1_100, 1_000, 1_000);
        List<Boolean> ways = run(choice, 100, 800, 1_100, 1_000, 650);

        int firstAlone = ways.indexOf(false);
        assertThat(firstAlone).as("alone is looked at again within the longest gap").isBetween(0, 64);
        assertThat(ways.subList(firstAlone, ways.size())).containsOnly(false);
    }

    /** Runs stretches whose costs per heap are fixed for each way; @return the way each ran, true for two threads */
    private static List<Boolean> run(PairOrAlone choice, int stretches, long pairWall, long pairCpu, long aloneWall, long aloneCpu) {
        List<Boolean> ways = new ArrayList<>();
        for (int i = 0; i < stretches; i++) {
            boolean pair = choice.pairNext();
            ways.add(pair);
            choice.record(pair, HEAPS, HEAPS * (pair ? pairWall : aloneWall), HEAPS * (pair ? pairCpu : aloneCpu));
        }
        return ways;
    }
}
