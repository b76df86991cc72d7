package dev.grundy.cli.run;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * A value built on a daemon thread of its own from the moment it is made, given when first asked
 * for: at start-up the game registry is built on the second core while picocli reads the command's
 * options on the first (docs/performance.md, "Start-up"). Asking waits for the build, through
 * interrupts (the interrupt is kept for the caller); what the build threw is thrown to the asker.
 *
 * @param <T> the value's type
 */
public final class BuiltAside<T> {
    private final FutureTask<T> task;

    /**
     * @param name the thread's name
     * @param build what builds the value
     */
    public BuiltAside(String name, Supplier<T> build) {
        this.task = new FutureTask<>(build::get);
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** @return the value, once built */
    public T get() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw rethrown(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }
}
