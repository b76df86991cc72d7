package dev.grundy.cli.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns Ctrl-C into an interruption of the working thread, and holds the JVM's exit until that
 * thread has wound up (saved a checkpoint, said where it stopped), so a long run stops cleanly.
 */
public final class InterruptGuard implements AutoCloseable {
    private static final long GRACE_SECONDS = 20;

    private final CountDownLatch woundUp = new CountDownLatch(1);
    private final Thread hook;

    public InterruptGuard() {
        Thread worker = Thread.currentThread();
        hook = new Thread(() -> {
            worker.interrupt();
            try {
                woundUp.await(GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "grundy-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Lets the JVM exit; removes the hook when the work ended by itself. */
    @Override
    public void close() {
        woundUp.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The JVM is exiting because of Ctrl-C: the hook is running and now returns.
        }
    }
}
