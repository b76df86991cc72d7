package dev.grundy.heap;

/** Values that {@link SmallPartIndex}'s tries are checked against: in memory, or a streamed run's window. */
interface PackedPartners {
    /**
     * Counts the tries that hit, without a branch per try: a try a | t &lt;&lt; 15 hits when
     * G(left − a) = t.
     *
     * @param left what the split divides
     * @param tries the tries, packed
     * @param from the index of the first try to take
     * @param to the index after the last
     * @return how many hit
     */
    int countPackedPartners(long left, int[] tries, int from, int to);
}
