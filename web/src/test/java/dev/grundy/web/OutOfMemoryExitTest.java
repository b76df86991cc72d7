package dev.grundy.web;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Running out of memory stops the server instead of leaving it half alive. Here the exit is recorded
 * rather than taken; {@code ServeJarIT} in the command's module runs a real server out of memory.
 */
class OutOfMemoryExitTest {
    private final List<OutOfMemoryError> exits = new CopyOnWriteArrayList<>();
    private final OutOfMemoryExit exit = new OutOfMemoryExit(exits::add);

    @Test
    void exitsOnAnOutOfMemoryErrorEvenAsTheCauseOfAnother() {
        OutOfMemoryError error = new OutOfMemoryError("Java heap space");

        exit.check(error);
        exit.check(new CompletionException(new IllegalStateException(error)));

        assertThat(exits).containsExactly(error, error);
    }

    @Test
    void letsEveryOtherFailureGoOn() {
        exit.check(new StackOverflowError());
        exit.check(new IllegalStateException(new RuntimeException()));

        assertThat(exits).isEmpty();
    }

    @Test
    void aThreadOfTheServerThatRunsOutOfMemoryStopsIt() throws Exception {
        ServerThreadPool pool = new ServerThreadPool(exit);
        pool.start();
        try {
            CountDownLatch ran = new CountDownLatch(1);
            pool.execute(() -> {
                ran.countDown();
                throw new OutOfMemoryError("Java heap space");
            });
            assertThat(ran.await(5, TimeUnit.SECONDS)).isTrue();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (exits.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }

            assertThat(exits).singleElement().extracting(Throwable::getMessage).isEqualTo("Java heap space");
        } finally {
            pool.stop();
        }
    }
}
