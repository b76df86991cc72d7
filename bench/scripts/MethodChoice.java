import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.List;

/**
 * The measurement behind the automatic choice between the naive loop and sparse space: for every
 * octal code 0.d1d2d3 whose moves allow sparse space and that shows no proved period by N, the
 * share of heaps that are rare under the best mask at N, and the time of G(0..N) by each method
 * from an empty table (the better of two runs each, methods taking turns).
 *
 * <pre>
 * java -cp core/target/grundy-core-0.1.0-SNAPSHOT.jar bench/scripts/MethodChoice.java 20000
 * </pre>
 * Prints one line a code: code, rare share, naive seconds, sparse seconds, naive/sparse.
 */
public class MethodChoice {
    public static void main(String[] args) {
        int heaps = Integer.parseInt(args[0]);
        List<String> codes = new ArrayList<>();
        for (int code = 0; code < 512; code++) {
            String digits = "" + code / 64 + code / 8 % 8 + code % 8;
            if (digits.chars().anyMatch(c -> c >= '4') && digits.charAt(2) != '0') {
                codes.add("0." + digits);
            }
        }
        for (String code : codes) {
            TakeAndBreak rules = TakeAndBreak.parse(code, code);
            TakeAndBreakValues.Snapshot first = run(rules, heaps, SequenceMethod.AUTO);
            if (first.periodicity() != null && first.periodicity().proved()) {
                continue;
            }
            SequenceSummary summary = SequenceSummary.of(new Sequence(code, first.values(), first.length(), null, null));
            double naive = Double.MAX_VALUE;
            double sparse = Double.MAX_VALUE;
            for (int round = 0; round < 2; round++) {
                naive = Math.min(naive, time(rules, heaps, SequenceMethod.NAIVE));
                sparse = Math.min(sparse, time(rules, heaps, SequenceMethod.SPARSE));
            }
            System.out.printf("%s %.3f %.3f %.3f %.2f%n", code, summary.rare() / (double) first.length(), naive, sparse,
                    naive / sparse);
        }
    }

    private static TakeAndBreakValues.Snapshot run(TakeAndBreak rules, int heaps, SequenceMethod method) {
        return new TakeAndBreakValues(rules).sequence(heaps, method, SearchBudget.of(Long.MAX_VALUE), SequenceListener.NONE);
    }

    private static double time(TakeAndBreak rules, int heaps, SequenceMethod method) {
        long start = System.nanoTime();
        run(rules, heaps, method);
        return (System.nanoTime() - start) / 1e9;
    }
}
