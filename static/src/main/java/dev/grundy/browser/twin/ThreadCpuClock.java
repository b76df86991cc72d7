package dev.grundy.browser.twin;

/** The browser's {@code dev.grundy.heap.ThreadCpuClock}: no CPU clock, as on a JVM that measures none. */
final class ThreadCpuClock {
    private ThreadCpuClock() {
    }

    static long of(Thread thread) {
        return 0;
    }

    static long ofCurrentThread() {
        return 0;
    }
}
