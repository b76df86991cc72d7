package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * The patterns of a table of positions of a shape stated through one feature F of the position
 * ({@link ShapeFeatures}): "the value is F", "the value is F mod m", "the P-positions are those
 * with F even" (or F ≡ r (mod m) from some F₀ on, the P-positions below F₀ listed), and, where F takes {@value #FEWEST_FOR_A_SEQUENCE} consecutive values or more, what
 * the one-number finders ({@link Patterns}) say of the sequence F ↦ value, as if F were a heap.
 *
 * <p>Honest about its evidence: a pattern is stated only when every position of the table agrees
 * with it, when the table holds at least {@value #POSITIONS_PER_VALUE} positions per value F takes
 * (so F does not merely name the position), and when the form has enough distinct values of F to
 * be more than a coincidence: three for "the value is F", 2m for a modulus m, {@value #FEWEST_SIDE}
 * P-positions and as many others for a statement of the P-positions; a value that depends on F but
 * in no named form is written out, F ↦ G, for at least four values of F. Nothing is proved.
 * When some feature gives a value formula, only the value formulas are stated, as everything else
 * follows from them. O(features × positions × {@value #MOST_MODULUS}), plus the one-number finders
 * on each sequence.
 */
public final class ShapeFeaturePatterns {
    static final int POSITIONS_PER_VALUE = 3;
    static final int MOST_MODULUS = 6;
    static final int FEWEST_SIDE = 3;
    static final int FEWEST_FOR_A_SEQUENCE = 16;
    static final int FEWEST_WRITTEN = 4;
    static final int MOST_WRITTEN = 12;

    private ShapeFeaturePatterns() {
    }

    /**
     * @param features the features to state patterns in
     * @param arguments the positions, as the line is given them
     * @param values their values, in the same order
     * @return every pattern found, each holding at every position
     */
    public static List<ShapePattern> find(List<ShapeFeature> features, List<Object> arguments, long[] values) {
        List<ShapePattern> formulas = new ArrayList<>();
        List<ShapePattern> others = new ArrayList<>();
        for (ShapeFeature feature : features) {
            long[] of = new long[values.length];
            for (int i = 0; i < of.length; i++) {
                of[i] = feature.at(arguments.get(i));
            }
            Found found = ofFeature(feature, of, values);
            formulas.addAll(found.formulas());
            others.addAll(found.others());
        }
        // A value formula says all there is: what other features show then only follows from it.
        return formulas.isEmpty() ? others : formulas;
    }

    /** A feature's patterns: its value formula, else the rest. */
    private record Found(List<ShapePattern> formulas, List<ShapePattern> others) {
        static final Found NONE = new Found(List.of(), List.of());
    }

    /** The patterns in one feature: a value form, else a form of the P-positions. */
    private static Found ofFeature(ShapeFeature feature, long[] of, long[] values) {
        TreeMap<Long, Long> valueOf = function(of, values, false);
        TreeMap<Long, Long> outcomeOf = function(of, values, true);
        if (outcomeOf == null || values.length < POSITIONS_PER_VALUE * outcomeOf.size()) {
            return Found.NONE;
        }
        List<ShapePattern> found = new ArrayList<>();
        if (valueOf != null && !feature.yesNo() && valueOf.values().stream().distinct().count() >= 2) {
            ShapePattern formula = valueFormula(feature, valueOf);
            if (formula != null) {
                return new Found(List.of(formula), List.of());
            }
            found.addAll(sequence(feature, valueOf, false));
            if (found.isEmpty() && valueOf.size() >= FEWEST_WRITTEN && valueOf.size() <= MOST_WRITTEN) {
                found.add(written(feature, valueOf));
            }
        }
        long losing = Arrays.stream(values).filter(value -> value == 0).count();
        if (losing >= FEWEST_SIDE && values.length - losing >= FEWEST_SIDE) {
            ShapePattern p = pForm(feature, outcomeOf);
            if (p != null) {
                found.add(p);
            } else {
                found.addAll(sequence(feature, outcomeOf, true));
            }
        }
        return new Found(List.of(), found);
    }

    /** F ↦ the value (or 0 for a P-position, 1 for another), or null when two positions with one F differ. */
    private static TreeMap<Long, Long> function(long[] of, long[] values, boolean outcome) {
        TreeMap<Long, Long> function = new TreeMap<>();
        for (int i = 0; i < of.length; i++) {
            long value = outcome ? Math.min(values[i], 1) : values[i];
            Long before = function.putIfAbsent(of[i], value);
            if (before != null && before != value) {
                return null;
            }
        }
        return function;
    }

    /** The value is F, or F mod m for the least m that fits with 2m values of F. */
    private static ShapePattern valueFormula(ShapeFeature feature, Map<Long, Long> valueOf) {
        if (valueOf.size() >= 3 && valueOf.entrySet().stream().allMatch(e -> e.getKey().equals(e.getValue()))) {
            return new ShapePattern(Phrase.of("pattern.shape.valueIs", feature.name()), feature, (f, value) -> value == f);
        }
        for (int m = 2; m <= MOST_MODULUS && valueOf.size() >= 2 * m; m++) {
            int modulus = m;
            if (valueOf.entrySet().stream().allMatch(e -> Math.floorMod(e.getKey(), modulus) == e.getValue())) {
                return new ShapePattern(Phrase.of("pattern.shape.valueMod", feature.name(), m), feature,
                        (f, value) -> value == Math.floorMod(f, modulus));
            }
        }
        return null;
    }

    /** The P-positions as those with F (or not F), F = c, F even or odd, F ≡ r (mod m), F ≤ c or F ≥ c. */
    private static ShapePattern pForm(ShapeFeature feature, TreeMap<Long, Long> outcomeOf) {
        if (feature.yesNo()) {
            long pWhen = outcomeOf.getOrDefault(1L, 1L) == 0 ? 1 : 0;
            return outcomeOf.size() == 2 ? pattern(feature, Phrase.of(pWhen == 1 ? "pattern.shape.pYes" : "pattern.shape.pNo", feature.name()),
                    f -> f == pWhen) : null;
        }
        List<Long> pValues = outcomeOf.entrySet().stream().filter(e -> e.getValue() == 0).map(Map.Entry::getKey).toList();
        if (pValues.size() == 1 && outcomeOf.size() >= 3) {
            long c = pValues.get(0);
            return pattern(feature, Phrase.of("pattern.shape.pEquals", feature.name(), c), f -> f == c);
        }
        for (int m = 2; m <= MOST_MODULUS && outcomeOf.size() >= 2 * m; m++) {
            int modulus = m;
            long r = Math.floorMod(pValues.get(0), m);
            if (outcomeOf.entrySet().stream().allMatch(e -> (Math.floorMod(e.getKey(), modulus) == r) == (e.getValue() == 0))) {
                Phrase says = m == 2 ? Phrase.of(r == 0 ? "pattern.shape.pEven" : "pattern.shape.pOdd", feature.name())
                        : Phrase.of("pattern.shape.pResidue", feature.name(), r, m);
                return pattern(feature, says, f -> Math.floorMod(f, modulus) == r);
            }
        }
        ShapePattern from = pResidueFrom(feature, outcomeOf);
        if (from != null) {
            return from;
        }
        if (outcomeOf.size() >= FEWEST_WRITTEN) {
            long least = pValues.get(0);
            long most = pValues.get(pValues.size() - 1);
            if (outcomeOf.entrySet().stream().allMatch(e -> (e.getKey() <= most) == (e.getValue() == 0))) {
                return pattern(feature, Phrase.of("pattern.shape.pAtMost", feature.name(), most), f -> f <= most);
            }
            if (outcomeOf.entrySet().stream().allMatch(e -> (e.getKey() >= least) == (e.getValue() == 0))) {
                return pattern(feature, Phrase.of("pattern.shape.pAtLeast", feature.name(), least), f -> f >= least);
            }
        }
        return null;
    }

    /**
     * P exactly when F ≡ r (mod m) for F ≥ F₀, the P-values below F₀ listed: the least m, then the
     * least F₀ (a residue class from the first value of F was tried before), such that the values
     * of F from F₀ on are at least 2m and at least half of all.
     */
    private static ShapePattern pResidueFrom(ShapeFeature feature, TreeMap<Long, Long> outcomeOf) {
        List<Long> keys = new ArrayList<>(outcomeOf.keySet());
        for (int m = 2; m <= MOST_MODULUS; m++) {
            int modulus = m;
            for (int start = 1; 2 * (keys.size() - start) >= keys.size() && keys.size() - start >= 2 * m; start++) {
                List<Long> tail = keys.subList(start, keys.size());
                Long firstP = tail.stream().filter(f -> outcomeOf.get(f) == 0).findFirst().orElse(null);
                if (firstP == null) {
                    break;
                }
                long r = Math.floorMod(firstP, m);
                long f0 = keys.get(start);
                if (tail.stream().allMatch(f -> (Math.floorMod(f, modulus) == r) == (outcomeOf.get(f) == 0))) {
                    List<Long> below = keys.subList(0, start).stream().filter(f -> outcomeOf.get(f) == 0).toList();
                    String listed = below.stream().map(String::valueOf).reduce((a, b) -> a + ", " + b).orElse("");
                    return pattern(feature, Phrase.of(below.isEmpty() ? "pattern.shape.pResidueFromNone" : "pattern.shape.pResidueFrom",
                            feature.name(), r, m, f0, listed), f -> f >= f0 ? Math.floorMod(f, modulus) == r : below.contains(f));
                }
            }
        }
        return null;
    }

    private static ShapePattern pattern(ShapeFeature feature, Phrase statement, LongPredicate pWhen) {
        return new ShapePattern(statement, feature, (f, value) -> (value == 0) == pWhen.test(f));
    }

    /**
     * What the one-number finders say of F ↦ value (or of F ↦ outcome: only what they say of the
     * P-positions), when F takes every value of a range of at least {@value #FEWEST_FOR_A_SEQUENCE}.
     */
    private static List<ShapePattern> sequence(ShapeFeature feature, TreeMap<Long, Long> function, boolean outcome) {
        long first = function.firstKey();
        long last = function.lastKey();
        if (feature.yesNo() || first < 0 || function.size() < FEWEST_FOR_A_SEQUENCE || last - first + 1 != function.size()) {
            return List.of();
        }
        ValueTable induced = ValueTable.of(numbers -> function.get(numbers[0]), List.of(new TableRange(first, last)));
        List<ShapePattern> found = new ArrayList<>();
        for (Finding finding : Patterns.find(induced, new PeriodicValues())) {
            String key = finding.statement().key();
            if (!outcome || key != null && key.startsWith("pattern.p.")) {
                Phrase says = Phrase.of(outcome ? "pattern.shape.inducedP" : "pattern.shape.induced", feature.name(), finding.statement());
                found.add(new ShapePattern(says, feature, (f, value) -> {
                    Long g = function.get(f);
                    return g != null && (outcome ? (value == 0) == (g == 0) : g == value);
                }));
            }
        }
        return found;
    }

    /** The value as a function of F written out, F ↦ G for each F. */
    private static ShapePattern written(ShapeFeature feature, Map<Long, Long> valueOf) {
        StringBuilder pairs = new StringBuilder();
        valueOf.forEach((f, value) -> pairs.append(pairs.length() == 0 ? "" : ", ").append(f).append(" ↦ ").append(value));
        return new ShapePattern(Phrase.of("pattern.shape.function", feature.name(), pairs.toString()), feature, (f, value) -> {
            Long g = valueOf.get(f);
            return g != null && g == value;
        });
    }
}
