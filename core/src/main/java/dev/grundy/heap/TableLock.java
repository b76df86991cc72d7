package dev.grundy.heap;

import java.util.concurrent.CancellationException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The lock of a table that requests share ({@link TakeAndBreakValues}, {@link SubtractionValues}).
 * A thread that finds it free takes it at once, as with {@code synchronized}; a thread that must
 * wait for it waits interruptibly, so that a request whose time runs out while another grows the
 * table — the server's deadline interrupts the request's thread, Ctrl-C the command's — stops
 * waiting with the same {@link CancellationException} as a search it interrupts. A monitor's
 * {@code synchronized} ignores interruption: the request waited until the other let go.
 */
final class TableLock {
    private final ReentrantLock lock = new ReentrantLock();

    /**
     * Takes the lock, waiting for it while it is held by another thread.
     *
     * @throws CancellationException if the thread is interrupted while it waits (its interrupt
     *     status stays set, as {@link dev.grundy.budget.SearchBudget#stopIfInterrupted} leaves it)
     */
    void lock() {
        if (lock.tryLock()) {
            return;
        }
        try {
            lock.lockInterruptibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while waiting for a shared table");
        }
    }

    /** Lets the lock go; only by the thread that holds it. */
    void unlock() {
        lock.unlock();
    }

    /**
     * @param work what to do holding the lock
     * @param <T> what it returns
     * @return what it returned
     * @throws CancellationException if the thread is interrupted while it waits for the lock
     */
    <T> T holding(Supplier<T> work) {
        lock();
        try {
            return work.get();
        } finally {
            unlock();
        }
    }
}
