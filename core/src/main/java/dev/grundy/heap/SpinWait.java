package dev.grundy.heap;

/**
 * The pause in a busy wait between the pipelined run's threads: {@link Thread#onSpinWait()} on the
 * JVM. The browser edition, whose threads take turns on one, swaps this class for one that yields.
 */
final class SpinWait {
    private SpinWait() {
    }

    static void pause() {
        Thread.onSpinWait();
    }
}
