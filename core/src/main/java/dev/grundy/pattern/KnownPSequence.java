package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * The P-positions of a one-dimensional table (value 0) named from the library of known sets
 * ({@link KnownSequences}): a set itself, its complement, the set shifted (n is P when n − c is in
 * it, 0 < |c| ≤ {@value #MOST_SHIFT}), or the union of two sets, in that order; the first that
 * fits is stated. Each set is marked once over the table's range widened by the shifts (a bit
 * set), so each candidate is one comparison of bit sets. A candidate is named only when it equals
 * the P-positions on the whole table and has at least {@value #FEWEST_MEMBERS} members and as many
 * non-members there, and in a union each part adds at least {@value #FEWEST_OWN} members the other
 * lacks. O(sets² · table / 64) after O(sets · table) membership tests.
 */
public final class KnownPSequence implements PatternFinder {
    static final int MOST_SHIFT = 3;
    static final int FEWEST_MEMBERS = 5;
    static final int FEWEST_OWN = 2;

    @Override
    public List<Finding> find(ValueTable table) {
        if (table.arity() != 1 || !table.hasPPositionsToDescribe(FEWEST_MEMBERS)) {
            return List.of();
        }
        TableRange range = table.ranges().get(0);
        int size = table.size();
        BitSet losing = new BitSet(size);
        for (int i = 0; i < size; i++) {
            losing.set(i, table.value(i) == 0);
        }
        if (size - losing.cardinality() < FEWEST_MEMBERS) {
            return List.of();
        }
        List<KnownSequences.KnownSet> sets = KnownSequences.SETS.stream().filter(set -> range.to() + MOST_SHIFT <= set.most()).toList();
        List<BitSet> marked = new ArrayList<>();
        for (KnownSequences.KnownSet set : sets) {
            marked.add(mark(set, range));
        }
        for (int s = 0; s < sets.size(); s++) {
            if (window(marked.get(s), 0, size).equals(losing)) {
                return stated(table, Phrase.of(sets.get(s).key()), losing, sets.get(s).contains());
            }
        }
        for (int s = 0; s < sets.size(); s++) {
            BitSet complement = window(marked.get(s), 0, size);
            complement.flip(0, size);
            if (complement.equals(losing)) {
                return stated(table, Phrase.of("pattern.set.complement", Phrase.of(sets.get(s).key())), losing,
                        sets.get(s).contains().negate());
            }
        }
        for (int c = 1; c <= MOST_SHIFT; c++) {
            for (int sign : new int[] {1, -1}) {
                for (int s = 0; s < sets.size(); s++) {
                    BitSet shifted = window(marked.get(s), sign * c, size);
                    if (shifted.equals(losing)) {
                        long by = (long) sign * c;
                        LongPredicate set = sets.get(s).contains();
                        return stated(table, Phrase.of("pattern.set.shifted", Phrase.of(sets.get(s).key()), sign > 0 ? "n − " + c : "n + " + c),
                                losing, n -> n - by >= 0 && set.test(n - by));
                    }
                }
            }
        }
        return union(table, losing, sets, marked);
    }

    private static List<Finding> union(ValueTable table, BitSet losing, List<KnownSequences.KnownSet> sets, List<BitSet> marked) {
        int size = table.size();
        for (int s = 0; s < sets.size(); s++) {
            BitSet first = window(marked.get(s), 0, size);
            if (!contains(losing, first)) {
                continue;
            }
            for (int t = s + 1; t < sets.size(); t++) {
                BitSet second = window(marked.get(t), 0, size);
                BitSet both = (BitSet) first.clone();
                both.or(second);
                if (both.equals(losing) && own(first, second) >= FEWEST_OWN && own(second, first) >= FEWEST_OWN) {
                    return stated(table, Phrase.of("pattern.set.union", Phrase.of(sets.get(s).key()), Phrase.of(sets.get(t).key())),
                            losing, sets.get(s).contains().or(sets.get(t).contains()));
                }
            }
        }
        return List.of();
    }

    /** @return true when every member of part is in whole */
    private static boolean contains(BitSet whole, BitSet part) {
        BitSet outside = (BitSet) part.clone();
        outside.andNot(whole);
        return outside.isEmpty();
    }

    /** @return how many members of one the other lacks */
    private static int own(BitSet one, BitSet other) {
        BitSet own = (BitSet) one.clone();
        own.andNot(other);
        return own.cardinality();
    }

    /** The P-positions named. */
    private static List<Finding> stated(ValueTable table, Phrase set, BitSet losing, LongPredicate member) {
        return List.of(new Finding(Phrase.of("pattern.p.known", set),
                (t, index) -> (t.value(index) == 0) == member.test(t.numbers(index)[0]), null));
    }

    /** The set's members among from − MOST_SHIFT … to + MOST_SHIFT: bit i stands for from − MOST_SHIFT + i. */
    private static BitSet mark(KnownSequences.KnownSet set, TableRange range) {
        BitSet members = new BitSet();
        for (long n = Math.max(0, range.from() - MOST_SHIFT); n <= range.to() + MOST_SHIFT; n++) {
            members.set((int) (n - range.from() + MOST_SHIFT), set.contains().test(n));
        }
        return members;
    }

    /** @return bit i set when from + i − shift is a member, for i below size */
    private static BitSet window(BitSet marked, int shift, int size) {
        return marked.get(MOST_SHIFT - shift, MOST_SHIFT - shift + size);
    }
}
