package dev.grundy.cli.judge;

import dev.grundy.rules.ShapeKind;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The steps that shrink a failing case of strings, trees or grids ({@link ShapeCoding}), for the
 * {@link Shrinker}: a component fewer, or two; two equal components made smaller alike; then in each component a character, a vertex (the last
 * ones re-hung, as their numbers say), a row or a column fewer; then a character, a cell or a
 * parent made the alphabet's first (a cleared cell; a vertex hung nearer along the path), or
 * lowered halfway, a quarter, … down to one less. Each step makes the case shorter or a number
 * smaller, so shrinking ends; the sizes and the count of components stay within what was asked.
 *
 * @param coding the shape, its sizes and components
 */
record ShapeShrinks(ShapeCoding coding) {
    /** Pairs of components are taken away together among the first this many; beyond, their number would swamp the tries. */
    private static final int MOST_FOR_PAIRS = 8;

    /**
     * @param numbers a case's numbers
     * @return the cases one step smaller, the most promising (fewest components, then smallest) first
     */
    List<List<BigInteger>> candidates(List<BigInteger> numbers) {
        List<List<BigInteger>> parts = coding.split(numbers);
        LinkedHashSet<List<BigInteger>> candidates = new LinkedHashSet<>();
        if (parts.size() > coding.components().fewest()) {
            for (int i = 0; i < parts.size(); i++) {
                candidates.add(replaced(parts, i, null));
            }
        }
        // Two components fewer at once: a sum whose nim-sum is 0 keeps it when two equal ones go, where one alone would not.
        for (int i = 0; parts.size() - 2 >= coding.components().fewest() && i < Math.min(parts.size(), MOST_FOR_PAIRS); i++) {
            for (int j = i + 1; j < Math.min(parts.size(), MOST_FOR_PAIRS); j++) {
                candidates.add(without(parts, i, j));
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            for (List<BigInteger> smaller : smallerParts(parts.get(i))) {
                candidates.add(replaced(parts, i, smaller));
            }
        }
        // Two equal components made smaller alike: they still cancel.
        for (int i = 0; i < parts.size(); i++) {
            int twin = parts.subList(i + 1, parts.size()).indexOf(parts.get(i));
            if (twin >= 0) {
                List<List<BigInteger>> steps = new ArrayList<>(smallerParts(parts.get(i)));
                steps.addAll(loweredParts(parts.get(i)));
                for (List<BigInteger> smaller : steps) {
                    List<List<BigInteger>> both = new ArrayList<>(parts);
                    both.set(i, smaller);
                    both.set(i + 1 + twin, smaller);
                    candidates.add(replaced(both, -1, null));
                }
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            for (List<BigInteger> lowered : loweredParts(parts.get(i))) {
                candidates.add(replaced(parts, i, lowered));
            }
        }
        return List.copyOf(candidates);
    }

    /** @return the case without components i and j */
    private static List<BigInteger> without(List<List<BigInteger>> parts, int i, int j) {
        List<BigInteger> numbers = new ArrayList<>();
        for (int at = 0; at < parts.size(); at++) {
            if (at != i && at != j) {
                numbers.addAll(parts.get(at));
            }
        }
        return numbers;
    }

    /** @return the case with component i replaced, or left out when the replacement is null */
    private static List<BigInteger> replaced(List<List<BigInteger>> parts, int index, List<BigInteger> replacement) {
        List<BigInteger> numbers = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            numbers.addAll(i != index ? parts.get(i) : replacement == null ? List.of() : replacement);
        }
        return numbers;
    }

    /** @return the component with a body number, a row or a column fewer, within the sizes asked for */
    private List<List<BigInteger>> smallerParts(List<BigInteger> part) {
        List<List<BigInteger>> smaller = new ArrayList<>();
        int fewest = coding.sizes().fewest();
        if (coding.kind() != ShapeKind.GRID) {
            int size = part.get(0).intValueExact() + (coding.kind() == ShapeKind.TREE ? 1 : 0);
            for (int i = 1; size > fewest && i < part.size(); i++) {
                List<BigInteger> shorter = new ArrayList<>(part);
                shorter.remove(i);
                shorter.set(0, part.get(0).subtract(BigInteger.ONE));
                smaller.add(shorter);
            }
            return smaller;
        }
        int rows = part.get(0).intValueExact();
        int columns = part.get(1).intValueExact();
        for (int row = 0; rows > fewest && row < rows; row++) {
            smaller.add(grid(part, rows, columns, row, -1));
        }
        for (int column = 0; columns > fewest && column < columns; column++) {
            smaller.add(grid(part, rows, columns, -1, column));
        }
        return smaller;
    }

    /** @return the grid without the row or the column (−1 for none) */
    private static List<BigInteger> grid(List<BigInteger> part, int rows, int columns, int droppedRow, int droppedColumn) {
        List<BigInteger> grid = new ArrayList<>(List.of(BigInteger.valueOf(rows - (droppedRow >= 0 ? 1 : 0)),
                BigInteger.valueOf(columns - (droppedColumn >= 0 ? 1 : 0))));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (r != droppedRow && c != droppedColumn) {
                    grid.add(part.get(2 + r * columns + c));
                }
            }
        }
        return grid;
    }

    /** @return the component with one body number made 0, or lowered by a half, a quarter, … of itself */
    private List<List<BigInteger>> loweredParts(List<BigInteger> part) {
        List<List<BigInteger>> lowered = new ArrayList<>();
        for (int i = coding.headerSize(); i < part.size(); i++) {
            BigInteger number = part.get(i);
            if (number.signum() > 0) {
                lowered.add(with(part, i, BigInteger.ZERO));
            }
            for (BigInteger gap = number.shiftRight(1); gap.signum() > 0; gap = gap.shiftRight(1)) {
                lowered.add(with(part, i, number.subtract(gap)));
            }
        }
        return lowered;
    }

    private static List<BigInteger> with(List<BigInteger> numbers, int index, BigInteger number) {
        List<BigInteger> changed = new ArrayList<>(numbers);
        changed.set(index, number);
        return changed;
    }
}
