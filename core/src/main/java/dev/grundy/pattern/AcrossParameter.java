package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What the tables of one game for several values of a parameter K have in common: a pattern found
 * in every table, its numbers either the same for every K or, over at least {@value #FEWEST_FOR_A_FORMULA}
 * values of K, a whole-number linear function a·K + b of it that fits every K exactly (period 4
 * at K = 3, 5 at K = 4, … becomes period K + 1). Nothing is claimed beyond the values of K tried,
 * nor beyond each table's range: a pattern is stated as proved only when every table proved it.
 * O(number of K × findings × arguments).
 */
public final class AcrossParameter {
    /** The fewest values of K a linear formula in K is fitted from: two points fit any line. */
    static final int FEWEST_FOR_A_FORMULA = 3;

    private AcrossParameter() {
    }

    /**
     * @param name the parameter's name, e.g. {@code K}
     * @param values its values, one per table, in order
     * @param findings the patterns found in each table, in the same order
     * @param table the last table, for the range each pattern was checked on
     * @return one statement per pattern common to every table, naming the values of K and the range
     * @throws IllegalArgumentException if there are not as many lists of findings as values
     */
    public static List<Phrase> common(String name, List<BigInteger> values, List<List<Finding>> findings, ValueTable table) {
        if (values.size() != findings.size() || values.isEmpty()) {
            throw new IllegalArgumentException(values.size() + " values of " + name + " and " + findings.size() + " tables");
        }
        String range = values.get(0) + ".." + values.get(values.size() - 1);
        List<Phrase> common = new ArrayList<>();
        for (Finding first : findings.get(0)) {
            List<Finding> each = sameKindInEach(first, findings);
            Phrase general = each == null ? null : generalised(name, values, each);
            if (general != null) {
                boolean proved = each.stream().allMatch(finding -> finding.proof() != null);
                common.add(Phrase.of(proved ? "pattern.across.proved" : "pattern.across.observed", name, range, general, table.written()));
            }
        }
        return common;
    }

    /** The first finding of each table with the same message as this one; null when a table has none. */
    private static List<Finding> sameKindInEach(Finding first, List<List<Finding>> findings) {
        List<Finding> each = new ArrayList<>();
        for (List<Finding> table : findings) {
            Finding match = table.stream().filter(finding -> sameKind(finding.statement(), first.statement())).findFirst().orElse(null);
            if (match == null) {
                return null;
            }
            each.add(match);
        }
        return each;
    }

    private static boolean sameKind(Phrase one, Phrase other) {
        return one.key() != null && one.key().equals(other.key()) && Phrase.ENGINE.equals(one.bundle())
                && Phrase.ENGINE.equals(other.bundle()) && one.arguments().size() == other.arguments().size();
    }

    /** The statement with each argument the same for every K or a formula in K; null when one is neither. */
    private static Phrase generalised(String name, List<BigInteger> values, List<Finding> each) {
        Phrase first = each.get(0).statement();
        Object[] arguments = new Object[first.arguments().size()];
        for (int i = 0; i < arguments.length; i++) {
            List<Object> column = new ArrayList<>();
            for (Finding finding : each) {
                column.add(finding.statement().arguments().get(i));
            }
            arguments[i] = argument(name, values, column);
            if (arguments[i] == null) {
                return null;
            }
        }
        return Phrase.of(first.key(), arguments);
    }

    private static Object argument(String name, List<BigInteger> values, List<Object> column) {
        if (column.stream().allMatch(column.get(0)::equals)) {
            return column.get(0);
        }
        if (values.size() < FEWEST_FOR_A_FORMULA || !column.stream().allMatch(AcrossParameter::whole)) {
            return null;
        }
        BigInteger[] fit = fit(values, column.stream().map(value -> new BigInteger(value.toString())).toList());
        return fit == null ? null : formula(name, fit[0], fit[1]);
    }

    private static boolean whole(Object value) {
        return value instanceof Integer || value instanceof Long || value instanceof BigInteger;
    }

    /** a and b with a·K + b = the value for every K, whole numbers; null when there are none. */
    static BigInteger[] fit(List<BigInteger> ks, List<BigInteger> ys) {
        BigInteger[] slope = ys.get(1).subtract(ys.get(0)).divideAndRemainder(ks.get(1).subtract(ks.get(0)));
        if (slope[1].signum() != 0) {
            return null;
        }
        BigInteger a = slope[0];
        BigInteger b = ys.get(0).subtract(a.multiply(ks.get(0)));
        for (int i = 0; i < ks.size(); i++) {
            if (!a.multiply(ks.get(i)).add(b).equals(ys.get(i))) {
                return null;
            }
        }
        return new BigInteger[] {a, b};
    }

    /** a·K + b written as people write it: K, 2K, K + 1, (2K − 1) in brackets when it has two terms. */
    static String formula(String name, BigInteger a, BigInteger b) {
        String term = a.equals(BigInteger.ONE) ? name : a.equals(BigInteger.ONE.negate()) ? "−" + name
                : a.toString().replace("-", "−") + name;
        if (b.signum() == 0) {
            return term;
        }
        return "(" + term + (b.signum() > 0 ? " + " + b : " − " + b.negate()) + ")";
    }
}
