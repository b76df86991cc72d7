package dev.grundy.misere;

import dev.grundy.Positions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Outcome;
import dev.grundy.misere.quotient.QuotientStore;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

import static org.assertj.core.api.Assertions.assertThat;

/** Online-judge samples of misère Nim, read as the judge gives them and answered by {@code solve --misere}. */
class MisereJudgeSamplesTest {

    /**
     * HDU 1907 "John" (also POJ 3480): whoever eats the last M&amp;M loses, John moves first; T tests,
     * each N then the N heaps; print "John" if John wins, else "Brother".
     */
    @Test
    void hdu1907John() {
        String input = """
                2
                3
                3 5 1
                1
                1
                """;
        assertThat(answers(input, "John", "Brother")).containsExactly("John", "Brother");
    }

    private static List<String> answers(String input, String first, String second) {
        Scanner in = new Scanner(input);
        int tests = in.nextInt();
        List<String> answers = new ArrayList<>();
        for (int t = 0; t < tests; t++) {
            int n = in.nextInt();
            StringBuilder heaps = new StringBuilder("nim");
            for (int i = 0; i < n; i++) {
                heaps.append(' ').append(in.nextInt());
            }
            Outcome outcome = new MisereSolver(SearchBudget.standard(), QuotientStore.inMemory()).solve(Positions.parse(heaps.toString())).outcome();
            answers.add(outcome == Outcome.N ? first : second);
        }
        return answers;
    }
}
