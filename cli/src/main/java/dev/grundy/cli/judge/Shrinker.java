package dev.grundy.cli.judge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Greedy shrinking of a failing list of numbers, as property-testing tools shrink a failing input:
 * try smaller lists in order — one number (or one component of a sum) fewer, then each number made as small as allowed, or
 * with one of its binary digits cleared (a bug of bit widths fails on 704 and on 64 alike), or
 * lowered halfway, a quarter of the way, … down to one less, then two numbers lowered together
 * by such steps — and move to the first that still fails;
 * stop when none does. Each step makes the list shorter or a number smaller, so it ends; the result
 * is a local minimum: no list one step smaller fails. At most {@value #MOST_TRIES} candidates are
 * tried, so a program that takes its full time limit on each cannot keep it going for long.
 */
final class Shrinker {
    static final int MOST_TRIES = 300;
    /** Pairs are lowered together in lists up to this long; beyond, their number would swamp the tries. */
    private static final int MOST_FOR_PAIRS = 8;

    private final int fewest;
    private final BigInteger least;
    private final int group;
    private final Function<List<BigInteger>, List<List<BigInteger>>> steps;

    /**
     * A shrunk list.
     *
     * @param numbers the smallest failing list found
     * @param tries how many candidates were tried
     * @param finished false when the tries ran out before a local minimum
     */
    record Shrunk(List<BigInteger> numbers, int tries, boolean finished) {
    }

    /**
     * @param fewest the fewest numbers a list may have
     * @param least the smallest number allowed
     */
    Shrinker(int fewest, BigInteger least) {
        this(fewest, least, 1);
    }

    /**
     * @param fewest the fewest numbers a list may have
     * @param least the smallest number allowed
     * @param group how many numbers are taken away at once: a component of a sum ({@code wythoff 3 5 + wythoff 1 2})
     */
    Shrinker(int fewest, BigInteger least, int group) {
        this.fewest = fewest;
        this.least = least;
        this.group = group;
        this.steps = this::candidates;
    }

    /**
     * @param steps the lists one step smaller than a list, the most promising first: a shape's own
     *     ({@link ShapeShrinks}), whose numbers are not free to change one by one
     */
    Shrinker(Function<List<BigInteger>, List<List<BigInteger>>> steps) {
        this.fewest = 0;
        this.least = BigInteger.ZERO;
        this.group = 1;
        this.steps = steps;
    }

    /**
     * @param start a failing list
     * @param fails whether a list fails
     * @return the smallest failing list found
     */
    Shrunk shrink(List<BigInteger> start, Predicate<List<BigInteger>> fails) {
        List<BigInteger> current = List.copyOf(start);
        int tries = 0;
        boolean moved = true;
        while (moved) {
            moved = false;
            for (List<BigInteger> candidate : steps.apply(current)) {
                if (tries == MOST_TRIES) {
                    return new Shrunk(current, tries, false);
                }
                tries++;
                if (fails.test(candidate)) {
                    current = candidate;
                    moved = true;
                    break;
                }
            }
        }
        return new Shrunk(current, tries, true);
    }

    /** @return the lists one step smaller, the most promising (shortest, then smallest) first */
    List<List<BigInteger>> candidates(List<BigInteger> numbers) {
        List<List<BigInteger>> candidates = new ArrayList<>();
        if (numbers.size() - group >= fewest) {
            for (int i = 0; i + group <= numbers.size(); i += group) {
                List<BigInteger> shorter = new ArrayList<>(numbers);
                shorter.subList(i, i + group).clear();
                candidates.add(shorter);
            }
        }
        for (int i = 0; i < numbers.size(); i++) {
            BigInteger number = numbers.get(i);
            if (number.compareTo(least) > 0) {
                candidates.add(with(numbers, i, least));
            }
            for (int bit = number.bitLength() - 1; bit >= 0; bit--) {
                BigInteger cleared = number.clearBit(bit);
                if (number.testBit(bit) && cleared.compareTo(least) >= 0) {
                    candidates.add(with(numbers, i, cleared));
                }
            }
            for (BigInteger gap = number.subtract(least).shiftRight(1); gap.signum() > 0; gap = gap.shiftRight(1)) {
                candidates.add(with(numbers, i, number.subtract(gap)));
            }
        }
        if (numbers.size() <= MOST_FOR_PAIRS) {
            for (int i = 0; i < numbers.size(); i++) {
                for (int j = i + 1; j < numbers.size(); j++) {
                    addLoweredTogether(candidates, numbers, i, j);
                }
            }
        }
        return List.copyOf(new LinkedHashSet<>(candidates));
    }

    private static List<BigInteger> with(List<BigInteger> numbers, int index, BigInteger number) {
        List<BigInteger> changed = new ArrayList<>(numbers);
        changed.set(index, number);
        return changed;
    }

    /** Both numbers lowered by the same gaps: what keeps their difference, or their xor's high bits (87 23 → 64 0). */
    private void addLoweredTogether(List<List<BigInteger>> candidates, List<BigInteger> numbers, int i, int j) {
        BigInteger room = numbers.get(i).min(numbers.get(j)).subtract(least);
        for (BigInteger gap = room; gap.signum() > 0; gap = gap.shiftRight(1)) {
            List<BigInteger> lowered = new ArrayList<>(numbers);
            lowered.set(i, numbers.get(i).subtract(gap));
            lowered.set(j, numbers.get(j).subtract(gap));
            candidates.add(lowered);
        }
    }
}
