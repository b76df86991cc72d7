package dev.grundy.heap;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent, deliberately plain computation of take-and-break values, straight from the
 * code's definition, for the engine to be checked against. It shares nothing with the engine but
 * the idea of a mex.
 */
final class NaiveOctal {
    private NaiveOctal() {
    }

    /**
     * @param code d0.d1d2…, hexadecimal digits allowed
     * @param unequal whether the two parts of a split must differ
     * @param count how many values
     * @return G(0 … count − 1)
     */
    static int[] values(String code, boolean unequal, int count) {
        String[] halves = code.split("\\.");
        List<Integer> digits = new ArrayList<>();
        digits.add(halves[0].isEmpty() ? 0 : Character.digit(halves[0].charAt(0), 16));
        for (char c : halves[1].toCharArray()) {
            digits.add(Character.digit(c, 16));
        }
        int[] g = new int[count];
        for (int n = 0; n < count; n++) {
            java.util.Set<Integer> options = new java.util.HashSet<>();
            for (int k = 0; k < digits.size() && k <= n; k++) {
                int d = digits.get(k);
                int left = n - k;
                if (k > 0 && (d & 1) != 0 && left == 0) {
                    options.add(0);
                }
                if (k > 0 && (d & 2) != 0 && left > 0) {
                    options.add(g[left]);
                }
                if ((d & 4) != 0) {
                    for (int a = 1; a < left; a++) {
                        int b = left - a;
                        if (a <= b && !(unequal && a == b)) {
                            options.add(g[a] ^ g[b]);
                        }
                    }
                }
                if ((d & 8) != 0) {
                    for (int a = 1; a <= left; a++) {
                        for (int b = a; b <= left; b++) {
                            int c = left - a - b;
                            if (c >= b) {
                                options.add(g[a] ^ g[b] ^ g[c]);
                            }
                        }
                    }
                }
            }
            int mex = 0;
            while (options.contains(mex)) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }
}
