package dev.grundy.heap;

import dev.grundy.budget.SearchBudget;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** The search of sparse space's last wanted values: it finds real splits only, and most of them. */
class SmallPartIndexTest {
    private static final int LENGTH = 1 << 17;
    private static CompactValues officers;
    private static long[] histogram;

    @BeforeAll
    static void officersValues() {
        TakeAndBreak rules = TakeAndBreak.parse("0.6", "0.6");
        officers = new TakeAndBreakValues(rules)
                .sequence(LENGTH - 1, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE).values();
        histogram = new long[512];
        for (int n = 0; n < LENGTH; n++) {
            histogram[officers.get(n)]++;
        }
    }

    @Test
    void everySplitItFindsExistsAndItFindsMostOfThoseThatDo() {
        SmallPartIndex index = SmallPartIndex.of(officers::get, histogram);
        SplittableRandom random = new SplittableRandom(18);
        int exist = 0;
        int found = 0;
        for (int trial = 0; trial < 2000; trial++) {
            int left = random.nextInt(2 * SmallPartIndex.HEAPS, LENGTH);
            int w = random.nextInt(300);
            boolean exists = splitExists(left, w);
            boolean foundOne = index.findSplit(officers, left, 1, left / 2, w);
            assertThat(!foundOne || exists).as("G(a) ⊕ G(%d − a) = %d for no part a the index holds", left, w).isTrue();
            exist += exists ? 1 : 0;
            found += foundOne ? 1 : 0;
        }
        assertThat(exist).isGreaterThan(1000);
        assertThat(found).as("found %d of %d", found, exist).isGreaterThan(exist * 3 / 4);
    }

    @Test
    void itSaysNothingWhenSomeOfItsPartsAreNotTheCallersToTake() {
        SmallPartIndex index = SmallPartIndex.of(officers::get, histogram);
        int left = LENGTH - 1;
        int w = officers.get(100) ^ officers.get(left - 100);

        assertThat(index.findSplit(officers, left, 1, left / 2, w)).isTrue();
        assertThat(index.findSplit(officers, left, SmallPartIndex.FIRST_PART + 1, left / 2, w)).isFalse();
        assertThat(index.findSplit(officers, left, 1, SmallPartIndex.HEAPS - 2, w)).isFalse();
        assertThat(index.findSplit(officers, left, 1, left / 2, 5000)).isFalse();
    }

    @Test
    void largeValuesGetNoIndex() {
        assertThat(SmallPartIndex.of(officers::get, new long[2 * SmallPartIndex.VALUES])).isNull();
    }

    private static boolean splitExists(int left, int w) {
        for (int a = SmallPartIndex.FIRST_PART; a < SmallPartIndex.HEAPS; a++) {
            if ((officers.get(a) ^ officers.get(left - a)) == w) {
                return true;
            }
        }
        return false;
    }
}
