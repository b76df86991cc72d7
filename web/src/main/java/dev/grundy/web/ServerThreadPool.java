package dev.grundy.web;

import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Jetty's threads — the acceptor, the selectors and the request threads all run as its jobs — with
 * one difference from Javalin's default pool of the same size: a job that fails for want of memory
 * stops the server through {@link OutOfMemoryExit}, instead of leaving a thread dead and the process
 * half alive.
 */
final class ServerThreadPool extends QueuedThreadPool {
    /** Javalin's default: 250 threads at most, 8 kept, idle ones ended after a minute. */
    private static final int MOST_THREADS = 250;
    private static final int LEAST_THREADS = 8;
    private static final int IDLE_MILLIS = 60_000;

    private final OutOfMemoryExit outOfMemory;

    /** @param outOfMemory what to do when a job runs out of memory */
    ServerThreadPool(OutOfMemoryExit outOfMemory) {
        super(MOST_THREADS, LEAST_THREADS, IDLE_MILLIS);
        setName("grundy-server");
        this.outOfMemory = outOfMemory;
    }

    @Override
    protected void runJob(Runnable job) {
        try {
            super.runJob(job);
        } catch (RuntimeException | Error e) {
            outOfMemory.check(e);
            throw e;
        }
    }
}
