package dev.grundy.heap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

class TableLockTest {

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aThreadWaitingForTheLockStopsWhenInterrupted() throws Exception {
        TableLock lock = new TableLock();
        lock.lock();
        try {
            AtomicReference<Throwable> outcome = new AtomicReference<>();
            CountDownLatch waiting = new CountDownLatch(1);
            Thread waiter = new Thread(() -> {
                waiting.countDown();
                try {
                    lock.lock();
                    lock.unlock();
                } catch (Throwable e) {
                    outcome.set(e);
                }
                outcome.compareAndSet(null, new AssertionError("took the lock"));
                if (!Thread.currentThread().isInterrupted()) {
                    outcome.set(new AssertionError("interrupt status cleared"));
                }
            });
            waiter.start();
            waiting.await();
            Thread.sleep(50);
            waiter.interrupt();
            waiter.join(5_000);

            assertThat(waiter.isAlive()).isFalse();
            assertThat(outcome.get()).isInstanceOf(CancellationException.class);
        } finally {
            lock.unlock();
        }
    }

    /** As with {@code synchronized}: only waiting is interruptible, so a free lock is taken even so. */
    @Test
    void anInterruptedThreadStillTakesAFreeLock() {
        TableLock lock = new TableLock();
        Thread.currentThread().interrupt();
        try {
            lock.lock();
            lock.unlock();
        } finally {
            assertThat(Thread.interrupted()).isTrue();
        }
    }
}
