package dev.grundy.cli.run;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A value built on a thread of its own: given once built, its failure thrown to the asker, an interrupt kept. */
class BuiltAsideTest {
    @Test
    void givesTheValueBuiltOnAnotherThread() {
        AtomicReference<Thread> builder = new AtomicReference<>();
        BuiltAside<String> value = new BuiltAside<>("test-aside", () -> {
            builder.set(Thread.currentThread());
            return "built";
        });

        assertThat(value.get()).isEqualTo("built");
        assertThat(value.get()).isEqualTo("built");
        assertThat(builder.get()).isNotSameAs(Thread.currentThread());
        assertThat(builder.get().getName()).isEqualTo("test-aside");
        assertThat(builder.get().isDaemon()).isTrue();
    }

    @Test
    void throwsWhatTheBuildThrew() {
        BuiltAside<String> value = new BuiltAside<>("test-aside", () -> {
            throw new IllegalArgumentException("no such game");
        });

        assertThatThrownBy(value::get).isInstanceOf(IllegalArgumentException.class).hasMessage("no such game");
    }

    @Test
    void waitsThroughAnInterruptAndKeepsIt() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        BuiltAside<String> value = new BuiltAside<>("test-aside", () -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return "built";
        });
        Thread.currentThread().interrupt();
        new Thread(release::countDown).start();

        try {
            assertThat(value.get()).isEqualTo("built");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }
}
