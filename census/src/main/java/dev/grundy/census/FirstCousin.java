package dev.grundy.census;

import dev.grundy.heap.TakeAndBreak;

import java.util.Locale;

/**
 * The first cousin of an octal game (Winning Ways, ch. 4, where Dawson's Kayles 0.07 and Dawson's
 * chess 0.137 are the classic pair): for a code A = d0.d1d2…dt with octal digits (no split in
 * three), d0 ∈ {0, 4} and d1 even — so that a heap of one token has no move and counts as no heap
 * — the game B whose heap n plays as A's heap n + 1 is again octal, and G_A(n + 1) = G_B(n) for every n.
 *
 * <p>Why: drop one token from every heap of A. A's take of k leaving one heap (d_k bit 2) becomes
 * B's take of k leaving one heap, or none if it was A's heap of 1; A's take of k leaving two heaps
 * (bit 4) becomes B's take of k + 1 leaving two, one (a part of 1 vanishes) or none; A's take of a
 * whole heap of k (bit 1) becomes B's take of k − 1 leaving none. So B's digit e_j is 7 if d_{j−1}
 * has bit 4, else 3 if d_j has bit 2, else 1 if d_{j+1} has bit 1, else 0 — every option of B is
 * an option of A shifted, and back. {@code FirstCousinTest} checks G_A(n + 1) = G_B(n) value for
 * value on random codes, both computed from their own rules.
 */
final class FirstCousin {
    private FirstCousin() {
    }

    /**
     * @param rules a take-and-break game
     * @return the code of its first cousin, or null when the rule does not apply (a heap of 1 can
     *     be taken, a split in three, unequal parts, no move at all)
     */
    static String of(TakeAndBreak rules) {
        int t = rules.lastDigit();
        int[] d = new int[t + 3];
        boolean anyMove = false;
        for (int k = 0; k <= t; k++) {
            d[k] = digit(rules, k);
            anyMove |= d[k] != 0;
        }
        if (!anyMove || (d[0] & ~4) != 0 || (d[1] & 1) != 0) {
            return null;
        }
        for (int k = 0; k <= t; k++) {
            if (d[k] > 7) {
                return null;
            }
        }
        StringBuilder code = new StringBuilder("0.");
        for (int j = 1; j <= t + 1; j++) {
            int e = (d[j - 1] & 4) != 0 ? 7 : (d[j] & 2) != 0 ? 3 : (d[j + 1] & 1) != 0 ? 1 : 0;
            code.append(Integer.toString(e, 8));
        }
        return TakeAndBreak.parse(code.toString(), "octal").code().toUpperCase(Locale.ROOT);
    }

    /** The digit d_k, read back from the standard code (TakeAndBreak keeps its digits to the package). */
    private static int digit(TakeAndBreak rules, int k) {
        String code = rules.code();
        char c = k == 0 ? code.charAt(0) : code.charAt(1 + k);
        return Character.digit(c, 16);
    }
}
