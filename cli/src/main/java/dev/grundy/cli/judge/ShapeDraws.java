package dev.grundy.cli.judge;

import dev.grundy.rules.ShapeKind;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/**
 * The strings, trees and grids of the cases {@code judge} draws for a one-line game over them, as
 * numbers ({@link ShapeCoding}). The boundaries come first: the fewest components, each of the
 * smallest size and all of the alphabet's first character (a string of it, a board of empty cells;
 * for trees, one vertex); the most components of the largest size all of its last character (a
 * full board; a star), of one random character, and of its first (an empty board; a path); and the
 * fewest components of the smallest size of its last (a 1×1 full board). Then random cases: sizes
 * uniform, a component a copy of an earlier one one time in eight (equal components cancel in a
 * sum), and each body number uniform save that one in eight is the first, one in eight the last and
 * one in eight a copy of an earlier one. {@link Random}, for the same cases on every machine.
 */
final class ShapeDraws implements CaseDraws {
    private static final int SPECIAL_IN = 8;

    private final Random random;
    private final ShapeCoding coding;
    private final List<List<BigInteger>> boundaries;
    private int drawn;

    /**
     * @param seed the seed
     * @param coding the shape, its sizes and components
     */
    ShapeDraws(long seed, ShapeCoding coding) {
        this.random = new Random(seed);
        this.coding = coding;
        this.boundaries = boundaries();
    }

    @Override
    public Object sizes() {
        return coding.sizes();
    }

    private List<List<BigInteger>> boundaries() {
        NumberCount counts = coding.components();
        int smallest = coding.sizes().fewest();
        int largest = coding.sizes().most();
        int most = coding.most();
        LinkedHashSet<List<BigInteger>> cases = new LinkedHashSet<>();
        cases.add(copies(counts.fewest(), component(smallest, smallest, 0)));
        cases.add(copies(counts.most(), component(largest, largest, most)));
        cases.add(copies(counts.most(), component(largest, largest, random.nextInt(most + 1))));
        cases.add(copies(counts.most(), component(largest, largest, 0)));
        cases.add(copies(Math.max(counts.fewest(), Math.min(1, counts.most())), component(smallest, smallest, most)));
        return List.copyOf(cases);
    }

    private static List<BigInteger> copies(int count, List<BigInteger> component) {
        List<BigInteger> numbers = new ArrayList<>();
        Collections.nCopies(count, component).forEach(numbers::addAll);
        return numbers;
    }

    /** @return a component of that size (a grid's rows and columns; else the first) with every body number the same */
    private List<BigInteger> component(int size, int columns, int number) {
        List<BigInteger> header = header(size, columns);
        return with(header, Collections.nCopies(body(header), BigInteger.valueOf(number)));
    }

    private List<BigInteger> header(int size, int columns) {
        return switch (coding.kind()) {
            case TREE -> List.of(BigInteger.valueOf(size - 1));
            case GRID -> List.of(BigInteger.valueOf(size), BigInteger.valueOf(columns));
            default -> List.of(BigInteger.valueOf(size));
        };
    }

    private int body(List<BigInteger> header) {
        return header.stream().mapToInt(BigInteger::intValueExact).reduce(1, (a, b) -> a * b);
    }

    private static List<BigInteger> with(List<BigInteger> header, List<BigInteger> body) {
        List<BigInteger> component = new ArrayList<>(header);
        component.addAll(body);
        return component;
    }

    @Override
    public List<BigInteger> next() {
        if (drawn < boundaries.size()) {
            return boundaries.get(drawn++);
        }
        int count = between(coding.components().fewest(), coding.components().most());
        List<List<BigInteger>> components = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            components.add(i > 0 && random.nextInt(SPECIAL_IN) == 0 ? components.get(random.nextInt(i)) : randomComponent());
        }
        List<BigInteger> numbers = new ArrayList<>();
        components.forEach(numbers::addAll);
        return numbers;
    }

    private List<BigInteger> randomComponent() {
        NumberCount sizes = coding.sizes();
        List<BigInteger> header = header(between(sizes.fewest(), sizes.most()),
                coding.kind() == ShapeKind.GRID ? between(sizes.fewest(), sizes.most()) : 0);
        int most = coding.most();
        List<BigInteger> body = new ArrayList<>();
        for (int i = 0; i < body(header); i++) {
            int special = random.nextInt(SPECIAL_IN);
            body.add(special == 0 ? BigInteger.ZERO : special == 1 ? BigInteger.valueOf(most)
                    : special == 2 && i > 0 ? body.get(random.nextInt(i)) : BigInteger.valueOf(random.nextInt(most + 1)));
        }
        return with(header, body);
    }

    private int between(int fewest, int most) {
        return fewest + random.nextInt(most - fewest + 1);
    }
}
