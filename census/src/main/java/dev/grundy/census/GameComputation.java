package dev.grundy.census;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.CompactValues;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.heap.Sequence;

import java.util.concurrent.CancellationException;
import java.util.zip.CRC32C;

/**
 * One game of a census: G(0 … N) by the sequence engine ({@link TakeAndBreakValues}: sparse space or
 * the naive loop, both cores past 8,192 heaps), grown by doublings — the engine's own points for
 * looking for a period — and stopped as soon as the octal periodicity theorem proves one, the rest
 * then filled from the period. The thread's interruption ends it: a time budget or Ctrl-C.
 */
final class GameComputation {
    private static final int FIRST_LENGTH = 64;

    private GameComputation() {
    }

    /**
     * @param code the game's code
     * @param to N
     * @param deadline a {@link System#nanoTime} after which the thread is interrupted by the caller; a
     *     cancellation after it is the budget's, before it a stop
     * @return the row
     * @throws CancellationException if the thread is interrupted before the deadline
     */
    static GameRow compute(String code, int to, long deadline) {
        long start = System.nanoTime();
        TakeAndBreakValues table = new TakeAndBreakValues(TakeAndBreak.parse(code, "octal:" + code));
        SearchBudget budget = SearchBudget.of(Long.MAX_VALUE);
        TakeAndBreakValues.Snapshot snapshot = null;
        try {
            for (long length = FIRST_LENGTH; ; length *= 2) {
                int last = (int) Math.min(to, length - 1);
                snapshot = table.sequence(last, SequenceMethod.AUTO, budget, SequenceListener.NONE);
                if (last == to || proved(snapshot.periodicity())) {
                    break;
                }
            }
        } catch (CancellationException e) {
            if (System.nanoTime() - deadline < 0) {
                throw e;
            }
            Thread.interrupted();
            TakeAndBreakValues.Snapshot known = table.known();
            return row(code, to, known.length(), new Sequence(code, known.values(), known.length(), null, null),
                    GameRow.BUDGET, start);
        }
        int computed = snapshot.length();
        if (computed <= to) {
            snapshot = table.sequence(to, SequenceMethod.AUTO, budget, SequenceListener.NONE);
        }
        Periodicity periodicity = snapshot.periodicity();
        String status = periodicity == null ? GameRow.NONE : periodicity.proved() ? GameRow.PROVED : GameRow.OBSERVED;
        return row(code, to, computed, new Sequence(code, snapshot.values(), snapshot.length(), periodicity, null), status, start);
    }

    private static boolean proved(Periodicity periodicity) {
        return periodicity != null && periodicity.proved();
    }

    private static GameRow row(String code, int to, int computed, Sequence sequence, String status, long start) {
        SequenceSummary summary = SequenceSummary.of(sequence);
        Periodicity periodicity = sequence.periodicity();
        return new GameRow(code, to, computed, checksum(sequence.values(), sequence.length()), summary.largest(),
                summary.largestAt(), summary.mask(), summary.rare(), lastRare(sequence, summary.mask()), summary.losing(),
                summary.losing() == 0 ? -1 : summary.lastLosing(), status,
                periodicity == null ? 0 : periodicity.period(), periodicity == null ? 0 : periodicity.preperiod(),
                periodicity == null ? 0 : periodicity.saltus(), periodEndZeros(sequence), (System.nanoTime() - start) / 1_000_000,
                MisereColumns.UNKNOWN, QuotientColumns.NOT_BUILT);
    }

    private static long periodEndZeros(Sequence sequence) {
        Periodicity periodicity = sequence.periodicity();
        if (periodicity == null) {
            return 0;
        }
        long zeros = 0;
        for (long n = periodicity.preperiod() + periodicity.period() - 1; n >= periodicity.preperiod() && sequence.get((int) n) == 0; n--) {
            zeros++;
        }
        return zeros;
    }

    /** @return the last heap whose value is rare under the mask: popcount(v AND mask) even, as in MaskChooser */
    private static int lastRare(Sequence sequence, int mask) {
        for (int n = sequence.length() - 1; n >= 0; n--) {
            if (Integer.bitCount(sequence.get(n) & mask) % 2 == 0) {
                return n;
            }
        }
        return -1;
    }

    private static String checksum(CompactValues values, int length) {
        CRC32C crc = new CRC32C();
        byte[] word = new byte[4];
        for (int n = 0; n < length; n++) {
            int value = values.get(n);
            word[0] = (byte) (value >>> 24);
            word[1] = (byte) (value >>> 16);
            word[2] = (byte) (value >>> 8);
            word[3] = (byte) value;
            crc.update(word);
        }
        return String.format("%08x", crc.getValue());
    }
}
