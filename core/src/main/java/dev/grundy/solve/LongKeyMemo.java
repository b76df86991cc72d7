package dev.grundy.solve;

import java.util.function.ToLongFunction;

/**
 * Values kept under a {@code long} code of each position, in a primitive {@link LongIntMap}: no
 * boxing, no entry objects, and the positions themselves are not retained.
 */
final class LongKeyMemo<P> implements Memo<P> {
    private final ToLongFunction<? super P> key;
    private final LongIntMap values = new LongIntMap();

    /** @param key the code of a position; distinct positions must have distinct codes */
    LongKeyMemo(ToLongFunction<? super P> key) {
        this.key = key;
    }

    @Override
    public int get(P position) {
        return values.get(key.applyAsLong(position));
    }

    @Override
    public void put(P position, int value) {
        values.put(key.applyAsLong(position), value);
    }

    @Override
    public void remove(P position) {
        values.remove(key.applyAsLong(position));
    }

    /** Two 12-byte slots of the open-addressing table, which is at most half full. */
    @Override
    public long bytesPerState(P position) {
        return 24;
    }

    @Override
    public int size() {
        return values.size();
    }
}
