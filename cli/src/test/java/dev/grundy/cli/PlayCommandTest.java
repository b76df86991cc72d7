package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Whole games through {@code grundy play}, with the person's moves piped in. */
class PlayCommandTest {
    private static final String BAD_PLAYER = "#1\n".repeat(40);

    @Test
    void theEngineMovingFirstFromAnNPositionBeatsAPersonWhoPlaysBadly() {
        Cli run = Cli.runWithInput(BAD_PLAYER, "play", "--engine-first", "nim", "3", "4", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Playing nim 3 4 5 against Grundy. Whoever makes the last move wins.")
                .contains("Grundy: take 2 from heap 1: 3 → 1")
                .endsWith("Nothing is left to move in nim 0 0 0: Grundy wins.\n");
    }

    @Test
    void aPersonOnAPPositionLosesWhateverTheyPlay() {
        Cli run = Cli.runWithInput(BAD_PLAYER, "play", "wythoff", "3", "5");

        assertThat(run.out()).contains("your move> #1\nYou: take 1 from pile 1: (3, 5) → (2, 5)")
                .endsWith("Grundy wins.\n");
    }

    @Test
    void aPersonWhoFindsTheWinningMovesWins() {
        Cli run = Cli.runWithInput("2 1\n2 1\n", "play", "nim", "1", "2");

        assertThat(run.out()).contains("You: take 1 from heap 2: 2 → 1\nGrundy: take 1 from heap 1: 1 → 0\n")
                .endsWith("Nothing is left to move in nim 0 0: you win!\n");
    }

    @Test
    void underMiserePlayWhoeverTakesTheLastTokenLoses() {
        Cli run = Cli.runWithInput("1 1\n", "play", "--misere", "nim", "1");

        assertThat(run.out()).contains("Misère play: whoever makes the last move loses.")
                .endsWith("Nothing is left to move in nim 0: Grundy wins.\n");
    }

    @Test
    void anIllegalMoveIsExplainedAndThePromptComesAgain() {
        Cli run = Cli.runWithInput("2 9\nquit\n", "play", "nim", "3", "4", "5");

        assertThat(run.out()).contains("your move> 2 9\nNot a legal move: nim: at most 4 may be taken from a heap of 4\n"
                + "Position: nim 3 4 5\nyour move> quit\nGame left at nim 3 4 5.\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void undoTakesBackTheMoveAndTheReply() {
        Cli run = Cli.runWithInput("1 1\nundo\nundo\nquit\n", "play", "nim", "3", "4", "5");

        assertThat(run.out()).contains("Took back your last move and Grundy's reply.\nPosition: nim 3 4 5\n")
                .contains("There is no move of yours to take back.");
    }

    @Test
    void hintGivesAWinningMoveOrSaysThePositionIsLost() {
        Cli run = Cli.runWithInput("hint\n1 1\nhint\nquit\n", "play", "nim", "3", "4", "5");

        assertThat(run.out()).contains("Hint: take 2 from heap 1: 3 → 1")
                .contains("You are on a losing position: every move loses against perfect play.");
    }

    @Test
    void hintOnADrawSaysItIsADrawAndHowToKeepIt() {
        Cli run = Cli.runWithInput("hint\nquit\n", "play", "graph:../examples/loopy.txt", "door");

        assertThat(run.out()).doesNotContain("losing")
                .contains("Hint: this position is a draw: neither player can force a win, and with best play the game never ends. "
                        + "Keep the draw by moving to another draw: move token 1 from door to spin: door → spin\n");
        assertThat(Cli.runWithInput("hint\nquit\n", "--lang", "zh", "play", "graph:../examples/loopy.txt", "door").out())
                .contains("提示：这是和局").doesNotContain("必败");
    }

    @Test
    void oneNumberWhereAMoveNeedsTwoSaysHowMovesAreTyped() {
        Cli run = Cli.runWithInput("3\nquit\n", "play", "nim", "3", "4", "5");

        assertThat(run.out()).contains("your move> 3\nNot a legal move: '3' is one number, but a move here names a heap first, "
                + "then how many to take from it. Moves are typed as:\n  HEAP TAKE: take TAKE from heap HEAP, e.g. '2 3'\n")
                .doesNotContain("e.g. '3'\n");
        assertThat(Cli.runWithInput("3\nquit\n", "--lang", "zh", "play", "nim", "3", "4", "5").out())
                .contains("不合法的走法：'3' 只是一个数");
    }

    @Test
    void analysisAndMovesTellWhoWinsAndNumberTheMoves() {
        Cli run = Cli.runWithInput("analysis\nmoves\n#3\nquit\n", "play", "nim", "1", "2");

        assertThat(run.out()).contains("N-position: the player to move wins. Nim-value 3.")
                .contains("#3 take 2 from heap 2: 2 → 0")
                .contains("You: take 2 from heap 2: 2 → 0");
    }

    @Test
    void helpListsTheCommandsAndHowThisGamesMovesAreTyped() {
        Cli run = Cli.runWithInput("help\nquit\n", "play", "wythoff", "4", "7");

        assertThat(run.out()).contains("Commands: hint").contains("a N, b N or both N: take N from the first pile");
    }

    @Test
    void theEndOfTheInputLeavesTheGame() {
        Cli run = Cli.runWithInput("", "play", "nim", "3");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).endsWith("Game left at nim 3.\n");
    }

    @Test
    void aPositionWithNoMoveIsOverAtOnce() {
        Cli run = Cli.runWithInput("", "play", "--engine-first", "nim", "0");

        assertThat(run.out()).endsWith("Nothing is left to move in nim 0: you win!\n");
    }

    @Test
    void speaksChinese() {
        Cli run = Cli.runWithInput("1 1\n", "--lang", "zh", "play", "nim", "1");

        assertThat(run.out()).contains("你：从第 1 堆取 1：1 → 0").endsWith("你赢了！\n");
    }

    @Test
    void aBadPositionIsOneLineAndExitTwo() {
        Cli run = Cli.runWithInput("", "play", "nim", "-1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).singleElement().asString().startsWith("grundy: nim: heap size must be");
    }
}
