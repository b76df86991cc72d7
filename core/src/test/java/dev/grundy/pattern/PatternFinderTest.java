package dev.grundy.pattern;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceListener;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.heap.SequenceSource;
import dev.grundy.language.PositionParser;
import dev.grundy.language.StandardGames;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pattern finder recognises the known patterns of the built-in games, proves only what the
 * game's theorem proves, and states nothing false on random games and random tables.
 */
class PatternFinderTest {

    private static ValueTable table(String game, TableRange... ranges) {
        SearchBudget budget = SearchBudget.of(50_000_000);
        return ValueTable.of(new PositionValues(new PositionParser(StandardGames.registry()), game, budget), List.of(ranges));
    }

    /** The periodicity finder with the game's own theorem, as {@code grundy table} makes it. */
    private static PeriodicValues theorem(String game, long to) {
        SearchBudget budget = SearchBudget.of(50_000_000);
        SequenceSource source = (SequenceSource) StandardGames.registry().game(game, budget);
        Sequence sequence = source.sequence((int) to, SequenceMethod.AUTO, budget, SequenceListener.NONE);
        return new PeriodicValues(sequence.periodicity(), sequence.periodicityReason());
    }

    private static List<String> keys(List<Finding> findings) {
        return findings.stream().map(finding -> finding.statement().key()).toList();
    }

    private static Finding only(List<Finding> findings, String key) {
        return findings.stream().filter(finding -> finding.statement().key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void aSubtractionGamesPeriodIsProvedByItsTheorem() {
        ValueTable values = table("subtract:2,5,7", new TableRange(0, 200));
        List<Finding> found = Patterns.find(values, theorem("subtract:2,5,7", 200));

        Finding period = only(found, "pattern.periodic");
        assertThat(period.statement().arguments()).containsExactly(22L, 0L);
        assertThat(period.proof()).isNotNull();
        assertThat(period.holdsOn(table("subtract:2,5,7", new TableRange(0, 3000)))).isTrue();
        assertThat(only(found, "pattern.p.residues").statement().arguments()).containsExactly(22, "0, 1, 4, 10, 13, 14");
    }

    @Test
    void withoutATheoremAPeriodIsOnlyObserved() {
        ValueTable values = table("subtract:1,3,4", new TableRange(0, 100));
        List<Finding> found = Patterns.find(values, new PeriodicValues());

        Finding period = only(found, "pattern.periodic");
        assertThat(period.statement().arguments()).containsExactly(7L, 0L);
        assertThat(period.proof()).isNull();
        assertThat(only(found, "pattern.p.residues").statement().arguments()).containsExactly(7, "0, 2");
    }

    /** Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways, ch. 4). */
    @Test
    void laskersNimIsArithmeticPeriodicWithAFormulaPerResidue() {
        ValueTable values = table("lasker", new TableRange(0, 100));
        List<Finding> found = Patterns.find(values, theorem("lasker", 100));

        Finding period = only(found, "pattern.arithmetic");
        assertThat(period.statement().arguments()).containsExactly(4L, 1L, 4L);
        assertThat(period.proof()).isNotNull();
        assertThat(only(found, "pattern.residue").statement().arguments()).containsExactly(4, 1L, "-1, 0, 0, +1");
    }

    @Test
    void wythoffsPPositionsAreTheWythoffPairs() {
        List<Finding> found = Patterns.find(table("wythoff", new TableRange(0, 30), new TableRange(0, 30)), new PeriodicValues());

        assertThat(keys(found)).containsExactly("pattern.p.wythoff");
    }

    @Test
    void twoHeapNimIsTheNimSumWithPPositionsOnTheDiagonal() {
        List<Finding> found = Patterns.find(table("nim", new TableRange(0, 20), new TableRange(0, 20)), new PeriodicValues());

        assertThat(keys(found)).containsExactly("pattern.value.nimSum", "pattern.p.diagonal");
    }

    /** Bouton and Wythoff prove their games' patterns for every position; another game's same pattern stays observed. */
    @Test
    void theoremsProveOnlyTheirOwnGamesPatterns() {
        List<Finding> nim = KnownTheorems.prove("nim", Patterns.find(table("nim", new TableRange(0, 9), new TableRange(0, 9)),
                new PeriodicValues()));
        List<Finding> wythoff = KnownTheorems.prove("wythoff", Patterns.find(
                table("wythoff", new TableRange(0, 30), new TableRange(0, 30)), new PeriodicValues()));
        ValueTable nimSums = ValueTable.of(numbers -> numbers[0] ^ numbers[1], List.of(new TableRange(0, 9), new TableRange(0, 9)));
        List<Finding> other = KnownTheorems.prove("line", Patterns.find(nimSums, new PeriodicValues()));

        assertThat(nim).allSatisfy(finding -> assertThat(finding.proof().key()).isEqualTo("theorem.bouton"));
        assertThat(only(wythoff, "pattern.p.wythoff").proof().key()).isEqualTo("theorem.wythoff");
        assertThat(keys(other)).containsExactly("pattern.value.nimSum", "pattern.p.diagonal");
        assertThat(other).allSatisfy(finding -> assertThat(finding.proof()).isNull());
    }

    @Test
    void threeHeapNimIsTheNimSum() {
        ValueTable values = table("nim", new TableRange(0, 7), new TableRange(0, 7), new TableRange(0, 7));

        assertThat(keys(Patterns.find(values, new PeriodicValues()))).containsExactly("pattern.value.nimSum");
    }

    @Test
    void aTableOfNimProductsIsRecognised() {
        ValueTable values = ValueTable.of(numbers -> Nimbers.nimProduct(numbers[0], numbers[1]),
                List.of(new TableRange(0, 15), new TableRange(0, 15)));

        assertThat(keys(Patterns.find(values, new PeriodicValues()))).contains("pattern.value.nimProduct");
    }

    @Test
    void knownSequencesOfPPositionsAreNamed() {
        assertThat(pSequence(n -> n > 0 && (n & (n - 1)) == 0)).containsExactly("the P-positions are the powers of 2 (1, 2, 4, 8, …)");
        assertThat(pSequence(KnownSequences::fibonacci)).containsExactly("the P-positions are the Fibonacci numbers (1, 2, 3, 5, 8, …)");
        assertThat(pSequence(n -> Long.bitCount(n) % 2 == 1)).containsExactly("the P-positions are the odious numbers (an odd number of 1 bits)");
        assertThat(pSequence(n -> Long.bitCount(n) % 2 == 0)).containsExactly("the P-positions are the evil numbers (an even number of 1 bits)");
        assertThat(pSequence(n -> n % 5 == 0)).containsExactly("the P-positions are the multiples of 5");
    }

    /** The statements of the one-number P-position finders on a table whose value is 0 exactly where the sequence holds, 1 + n mod 3 elsewhere. */
    private static List<String> pSequence(java.util.function.LongPredicate losing) {
        ValueTable values = ValueTable.of(numbers -> losing.test(numbers[0]) ? 0 : 1 + numbers[0] % 3,
                List.of(new TableRange(1, 300)));
        return java.util.stream.Stream.of(new PResidueClasses(), new KnownPSequence(), new BeattyPSequence())
                .flatMap(finder -> finder.find(values).stream()).map(finding -> finding.statement().toString()).toList();
    }

    @Test
    void tooShortATableStatesNoPeriod() {
        assertThat(new PeriodicValues().find(table("subtract:1,3,4", new TableRange(0, 20)))).isEmpty();
    }

    /** Random subtraction games: whatever is stated holds on the table, and what is proved holds ten times further. */
    @Property(tries = 40)
    void randomSubtractionGamesGetNothingFalse(@ForAll @Size(min = 1, max = 4) Set<@IntRange(min = 1, max = 12) Integer> set) {
        String game = "subtract:" + new TreeSet<>(set).stream().map(String::valueOf).collect(Collectors.joining(","));
        ValueTable values = table(game, new TableRange(0, 300));
        ValueTable further = table(game, new TableRange(0, 3000));
        for (Finding finding : Patterns.find(values, theorem(game, 300))) {
            assertThat(finding.holdsOn(values)).as(finding.statement().toString()).isTrue();
            if (finding.proof() != null) {
                assertThat(finding.holdsOn(further)).as(finding.statement().toString()).isTrue();
            }
        }
    }

    /** Random tables of one, two and three numbers, periodic-looking with noise: every statement holds on its table. */
    @Property(tries = 200)
    void randomTablesGetNothingFalse(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int arity,
                                     @ForAll @IntRange(min = 1, max = 6) int period) {
        Random random = new Random(seed);
        long[] pattern = random.longs(period, 0, 3).toArray();
        double noise = random.nextInt(3) == 0 ? 0 : 0.05;
        TableRange[] ranges = new TableRange[arity];
        Arrays.fill(ranges, new TableRange(random.nextInt(3), arity == 1 ? 150 : arity == 2 ? 17 : 7));
        ValueTable values = ValueTable.of(numbers -> {
            long sum = Arrays.stream(numbers).sum();
            return random.nextDouble() < noise ? random.nextInt(4) : pattern[(int) (sum % period)];
        }, List.of(ranges));
        for (Finding finding : Patterns.find(values, new PeriodicValues())) {
            assertThat(finding.holdsOn(values)).as(finding.statement().toString()).isTrue();
        }
    }
}
