package dev.grundy.misere.quotient;

import dev.grundy.Positions;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Convention;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.misere.MisereSolver;
import dev.grundy.solve.CombinedGame;
import dev.grundy.solve.OutcomeSolver;
import dev.grundy.solve.Solution;
import dev.grundy.text.Phrase;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** solve --misere through a saved quotient against the same solve by search, move by move. */
class QuotientSumsTest {
    private static final Path SAVED = folder("saved");
    private static final Path NONE = folder("none");

    private static Path folder(String name) {
        try {
            Path folder = Files.createTempDirectory("quotients-" + name);
            if (name.equals("saved")) {
                QuotientFolder store = new QuotientFolder(folder);
                OctalGame game = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.75", "octal:0.75")));
                store.save(new QuotientBuilder(HeapRules.of(game), 100).build(100, true, SearchBudget.of(5_000_000)).quotient());
                store.save(new QuotientBuilder(HeapRules.of(SubtractionGame.of(1, 2)), 100).build(100, true, SearchBudget.of(5_000_000)).quotient());
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Solution solve(String position, Path quotients) {
        Position parsed = Positions.parse(position);
        return new MisereSolver(SearchBudget.of(5_000_000), new QuotientFolder(quotients)).solve(parsed);
    }

    @Property(tries = 40)
    void quotientAnswersAsTheSearchDoes(@ForAll @Size(min = 1, max = 4) List<@IntRange(min = 1, max = 14) Integer> heaps,
                                        @ForAll boolean subtraction) {
        String position = (subtraction ? "subtract:1,2 " : "octal:0.75 ") + heaps.stream().map(String::valueOf).collect(Collectors.joining(" "));
        Solution byQuotient = solve(position, SAVED);
        // The plain search of the whole sum: no quotient, saved or built on demand, takes part.
        Position parsed = Positions.parse(position);
        OutcomeSolver<Position> search = new OutcomeSolver<>(new CombinedGame(), Convention.MISERE, SearchBudget.of(5_000_000), Position::canonical);
        assertThat(byQuotient.explanation().verdict().get(0).key()).isEqualTo("verdict.misere.quotient");
        assertThat(byQuotient.outcome()).isEqualTo(search.outcome(parsed));
        assertThat(byQuotient.winningMoves().stream().map(move -> move.to().toString()).sorted().toList())
                .isEqualTo(parsed.moves().filter(move -> search.outcome(move.to()) == Outcome.P).map(move -> move.to().toString()).sorted().toList());
    }

    /** A sum over 30 tokens with no saved quotient: solve builds it, saves it, and answers by it. */
    @Test
    void aLargeSumBuildsTheQuotientOnDemand() throws IOException {
        Path fresh = Files.createTempDirectory("quotients-fresh");
        Solution solution = solve("octal:0.75 20 21 22 23 30 100 1000", fresh);
        assertThat(solution.explanation().verdict().get(0).key()).isEqualTo("verdict.misere.quotient");
        assertThat(new QuotientFolder(fresh).load("octal:0.75").isFinal()).isTrue();
    }

    /**
     * An on-demand build tells the request's listener each heap it adjoins (what {@code solve --misere}
     * shows on a terminal): heap by heap from 1 to the heap where 0.75's quotient is final, its order at the end.
     */
    @Test
    void anOnDemandBuildReportsEachHeapToTheRequestsListener() throws IOException {
        List<int[]> told = new java.util.ArrayList<>();
        dev.grundy.budget.ProgressListener listener = new dev.grundy.budget.ProgressListener() {
            @Override
            public void explored(long states) {
            }

            @Override
            public void adjoined(int heap, int order, long candidates) {
                told.add(new int[] {heap, order, (int) candidates});
            }
        };
        OctalGame game = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.75", "octal:0.75")));
        QuotientFolder store = new QuotientFolder(Files.createTempDirectory("quotients-progress"));
        Phrase why = new QuotientSums(game, store).ready(List.of(java.math.BigInteger.valueOf(40)), new SearchBudget(5_000_000, listener));

        assertThat(why).isNull();
        MisereQuotient built = store.load("octal:0.75");
        assertThat(told).extracting(heap -> heap[0]).containsExactlyElementsOf(
                java.util.stream.IntStream.rangeClosed(1, built.lastHeap()).boxed().toList());
        assertThat(told.get(told.size() - 1)[1]).isEqualTo(built.order()).isEqualTo(8);
        assertThat(told.get(told.size() - 1)[2]).isPositive();
    }

    /** A quotient that does not become final in the budget given is not used, and the answer says so. */
    @Test
    void aBuildOutOfBudgetFallsBackWithAReason() throws IOException {
        Path fresh = Files.createTempDirectory("quotients-short");
        OctalGame dawson = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.07", "octal:0.07")));
        Phrase why = new QuotientSums(dawson, new QuotientFolder(fresh)).ready(
                List.of(java.math.BigInteger.valueOf(40), java.math.BigInteger.valueOf(41)), SearchBudget.of(200));
        assertThat(why.key()).isEqualTo("misere.quotient.notFinal");
        Phrase reason = (Phrase) why.arguments().get(3);
        assertThat(reason.key()).isEqualTo("misere.quotient.stop.BUDGET");
        // The limit comes from the constant, so the message follows it when it changes.
        assertThat(reason.arguments()).containsExactly(QuotientSums.MOST_SECONDS);
        assertThat(reason.in(java.util.Locale.ROOT)).contains("(" + QuotientSums.MOST_SECONDS + " s)");
        assertThat(reason.in(java.util.Locale.CHINESE)).contains(QuotientSums.MOST_SECONDS + " 秒");
        assertThat(new QuotientFolder(fresh).load("octal:0.07")).isNull();
    }

    /** A build that gave up is remembered with its limits: the same limits are told at once, more states build again. */
    @Test
    void aBuildThatGaveUpIsRememberedWithItsLimits() throws IOException {
        OctalGame dawson = new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse("0.07", "octal:0.07")));
        List<java.math.BigInteger> heaps = List.of(java.math.BigInteger.valueOf(40), java.math.BigInteger.valueOf(41));
        for (QuotientStore store : List.of(new QuotientFolder(Files.createTempDirectory("quotients-failed")), QuotientStore.inMemory())) {
            QuotientSums sums = new QuotientSums(dawson, store);

            assertThat(sums.ready(heaps, SearchBudget.of(200)).key()).isEqualTo("misere.quotient.notFinal");
            FailedBuild failed = store.failure("octal:0.07");
            assertThat(failed.states()).isEqualTo(100);
            assertThat(failed.stop()).isEqualTo(QuotientBuilder.Stop.BUDGET);

            SearchBudget same = SearchBudget.of(200);
            assertThat(sums.ready(heaps, same).key()).isEqualTo("misere.quotient.gaveUpBefore");
            assertThat(same.spent()).isZero();
            assertThat(sums.ready(heaps, SearchBudget.of(100)).key()).isEqualTo("misere.quotient.gaveUpBefore");

            assertThat(sums.ready(heaps, SearchBudget.of(2_000)).key()).isEqualTo("misere.quotient.notFinal");
            assertThat(store.failure("octal:0.07").states()).isEqualTo(1_000);
        }
    }

    @Test
    void heapsBeyondTheBuiltRangeFollowTheProvedPeriod() {
        Solution large = solve("octal:0.75 20 21 22 23 30 100 1000", SAVED);
        assertThat(large.explanation().verdict().get(0).key()).isEqualTo("verdict.misere.quotient");
        assertThat(large.winningMoves()).isNotEmpty();
    }

    @Test
    void withoutASavedQuotientTheSearchDecides() {
        assertThat(solve("octal:0.75 3 5", NONE).explanation().verdict().get(0).key()).isEqualTo("verdict.misere.search");
    }

    @Test
    void aCorruptFileIsNotBelieved() throws IOException {
        Path folder = Files.createTempDirectory("quotients-corrupt");
        Path file = new QuotientFolder(folder).file("octal:0.75");
        Files.writeString(file, Files.readString(new QuotientFolder(SAVED).file("octal:0.75")).replace("\"lastHeap\": ", "\"lastHeap\": 1"));
        assertThat(new QuotientFolder(folder).load("octal:0.75")).isNull();
        assertThat(new QuotientFolder(SAVED).load("octal:0.75").order()).isEqualTo(8);
    }
}
