package dev.grundy.core;

import java.util.Iterator;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * {@link Stream#flatMap} that stays lazy when the stream is read through its iterator. The JDK's
 * flatMap hands a whole inner stream to an iterator at once, which never ends for the moves of a
 * heap of 10^20 tokens; this one hands out one element at a time, however it is read.
 */
public final class LazyStreams {
    private LazyStreams() {
    }

    /**
     * @param outer the elements to map
     * @param inner maps each to a stream of results, read only as far as they are asked for
     * @param <T> the type of the elements
     * @param <R> the type of the results
     * @return the results, stream after stream, in order
     */
    public static <T, R> Stream<R> flatMap(Stream<T> outer, Function<? super T, ? extends Stream<? extends R>> inner) {
        Iterator<T> outerElements = outer.iterator();
        // A spliterator of its own rather than Spliterators.AbstractSpliterator, which the browser's class library lacks.
        return StreamSupport.stream(new Spliterator<R>() {
            private Iterator<? extends R> current;

            @Override
            public Spliterator<R> trySplit() {
                return null;
            }

            @Override
            public long estimateSize() {
                return Long.MAX_VALUE;
            }

            @Override
            public int characteristics() {
                return Spliterator.ORDERED;
            }

            @Override
            public boolean tryAdvance(Consumer<? super R> action) {
                while (current == null || !current.hasNext()) {
                    if (!outerElements.hasNext()) {
                        return false;
                    }
                    current = inner.apply(outerElements.next()).iterator();
                }
                action.accept(current.next());
                return true;
            }
        }, false);
    }
}
