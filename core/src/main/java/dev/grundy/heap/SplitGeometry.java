package dev.grundy.heap;

import java.util.stream.IntStream;

/**
 * What the sequence engine's steps read of a take-and-break game's rules: after which removals
 * the rest may be split in two or three, and whether the two parts must differ. Worked out once
 * per game, so that the loops over the splits ask the rules nothing per heap.
 */
final class SplitGeometry {
    private final TakeAndBreak rules;
    private final int[] twoSplitRemovals;
    private final int[] takes;
    private final int[] wholeTakes;

    private SplitGeometry(TakeAndBreak rules) {
        this.rules = rules;
        this.twoSplitRemovals = removalsLeaving(rules, TakeAndBreak.LEAVE_TWO, 0);
        this.takes = removalsLeaving(rules, TakeAndBreak.LEAVE_ONE, 1);
        this.wholeTakes = removalsLeaving(rules, TakeAndBreak.LEAVE_NONE, 1);
    }

    /** @return the geometry of the rules' splits, O(digits) */
    static SplitGeometry of(TakeAndBreak rules) {
        return new SplitGeometry(rules);
    }

    private static int[] removalsLeaving(TakeAndBreak rules, int leaving, int from) {
        return IntStream.rangeClosed(from, rules.lastDigit()).filter(k -> (rules.digit(k) & leaving) != 0).toArray();
    }

    /** @return the removals k ≥ 1 that may leave one heap, n − k, in increasing order (the array itself: do not change it) */
    int[] takes() {
        return takes;
    }

    /** @return the removals k ≥ 1 that may take a whole heap of k, in increasing order (the array itself: do not change it) */
    int[] wholeTakes() {
        return wholeTakes;
    }

    /** @return the rules, for the takes and the splits in three */
    TakeAndBreak rules() {
        return rules;
    }

    /** @return the removals k after which the rest may be split in two, in increasing order (a copy) */
    int[] twoSplitRemovals() {
        return twoSplitRemovals.clone();
    }

    /** @return whether some move splits a heap in two */
    boolean splitsInTwo() {
        return twoSplitRemovals.length > 0;
    }

    /** @return whether some move splits a heap in three */
    boolean splitsInThree() {
        return rules.splitsInThree();
    }

    /** @return whether the two parts of a split must differ */
    boolean unequalParts() {
        return rules.unequalParts();
    }

    /** The largest smaller part of a split in two: half, or less when the parts must differ. */
    int largestSmallerPart(int left) {
        return (int) largestSmallerPart(left, rules.unequalParts());
    }

    /**
     * @param left what a split in two shares out
     * @param unequal whether the two parts must differ
     * @return the largest smaller part: half, or less when the parts must differ
     */
    static long largestSmallerPart(long left, boolean unequal) {
        return unequal ? (left - 1) / 2 : left / 2;
    }
}
