package dev.grundy.cli.judge;

import dev.grundy.core.Position;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What a drawn case is: a sum of some components of the game, each a list of numbers. Either one
 * component whose count of numbers varies ({@code wythoff 3 5}, {@code moore:2 1 4 6}), or a sum of
 * a varying count of components with the same count of numbers each ({@code --components 0..5}).
 * A sum is written as one term when the game reads several numbers as several components
 * ({@code nim 3 4 5}), else as its components joined by {@code +} ({@code line 3 + line 4}).
 *
 * @param components how many components a case has; exactly one for a case of one component
 * @param numbers how many numbers a component has; one count when the components vary
 * @param oneTerm true when the game reads a list of numbers as that many components
 */
record CaseShape(NumberCount components, NumberCount numbers, boolean oneTerm) {

    /** @return true for sums of a varying count of components, false for one component a case */
    boolean summed() {
        return !(components.fewest() == 1 && components.most() == 1);
    }

    /** @return the fewest numbers a case has */
    int fewestNumbers() {
        return components.fewest() * numbers.fewest();
    }

    /** @return the count of numbers a shrinker takes away at once: one component */
    int group() {
        return summed() ? numbers.fewest() : 1;
    }

    /**
     * @param numbers a case's numbers, the components' in turn
     * @return how many components they are; for one component, how many numbers it has (what a contest calls n)
     */
    int componentCount(List<BigInteger> numbers) {
        return summed() ? numbers.size() / this.numbers.fewest() : numbers.size();
    }

    /**
     * @param game the game as written
     * @param numbers a case's numbers, the components' in turn
     * @return the case in the position language: {@code 0} for the empty sum
     */
    String position(String game, List<BigInteger> numbers) {
        if (numbers.isEmpty()) {
            return Position.EMPTY;
        }
        if (!summed() || oneTerm) {
            return game + " " + words(numbers);
        }
        int size = this.numbers.fewest();
        List<String> terms = new ArrayList<>();
        for (int i = 0; i + size <= numbers.size(); i += size) {
            terms.add(game + " " + words(numbers.subList(i, i + size)));
        }
        return numbers.size() % size == 0 ? String.join(" + ", terms) : game + " " + words(numbers);
    }

    private static String words(List<BigInteger> numbers) {
        return String.join(" ", numbers.stream().map(BigInteger::toString).toList());
    }
}
