package dev.grundy.rules;

import dev.grundy.budget.SearchBudget;
import dev.grundy.solve.CodedGrundySolver;
import org.junit.jupiter.api.Test;

import java.util.Scanner;
import java.util.StringJoiner;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Online-judge problems whose game is a one-line game, solved through the line alone: the sample
 * input is read as the judge gives it, each heap's value found by the coded search, and the
 * printed answers compared with the problem's sample output.
 */
class OneLineJudgeSamplesTest {
    private static final RulesLoader LOADER = new RulesLoader();

    private static boolean firstWins(OneLineRules rules, long n) {
        return new CodedGrundySolver(rules.coded(), SearchBudget.of(10_000_000)).grundy(rules.codes().code(n)) != 0;
    }

    /**
     * HDU 1847 "Good Luck in CET-4 Everybody!": n cards, each turn take a power of 2 (1, 2, 4, 8, …),
     * who takes the last card wins; Kiki moves first; print "Kiki" or "Cici". Sample as given at
     * https://shuzhiduo.com/A/q4zVAW3bdK (input 1, 3; output Kiki, Cici).
     */
    @Test
    void hdu1847GoodLuckInCet4Everybody() {
        OneLineRules powersOfTwo = LOADER.line("n -> { for (long t = 1; t <= n; t *= 2) move(n - t); }");
        Scanner input = new Scanner("1\n3\n");
        StringJoiner output = new StringJoiner("\n");
        while (input.hasNextLong()) {
            output.add(firstWins(powersOfTwo, input.nextLong()) ? "Kiki" : "Cici");
        }

        assertThat(output.toString()).isEqualTo("Kiki\nCici");
    }

    /**
     * HDU 1846 "Brave Game" (Bash's game): C cases of n stones and m, each turn take 1 … m stones,
     * who takes the last wins; print "first" or "second". Sample as given at
     * https://www.itread01.com/content/1537685776.html (input 2 / 23 2 / 4 3; output first, second).
     * The line is compiled once per m, the bound spliced into it.
     */
    @Test
    void hdu1846BraveGame() {
        Scanner input = new Scanner("2\n23 2\n4 3\n");
        StringJoiner output = new StringJoiner("\n");
        for (int cases = input.nextInt(); cases > 0; cases--) {
            long n = input.nextLong();
            long m = input.nextLong();
            OneLineRules bash = LOADER.line("n -> { for (long t = 1; t <= " + m + " && t <= n; t++) move(n - t); }");
            output.add(firstWins(bash, n) ? "first" : "second");
        }

        assertThat(output.toString()).isEqualTo("first\nsecond");
    }
}
