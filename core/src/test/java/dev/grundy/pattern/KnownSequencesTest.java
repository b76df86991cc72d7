package dev.grundy.pattern;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The library's sets and functions against their definitions, worked out the slow way. */
class KnownSequencesTest {
    private static final int UP_TO = 5000;

    private static KnownSequences.KnownSet set(String key) {
        return KnownSequences.SETS.stream().filter(set -> set.key().equals("pattern.set." + key)).findFirst().orElseThrow();
    }

    private static KnownSequences.KnownFunction function(String key) {
        return KnownSequences.FUNCTIONS.stream().filter(function -> function.key().equals("pattern.fn." + key)).findFirst().orElseThrow();
    }

    private static List<Long> members(KnownSequences.KnownSet set) {
        List<Long> members = new ArrayList<>();
        for (long n = 0; n <= UP_TO; n++) {
            if (set.contains().test(n)) {
                members.add(n);
            }
        }
        return members;
    }

    /** The sets generated from their definitions, up to UP_TO. */
    private static Map<String, List<Long>> generated() {
        Map<String, List<Long>> sets = new TreeMap<>();
        List<Long> powers2 = new ArrayList<>();
        List<Long> powers3 = new ArrayList<>();
        List<Long> allOnes = new ArrayList<>();
        for (long p = 1, q = 1; p <= UP_TO || q <= UP_TO; p *= 2, q *= 3) {
            if (p <= UP_TO) {
                powers2.add(p);
                allOnes.add(p - 1);
            }
            if (q <= UP_TO) {
                powers3.add(q);
            }
        }
        List<Long> squares = new ArrayList<>();
        List<Long> triangular = new ArrayList<>();
        for (long k = 0; k * k <= UP_TO; k++) {
            squares.add(k * k);
        }
        for (long k = 0; k * (k + 1) / 2 <= UP_TO; k++) {
            triangular.add(k * (k + 1) / 2);
        }
        List<Long> fibonacci = new ArrayList<>();
        for (long a = 1, b = 2; a <= UP_TO; b = a + b, a = b - a) {
            fibonacci.add(a);
        }
        boolean[] composite = new boolean[UP_TO + 1];
        List<Long> primes = new ArrayList<>();
        for (int n = 2; n <= UP_TO; n++) {
            if (!composite[n]) {
                primes.add((long) n);
                for (int m = 2 * n; m <= UP_TO; m += n) {
                    composite[m] = true;
                }
            }
        }
        sets.put("powersOf2", powers2);
        sets.put("powersOf3", powers3);
        sets.put("allOnes", allOnes);
        sets.put("squares", squares);
        sets.put("triangular", triangular);
        sets.put("fibonacci", fibonacci);
        sets.put("primes", primes);
        return sets;
    }

    @Test
    void theSetsAreTheirDefinitions() {
        generated().forEach((key, expected) -> assertThat(members(set(key))).as(key).isEqualTo(expected));
    }

    /** The sets by binary form, from the binary digits as a string. */
    @Property(tries = 300)
    void binaryFormsAreReadFromTheDigits(@ForAll @LongRange(min = 0, max = 1L << 40) long n) {
        String digits = Long.toBinaryString(n);
        long ones = digits.chars().filter(c -> c == '1').count();
        int zeros = n == 0 ? 0 : digits.length() - 1 - digits.lastIndexOf('1');
        assertThat(set("odious").contains().test(n)).isEqualTo(ones % 2 == 1);
        assertThat(set("evil").contains().test(n)).isEqualTo(ones % 2 == 0);
        assertThat(set("twoOnes").contains().test(n)).isEqualTo(ones == 2);
        assertThat(set("threeOnes").contains().test(n)).isEqualTo(ones == 3);
        assertThat(set("evenZeros").contains().test(n)).isEqualTo(n > 0 && zeros % 2 == 0);
        assertThat(set("oddZeros").contains().test(n)).isEqualTo(n > 0 && zeros % 2 == 1);
        assertThat(set("fibbinary").contains().test(n)).isEqualTo(!digits.contains("11"));
        assertThat(function("trailingZeros").at().applyAsLong(Math.max(n, 1))).isEqualTo(n == 0 ? 0 : zeros);
        assertThat(function("ones").at().applyAsLong(n)).isEqualTo(ones);
        assertThat(function("log2").at().applyAsLong(n + 1)).isEqualTo(Long.toBinaryString(n + 1).length() - 1);
    }

    /** The counting functions: the number of members up to n, less one where the set starts at 0. */
    @Test
    void theCountingFunctionsCountTheSets() {
        Map<String, List<Long>> sets = generated();
        for (long n = 0; n <= UP_TO; n++) {
            long at = n;
            assertThat(function("fibonacciCount").at().applyAsLong(n)).isEqualTo(sets.get("fibonacci").stream().filter(f -> f <= at).count());
            assertThat(function("sqrt").at().applyAsLong(n)).isEqualTo(sets.get("squares").stream().filter(s -> s <= at).count() - 1);
            assertThat(function("triangularRoot").at().applyAsLong(n)).isEqualTo(sets.get("triangular").stream().filter(t -> t <= at).count() - 1);
        }
    }

    /** Ω(n) by dividing out the primes of the sieve. */
    @Test
    void primeFactorsCountWithMultiplicity() {
        List<Long> primes = generated().get("primes");
        for (long n = 1; n <= UP_TO; n++) {
            long rest = n;
            long count = 0;
            for (long p : primes) {
                while (rest % p == 0) {
                    rest /= p;
                    count++;
                }
            }
            assertThat(function("primeFactors").at().applyAsLong(n)).as("Ω(%d)", n).isEqualTo(count);
        }
    }

    /** Primality by trial division is slow far out: past its bound the primes are not tried, so not named. */
    @Test
    void primesAreNamedOnlyWithinTheTrialDivisionBound() {
        java.util.function.LongFunction<ValueTable> primesFrom = from -> ValueTable.of(
                numbers -> java.math.BigInteger.valueOf(numbers[0]).isProbablePrime(40) ? 0 : 1, List.of(new TableRange(from, from + 2000)));

        assertThat(new KnownPSequence().find(primesFrom.apply(0))).singleElement()
                .satisfies(finding -> assertThat(finding.statement().toString()).isEqualTo("the P-positions are the primes"));
        assertThat(new KnownPSequence().find(primesFrom.apply(KnownSequences.TRIAL_DIVISION_UP_TO))).isEmpty();
        assertThat(KnownSequences.prime(9_999_991)).isTrue();
        assertThat(KnownSequences.prime(9_999_993)).isFalse();
    }
}
