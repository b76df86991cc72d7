package dev.grundy.budget;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one alarm of every front end: it interrupts its thread when the time is up, and only then. */
class DeadlineTest {

    @Test
    void workThatOutlastsItsTimeIsInterruptedAndTheThreadGoesOnClean() {
        boolean interrupted;
        try (Deadline deadline = Deadline.inMillis(20)) {
            interrupted = sleepsUntilInterrupted(10_000);
            assertThat(deadline.expired()).isTrue();
        }
        assertThat(interrupted).isTrue();
        assertThat(Thread.currentThread().isInterrupted()).as("interrupt cleared on close").isFalse();
    }

    @Test
    void workThatEndsInTimeIsNeverInterrupted() throws InterruptedException {
        Deadline deadline = Deadline.inMillis(50);
        deadline.close();
        TimeUnit.MILLISECONDS.sleep(150);
        assertThat(deadline.expired()).isFalse();
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void anInterruptFromElsewhereIsNotTheClock() {
        try (Deadline deadline = Deadline.inSeconds(60)) {
            Thread.currentThread().interrupt();
            assertThat(deadline.expired()).isFalse();
        }
        assertThat(Thread.interrupted()).as("an interrupt the deadline did not make is kept").isTrue();
    }

    @Test
    @SuppressWarnings("try") // the deadline is there to ring
    void workThatIgnoresTheInterruptIsReportedStuckAfterTheGrace() throws InterruptedException {
        CountDownLatch stuck = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            // Work that never looks at the interrupt, like a person's busy loop.
            try (Deadline deadline = Deadline.inMillis(10).whenStuck(20, stuck::countDown)) {
                while (stuck.getCount() > 0) {
                    Thread.onSpinWait();
                }
            }
        });
        worker.start();
        assertThat(stuck.await(10, TimeUnit.SECONDS)).isTrue();
        worker.join();

        CountDownLatch notStuck = new CountDownLatch(1);
        Deadline inTime = Deadline.inMillis(50).whenStuck(20, notStuck::countDown);
        inTime.close();
        assertThat(notStuck.await(300, TimeUnit.MILLISECONDS)).isFalse();
    }

    @Test
    void aDeadlineNeedsAPositiveTime() {
        assertThatThrownBy(() -> Deadline.inMillis(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Deadline.inSeconds(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    private static boolean sleepsUntilInterrupted(long millis) {
        try {
            TimeUnit.MILLISECONDS.sleep(millis);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }
}
