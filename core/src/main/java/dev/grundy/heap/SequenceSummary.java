package dev.grundy.heap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a researcher reads first about a Grundy sequence: its largest value and where it first
 * appears, its P-positions (G = 0), and its rare values — the heaps whose values are rare under the
 * mask that makes the fewest of them rare (see {@link MaskChooser}).
 *
 * @param length how many values, G(0 … length − 1)
 * @param largest the largest value
 * @param largestAt the first heap with that value
 * @param losing how many heaps have G = 0
 * @param lastLosing the last heap with G = 0
 * @param mask the mask that makes the fewest heaps rare
 * @param rare how many heaps are rare under it
 * @param firstRare the first rare heaps, at most {@value #LISTED_RARE}
 */
public record SequenceSummary(int length, int largest, int largestAt, int losing, int lastLosing, int mask, int rare,
                              List<Integer> firstRare) {
    /** How many rare heaps are listed. */
    public static final int LISTED_RARE = 20;

    /**
     * @param sequence the values
     * @return the summary
     * @throws NullPointerException if sequence is null
     */
    public static SequenceSummary of(Sequence sequence) {
        Objects.requireNonNull(sequence, "sequence");
        int largest = 0;
        int largestAt = 0;
        int losing = 0;
        int lastLosing = 0;
        long[] histogram = new long[1];
        for (int n = 0; n < sequence.length(); n++) {
            int value = sequence.get(n);
            if (value > largest) {
                largest = value;
                largestAt = n;
            }
            if (value == 0) {
                losing++;
                lastLosing = n;
            }
            if (value >= histogram.length) {
                histogram = Arrays.copyOf(histogram, Integer.highestOneBit(value) << 1);
            }
            histogram[value]++;
        }
        int mask = MaskChooser.bestMask(histogram);
        int rare = 0;
        List<Integer> firstRare = new ArrayList<>();
        for (int n = 0; n < sequence.length(); n++) {
            if (MaskChooser.rare(sequence.get(n), mask)) {
                rare++;
                if (firstRare.size() < LISTED_RARE) {
                    firstRare.add(n);
                }
            }
        }
        return new SequenceSummary(sequence.length(), largest, largestAt, losing, lastLosing, mask, rare, firstRare);
    }
}
