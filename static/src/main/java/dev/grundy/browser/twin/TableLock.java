package dev.grundy.browser.twin;

import java.util.function.Supplier;

/**
 * The browser's {@code dev.grundy.heap.TableLock}: the worker computes one request at a time on
 * one thread (one processor: the pipelined run, which needs two, never starts), so holding a
 * shared table needs no lock.
 */
final class TableLock {
    void lock() {
    }

    void unlock() {
    }

    <T> T holding(Supplier<T> work) {
        return work.get();
    }
}
