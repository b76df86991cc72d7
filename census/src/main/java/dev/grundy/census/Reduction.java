package dev.grundy.census;

import dev.grundy.heap.TakeAndBreak;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A family reduced to the distinct games it has to compute. Codes equal as rules (trailing zeros,
 * {@code 0.70 = 0.7}) are one code already ({@link Family}); each code is then followed through its
 * first cousins ({@link FirstCousin}) to the last one, which has none: the row's game. A code s
 * cousins before it has G(n) = 0 for n ≤ s and G(n) = G_row(n − s) beyond, so the row's values
 * give it value for value, and a period the row proves is proved for it, its preperiod at most s
 * more.
 *
 * @param games the row's game code and the family's codes it stands for, each with its shift s
 */
record Reduction(Map<String, List<Member>> games) {
    /** The longest chain of cousins followed: each step moves every take by one, so codes of t digits need at most t. */
    private static final int LONGEST_CHAIN = 64;

    /**
     * A code of the family and how far it is shifted from its row's game.
     *
     * @param code the code
     * @param shift s, with G_code(n + s) = G_row(n)
     */
    record Member(String code, int shift) {
        /** @return "0.07+1" for a shift, the code alone without */
        @Override
        public String toString() {
            return shift == 0 ? code : code + "+" + shift;
        }
    }

    /**
     * @param family the codes
     * @return the games to compute, in the order their first code appears
     */
    static Reduction of(Family family) {
        Map<String, List<Member>> games = new LinkedHashMap<>();
        for (String code : family.codes()) {
            String game = code;
            int shift = 0;
            String cousin = FirstCousin.of(TakeAndBreak.parse(game, "octal"));
            while (cousin != null && !cousin.equals(game) && shift < LONGEST_CHAIN) {
                game = cousin;
                shift++;
                cousin = FirstCousin.of(TakeAndBreak.parse(game, "octal"));
            }
            games.computeIfAbsent(game, key -> new ArrayList<>()).add(new Member(code, shift));
        }
        return new Reduction(games);
    }
}
