package dev.grundy.cli.judge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/**
 * The numbers of the cases {@code judge} draws, of a {@link CaseShape}. The first cases are the
 * boundaries where contest solutions break — the fewest components all at the least number (the
 * empty sum when 0 components are allowed), the most components at the largest number, all equal,
 * all at the least — then random cases, whose numbers are uniform from {@code least} to
 * {@code most} (of any size) save that one in eight is the least, one in eight the largest and one
 * in eight a copy of an earlier number of the case (equal components cancel in a nim-sum, a classic
 * slip). {@link Random} is used, not a faster generator, because its algorithm is fixed by its
 * specification: the same seed draws the same cases on every machine and Java version.
 */
final class RandomNumbers implements CaseDraws {
    private static final int SPECIAL_IN = 8;

    private final Random random;
    private final CaseShape shape;
    private final BigInteger least;
    private final BigInteger most;
    private final BigInteger span;
    private final List<List<BigInteger>> boundaries;
    private int drawn;

    /**
     * @param seed the seed
     * @param shape how many components a case has and how many numbers each
     * @param least the smallest number
     * @param most the largest number, at least {@code least}
     */
    RandomNumbers(long seed, CaseShape shape, BigInteger least, BigInteger most) {
        this.random = new Random(seed);
        this.shape = shape;
        this.least = least;
        this.most = most;
        this.span = most.subtract(least).add(BigInteger.ONE);
        this.boundaries = boundaries();
    }

    /** @return the shape of the cases */
    CaseShape shape() {
        return shape;
    }

    private List<List<BigInteger>> boundaries() {
        int fewest = shape.fewestNumbers();
        int largest = shape.components().most() * shape.numbers().most();
        LinkedHashSet<List<BigInteger>> cases = new LinkedHashSet<>();
        cases.add(Collections.nCopies(fewest, least));
        cases.add(Collections.nCopies(largest, most));
        cases.add(Collections.nCopies(largest, least.add(below(span))));
        cases.add(Collections.nCopies(largest, least));
        return List.copyOf(cases);
    }

    @Override
    public Object sizes() {
        return shape.numbers();
    }

    /** @return the next case's numbers: a boundary, then random ones */
    @Override
    public List<BigInteger> next() {
        if (drawn < boundaries.size()) {
            return boundaries.get(drawn++);
        }
        int components = between(shape.components().fewest(), shape.components().most());
        int numbers = between(shape.numbers().fewest(), shape.numbers().most());
        return next(components * numbers);
    }

    /**
     * @param size how many numbers
     * @return a list of that many random numbers
     */
    List<BigInteger> next(int size) {
        List<BigInteger> numbers = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            int special = random.nextInt(SPECIAL_IN);
            numbers.add(special == 0 ? least : special == 1 ? most : special == 2 && i > 0 ? numbers.get(random.nextInt(i))
                    : least.add(below(span)));
        }
        return numbers;
    }

    private int between(int fewest, int most) {
        return fewest + random.nextInt(most - fewest + 1);
    }

    /** Uniform in [0, bound): a draw of bound's bit length, redrawn when too large (expected under two draws). */
    private BigInteger below(BigInteger bound) {
        BigInteger value;
        do {
            value = new BigInteger(bound.bitLength(), random);
        } while (value.compareTo(bound) >= 0);
        return value;
    }
}
