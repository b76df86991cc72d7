package dev.grundy.browser.twin;

/** The browser's {@code dev.grundy.heap.SpinWait}: TeaVM's threads take turns, so a busy wait yields. */
final class SpinWait {
    private SpinWait() {
    }

    static void pause() {
        Thread.yield();
    }
}
