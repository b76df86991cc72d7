package dev.grundy.cli.judge;

import dev.grundy.cli.Cli;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code judge --interactive}: {@code examples/judge/nim-play.py} plays Nim against the engine;
 * played right it wins every game, and with its planted bug (no nim-sum with three or more heaps
 * left) a lost game is shrunk to a smallest one and explained.
 */
class JudgeInteractiveTest {
    private static final String PLAYER = "../examples/judge/nim-play.py";

    @Test
    void aPerfectPlayerWinsEveryGame() {
        Cli run = Cli.run("judge", "nim", "--interactive", "--input", "t; n; a[n]", "--cases", "100", "--max", "30", "--", "python3", PLAYER);

        assertThat(run.out()).isEqualTo("all 100 games won by the program (nim: sums of 1..5 components of one number from 0 to 30, seed 1)\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void aLostGameIsShrunkAndExplained() {
        Cli run = Cli.run("judge", "nim", "--interactive", "--input", "t; n; a[n]", "--cases", "100", "--max", "30",
                "--", "python3", PLAYER, "bug");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("the games stop at the first one the program loses (nim: sums of 1..5 components")
                // Three heaps, one of them non-zero after the shrink's best; the losing move named with what it leaves.
                .containsPattern("smallest failing position found \\(smaller ones tried: \\d+\\): nim \\d+ \\d+ \\d+: the program answered "
                        + "'1 \\d+', which leaves nim \\d+ \\d+ \\d+, where the opponent wins; a winning move is '\\d \\d+'")
                .containsPattern("its input:\n  1\n  3\n  \\d+ \\d+ \\d+\n");
    }

    @Test
    void choosingTheWrongSideLoses() {
        // Always First: wrong on every P-position.
        Cli run = Cli.run("judge", "nim", "--interactive", "--cases", "20", "--max", "5",
                "--", "bash", "-c", "while read -r line; do echo First; read -r reply; done");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).containsPattern("nim 0: the program chose First, the right choice is Second");
    }

    @Test
    void aLineThatIsNoMoveLoses() {
        // Takes the right side, then answers with a word where a move is due.
        Cli run = Cli.run("judge", "nim", "--interactive", "--numbers", "1", "--min", "1", "--cases", "5",
                "--", "bash", "-c", "while read -r line; do echo First; echo pass; read -r reply; done");

        assertThat(run.out()).contains("the program answered 'pass', which is neither a move (i to) nor Second");
    }

    @Test
    void onlyMovesArePlayed() {
        Cli run = Cli.run("judge", "nim", "--interactive", "--answer", "value", "--", "bash", "../examples/judge/nim.sh");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("grundy: --interactive plays moves: --answer must be move or smallest-move").hasLineCount(1);
    }
}
