package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What the tables of one game for several values of a parameter K have in common: a pattern found
 * in every table, its numbers either the same for every K or one of the forms in K that
 * {@link FormulaInParameter} fits exactly to every K (period 4 at K = 3, 5 at K = 4, … becomes
 * period K + 1; 3, 7, 15 becomes 2^K − 1). A pattern of the last tables only, from some K₀ on, is
 * stated for K₀ and after when at least {@value #FEWEST_FROM} values of K show it, saying that the
 * K before K₀ does not. Nothing is claimed beyond the values of K tried, nor beyond each table's
 * range: a pattern is stated as proved only when every table it is stated for proved it.
 * O((number of K)² × findings × arguments).
 */
public final class AcrossParameter {
    /** The fewest values of K, from some K₀ on, for a pattern not seen below K₀. */
    static final int FEWEST_FROM = 3;

    private AcrossParameter() {
    }

    /**
     * @param name the parameter's name, e.g. {@code K}
     * @param values its values, one per table, in order
     * @param findings the patterns found in each table, in the same order
     * @param table the last table, for the range each pattern was checked on
     * @return one statement per pattern common to every table (or to every table from some K₀ on),
     *     naming the values of K and the range
     * @throws IllegalArgumentException if there are not as many lists of findings as values
     */
    public static List<Phrase> common(String name, List<BigInteger> values, List<List<Finding>> findings, ValueTable table) {
        return common(name, values, findings.stream().map(found -> found.stream()
                .map(finding -> new Stated(finding.statement(), finding.proof() != null)).toList()).toList(), table.written());
    }

    /**
     * The same for the tables of a one-line game over strings, lists, grids or trees, whose
     * patterns are only ever observed.
     *
     * @param name the parameter's name, e.g. {@code K}
     * @param values its values, one per table, in order
     * @param patterns the patterns found in each table, in the same order
     * @param written the last table's description, e.g. {@code ab 0..8}
     * @return one statement per pattern common to every table (or to every table from some K₀ on)
     * @throws IllegalArgumentException if there are not as many lists of patterns as values
     */
    public static List<Phrase> commonToShapes(String name, List<BigInteger> values, List<List<ShapePattern>> patterns, String written) {
        return common(name, values, patterns.stream().map(table -> table.stream()
                .map(pattern -> new Stated(pattern.statement(), false)).toList()).toList(), written);
    }

    /** A table's pattern in words, without its range, and whether the table proved it. */
    private record Stated(Phrase statement, boolean proved) {
    }

    private static List<Phrase> common(String name, List<BigInteger> values, List<List<Stated>> findings, String written) {
        if (values.size() != findings.size() || values.isEmpty()) {
            throw new IllegalArgumentException(values.size() + " values of " + name + " and " + findings.size() + " tables");
        }
        int count = values.size();
        List<Phrase> common = new ArrayList<>();
        for (Stated last : findings.get(count - 1)) {
            for (int from = 0; from == 0 || count - from >= FEWEST_FROM; from++) {
                List<BigInteger> tried = values.subList(from, count);
                List<Stated> each = sameKindInEach(last, findings.subList(from, count));
                Phrase general = each == null ? null : generalised(name, tried, each);
                if (general != null) {
                    Phrase stated = stated(name, values, from, general, each.stream().allMatch(Stated::proved), written);
                    if (!common.contains(stated)) {
                        common.add(stated);
                    }
                    break;
                }
            }
        }
        return common;
    }

    /** The pattern for each K from the from-th on, saying that it was not seen so below. */
    private static Phrase stated(String name, List<BigInteger> values, int from, Phrase general, boolean proved, String written) {
        String range = values.get(from) + ".." + values.get(values.size() - 1);
        if (from == 0) {
            return Phrase.of(proved ? "pattern.across.proved" : "pattern.across.observed", name, range, general, written);
        }
        return Phrase.of(proved ? "pattern.across.provedFrom" : "pattern.across.observedFrom", name, range, general, written,
                values.get(from - 1));
    }

    /** The first finding of each table with the same message as this one; null when a table has none. */
    private static List<Stated> sameKindInEach(Stated first, List<List<Stated>> findings) {
        List<Stated> each = new ArrayList<>();
        for (List<Stated> table : findings) {
            Stated match = table.stream().filter(finding -> sameKind(finding.statement(), first.statement())).findFirst().orElse(null);
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
    private static Phrase generalised(String name, List<BigInteger> values, List<Stated> each) {
        Phrase first = each.get(0).statement();
        Object[] arguments = new Object[first.arguments().size()];
        for (int i = 0; i < arguments.length; i++) {
            List<Object> column = new ArrayList<>();
            for (Stated finding : each) {
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
        if (!column.stream().allMatch(AcrossParameter::whole)) {
            return null;
        }
        return FormulaInParameter.written(name, values, column.stream().map(value -> new BigInteger(value.toString())).toList());
    }

    private static boolean whole(Object value) {
        return value instanceof Integer || value instanceof Long || value instanceof BigInteger;
    }
}
