package dev.grundy.heap;

/**
 * The Grundy values of a take-and-break game by the definition: G(n) is the mex of the values of
 * every option of heap n (Sprague 1935, Grundy 1939; Winning Ways, ch. 4). For a game that splits
 * in two that is O(n) per heap — every split a + (n − k − a) for each removal k — and O(n²) for
 * G(0 … n); a split in three costs O(n²) per heap. Measured on this machine: Officers to 10^6 in
 * 99 s on both cores (docs/benchmarks.md, 2026-11-23), against about 3 s by
 * {@link SparseGrundySequence}.
 *
 * <p>It is the method for games where sparse space does not apply (splits in three) or does not
 * pay (no rare values to speak of, as Dawson's Kayles), and the first heaps of every game: the
 * choice is {@link TakeAndBreakValues}'s.
 */
final class NaiveGrundySequence {
    private final SplitGeometry geometry;

    /** @param geometry the splits of the game whose values the steps compute */
    NaiveGrundySequence(SplitGeometry geometry) {
        this.geometry = geometry;
    }

    /** @return a step with scratch space of its own, for one thread */
    HeapStep newStep() {
        return new Step(geometry);
    }

    /** One heap: every option marked, then the mex. */
    static final class Step extends HeapStep {
        Step(SplitGeometry geometry) {
            super(geometry);
        }

        @Override
        void prepare(int n, int known, CompactValues values, int largest) {
            begin(n, known, largest);
            for (int k : removals) {
                int left = n - k;
                values.markSplits(left, firstKnownPart(left), geometry.largestSmallerPart(left), stamps, stamp);
            }
            markThreeParts(n, values);
        }

        @Override
        int settle(CompactValues values) {
            takeOptions(values);
            int value = 0;
            while (stamps[value] == stamp) {
                value++;
            }
            return value;
        }

        @Override
        void lateOption(int value) {
            stamps[value] = stamp;
        }

        /** Marks the values of the splits of heap n into three, after each removal its digit allows. */
        private void markThreeParts(int n, CompactValues values) {
            TakeAndBreak rules = geometry.rules();
            for (int k = 0; k <= Math.min(rules.lastDigit(), n); k++) {
                if ((rules.digit(k) & TakeAndBreak.LEAVE_THREE) == 0) {
                    continue;
                }
                int left = n - k;
                for (int a = 1; 3 * a <= left; a++) {
                    for (int b = a; a + 2 * b <= left; b++) {
                        stamps[values.get(a) ^ values.get(b) ^ values.get(left - a - b)] = stamp;
                    }
                }
            }
        }
    }
}
