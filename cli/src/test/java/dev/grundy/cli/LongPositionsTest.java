package dev.grundy.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Output grows with the answer, not quadratically (issue 17, item 7): a move of a position longer
 * than 1,000 characters is told by what it changes, not by the whole position it leads to, and
 * every position printed can still be pasted back. The timeout is a safety net only.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LongPositionsTest {
    /** 5,000 heaps below 10^6: about 2,500 winning moves, each leading to a position of 34 KB. */
    private static String[] manyHeaps(String... before) {
        List<String> words = new ArrayList<>(List.of(before));
        words.add("nim");
        Random random = new Random(17);
        for (int i = 0; i < 5_000; i++) {
            words.add(String.valueOf(1 + random.nextInt(1_000_000)));
        }
        return words.toArray(String[]::new);
    }

    @Test
    void theWinningMovesOfThousandsOfHeapsAreToldByWhatTheyChange() {
        Cli run = Cli.run(manyHeaps("solve", "--limit", "100000"));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().length()).as("characters printed").isLessThan(400_000);
        List<String> moves = run.out().lines().dropWhile(line -> !line.matches("\\d+ winning moves:")).skip(1).toList();
        assertThat(moves.get(0)).isEqualTo("  (the position is longer than 1,000 characters: each move is told by what it changes, "
                + "not by the whole position it leads to)");
        assertThat(moves.subList(1, moves.size())).hasSizeGreaterThan(1_000)
                .allSatisfy(line -> assertThat(line).matches("  take \\d+ from heap \\d+: \\d+ → \\d+"));
    }

    @Test
    void inJsonEachMoveNamesItsComponentAndWhatItBecomes() {
        JsonNode answer = Cli.run(manyHeaps("solve", "--json")).json();

        assertThat(answer.get("winningMoveCount").asLong()).isGreaterThan(1_000);
        assertThat(answer.get("winningMoves")).hasSize(1_000).allSatisfy(move -> {
            assertThat(move.get("to").isNull()).isTrue();
            assertThat(move.get("becomes").asText()).matches("nim \\d+");
        });
        assertThat(answer.get("complete").asBoolean()).isFalse();
    }

    @Test
    void theMovesOfALongPositionAreShortLines() {
        Cli run = Cli.run(manyHeaps("moves", "--limit", "50"));

        assertThat(run.out().lines().skip(2).limit(50)).allSatisfy(line -> assertThat(line.length()).isLessThan(80));
    }

    @Test
    void aShortPositionStillLeadsToAPositionThatPastesBack() {
        Cli run = Cli.run("solve", "nim", "3", "4", "5");

        assertThat(run.out()).contains("  take 2 from heap 1: 3 → 1   to nim 1 4 5");
    }

    /** Wythoff's piles carry no heap's number, so in a long sum a move names the component's place. */
    @Test
    void inALongSumAMoveOfAGameWithoutHeapsNamesItsComponent() {
        List<String> words = new ArrayList<>(List.of("solve", "wythoff", "3", "6"));
        for (int i = 0; i < 200; i++) {
            words.addAll(List.of("+", "wythoff", "1", "2"));
        }
        Cli run = Cli.run(words.toArray(String[]::new));

        assertThat(run.out()).contains("  component 1 (wythoff): take 1 from pile 2: (3, 6) → (3, 5)\n");
    }

    @Test
    void aHeapOfThousandsOfDigitsListsItsFirstWinningMovesAndCountsThemAll() {
        Cli run = Cli.run("solve", "--limit", "3", "fibonacci-nim", "9".repeat(3_000));

        assertThat(run.out()).contains("winning moves, the first 3 listed (--limit lists more):")
                .contains("terms) (Zeckendorf: Fibonacci numbers, no two adjacent)");
        assertThat(run.out().length()).isLessThan(30_000);
    }
}
