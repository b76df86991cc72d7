package dev.grundy.core;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** Moves of huge heaps are handed out one at a time, even through an iterator. */
class LazyStreamsTest {

    @Test
    void anIteratorOverEndlessInnerStreamsHandsOutTheirFirstElements() {
        Iterator<Integer> iterator = assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
                LazyStreams.flatMap(Stream.of(1, 2), start -> Stream.iterate(start, n -> n + 2)).iterator());

        assertThat(assertTimeoutPreemptively(Duration.ofSeconds(10), () -> List.of(iterator.next(), iterator.next(), iterator.next())))
                .containsExactly(1, 3, 5);
    }

    @Test
    void theResultsComeStreamAfterStreamSkippingEmptyOnes() {
        assertThat(LazyStreams.flatMap(Stream.of(0, 2, 0, 3), n -> Stream.iterate(n * 10, k -> k + 1).limit(n)))
                .containsExactly(20, 21, 30, 31, 32);
    }
}
