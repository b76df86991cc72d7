package dev.grundy.heap;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The processor time a thread has had, which tells a {@link PipelinedRun} thread whether its
 * partner is running or waits for a processor: on a busy machine a runnable thread may get none
 * for milliseconds, and only its processor time, not its wall time, says so. One read is a system
 * call (about a microsecond on Linux), so the pipeline reads it only once the partner has shown no
 * progress for the time a heap takes. Where the JVM does not measure threads' processor time, every
 * read is zero: a partner that shows no progress then counts as not running, which costs at worst
 * a heap computed twice, never a wrong value.
 */
final class ThreadCpuClock {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean MEASURED = THREADS.isThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    private ThreadCpuClock() {
    }

    /** @return the processor time of the thread, in nanoseconds; 0 if not measured or if the thread has ended */
    static long of(Thread thread) {
        return MEASURED ? Math.max(0, THREADS.getThreadCpuTime(thread.getId())) : 0;
    }

    /** @return the processor time of the calling thread, in nanoseconds; 0 if not measured */
    static long ofCurrentThread() {
        return MEASURED ? THREADS.getCurrentThreadCpuTime() : 0;
    }
}
