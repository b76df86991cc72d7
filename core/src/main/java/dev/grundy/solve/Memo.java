package dev.grundy.solve;

/**
 * Where {@link GrundySolver} remembers the values of the positions it has solved, and which ones it
 * is solving now.
 *
 * @param <P> the type of positions
 */
interface Memo<P> {
    /** What {@link #get} returns for a position never seen. */
    int UNKNOWN = LongIntMap.ABSENT;
    /** Marks a position whose value is being computed; meeting it again means a cycle. */
    int IN_PROGRESS = -1;

    /**
     * @param position a position
     * @return its value, {@link #IN_PROGRESS} or {@link #UNKNOWN}
     */
    int get(P position);

    /**
     * @param position a position
     * @param value its value, or {@link #IN_PROGRESS}
     */
    void put(P position, int value);

    /** @param position a position to forget */
    void remove(P position);

    /**
     * @param position a position about to be remembered
     * @return the estimated bytes remembering it holds, see {@link dev.grundy.core.Footprint}
     */
    long bytesPerState(P position);

    /** @return how many positions are remembered */
    int size();
}
