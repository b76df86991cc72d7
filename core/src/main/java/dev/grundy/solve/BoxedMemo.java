package dev.grundy.solve;

import dev.grundy.core.Footprint;

import java.util.HashMap;
import java.util.Map;

/** Values kept under the positions themselves: works for any game, at 60 to 90 bytes a position, itself included. */
final class BoxedMemo<P> implements Memo<P> {
    private final Map<P, Integer> values = new HashMap<>();

    @Override
    public int get(P position) {
        Integer value = values.get(position);
        return value == null ? UNKNOWN : value;
    }

    @Override
    public void put(P position, int value) {
        values.put(position, value);
    }

    @Override
    public void remove(P position) {
        values.remove(position);
    }

    /** A hash table's entry, a boxed value, and the position itself. */
    @Override
    public long bytesPerState(P position) {
        return Footprint.HASH_ENTRY + 16 + Footprint.of(position);
    }

    @Override
    public int size() {
        return values.size();
    }
}
