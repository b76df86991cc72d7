package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.Seconds;
import dev.grundy.cli.render.SolutionText;

import java.io.PrintStream;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * What {@code judge} says when a run fails: the first failing case, found; then the smallest
 * failing position, shrunk from it, with its input and Grundy's answer and why; or, when the case
 * fails only in the run, why that may be (a slow program, state kept from case to case).
 */
final class FailureReport {
    /** How many of the smallest wrong answers are tried alone as the start of shrinking. */
    private static final int SHRINK_STARTS_TRIED = 3;

    private final Judge judge;
    private final GameCases game;
    private final InputFormat input;
    private final Duration limit;
    private final BigInteger least;
    private final boolean interactive;
    private final PrintStream out;
    private final Locale locale;

    /**
     * @param judge runs the program
     * @param game the game, whose cases are shrunk
     * @param input how a case is written, to show the failing one's input
     * @param program the program, with its time limit
     * @param least the smallest number a case may hold
     * @param interactive true when the cases were games played
     * @param out where to say it
     * @param locale in which language
     */
    FailureReport(Judge judge, GameCases game, InputFormat input, ProgramRun program, BigInteger least, boolean interactive,
                  PrintStream out, Locale locale) {
        this.judge = judge;
        this.game = game;
        this.input = input;
        this.limit = program.limit();
        this.least = least;
        this.interactive = interactive;
        this.out = out;
        this.locale = locale;
    }

    /**
     * @param drawn the cases, in order
     * @param batch the failed run of them all
     * @param setting what was drawn, for the verdict line
     * @return the exit code, 1
     */
    int report(List<JudgeCase> drawn, Judge.Batch batch, Object setting) {
        RunVerdict verdict = batch.verdict();
        int failing = judge.firstFailing(drawn, verdict);
        JudgeCase first = drawn.get(failing);
        if (verdict.wrongCase() >= 0) {
            say("judge.caseFailed", failing + 1, drawn.size(), first, verdict.phrase(limit));
            if (interactive) {
                say("judge.gamesStopped", setting);
            } else {
                say("judge.disagreeing", batch.disagreeing().size(), drawn.size(), setting);
            }
        } else {
            say("judge.runFailed", drawn.size(), setting, verdict.phrase(limit));
            say("judge.firstFailing", failing + 1, drawn.size(), first);
        }
        Failure start = failingAlone(smallestFirst(drawn, batch.disagreeing()), first);
        if (start == null) {
            sayWhyOnlyInARun(first, failing, verdict);
            explain(first);
        } else {
            explain(shrink(start).judged());
        }
        return 1;
    }

    /**
     * Case {@code failing} fails in the run but not alone. A run stopped at its time limit whose
     * cases each pass alone is a slow program, told with the times; else the program keeps something
     * from case to case, or fails only some of the time.
     */
    private void sayWhyOnlyInARun(JudgeCase first, int failing, RunVerdict verdict) {
        if (verdict instanceof RunVerdict.Hung hung) {
            Judge.Batch alone = judge.aloneTimed(first);
            if (alone.verdict().agrees()) {
                say("judge.slow", failing + 1, Seconds.of(alone.seconds()), hung.answered(), hung.cases(), Seconds.of(hung.seconds()),
                        Seconds.of(limit.toMillis() / 1000.0));
                return;
            }
        }
        say(failing == 0 ? "judge.unrepeated" : "judge.contextual", failing + 1);
    }

    /** A case that fails when run alone, and how. */
    private record Failure(JudgeCase judged, RunVerdict verdict) {
    }

    /**
     * Shrinking starts from the smallest case answered wrong that fails alone too: greedy shrinking
     * stops at a local minimum, and a small start reaches a small one (for Nim, a wrong nim-sum of
     * five heaps has no failing neighbour one number smaller, where one heap would).
     *
     * @return the case to shrink, or null when even the first failing case is answered right alone
     */
    private Failure failingAlone(List<JudgeCase> wrong, JudgeCase first) {
        List<JudgeCase> tried = wrong.subList(0, Math.min(wrong.size(), SHRINK_STARTS_TRIED));
        for (JudgeCase candidate : tried) {
            RunVerdict alone = judge.alone(candidate);
            if (!alone.agrees()) {
                return new Failure(candidate, alone);
            }
        }
        RunVerdict alone = tried.contains(first) ? null : judge.alone(first);
        return alone == null || alone.agrees() ? null : new Failure(first, alone);
    }

    /** @return the smallest failing case found, with what the program did on it, which is told */
    private Failure shrink(Failure start) {
        Failure[] last = {start};
        Shrinker.Shrunk shrunk = game.shrinker(least).shrink(start.judged().numbers(),
                candidate -> game.caseOf(candidate).map(judged -> {
                    RunVerdict alone = judge.alone(judged);
                    if (!alone.agrees()) {
                        last[0] = new Failure(judged, alone);
                    }
                    return !alone.agrees();
                }).orElse(false));
        Failure smallest = last[0];
        say(shrunk.finished() ? "judge.shrunk" : "judge.shrunkUnfinished", shrunk.tries(), smallest.judged(),
                smallest.verdict().phrase(limit));
        return smallest;
    }

    private static List<JudgeCase> smallestFirst(List<JudgeCase> drawn, List<Integer> indexes) {
        return indexes.stream().map(drawn::get).sorted(Comparator.comparingInt((JudgeCase judged) -> judged.numbers().size())
                .thenComparing(judged -> judged.numbers().stream().reduce(BigInteger.ZERO, BigInteger::add))).toList();
    }

    /** The failing case's input as the program read it, then Grundy's solution of it: the right answer and why. */
    private void explain(JudgeCase judged) {
        say("judge.input");
        input.of(List.of(judged)).lines().forEach(line -> out.println(("  " + line).stripTrailing()));
        out.println();
        new SolutionText(out, locale).print(judged.solution());
    }

    private void say(String key, Object... args) {
        out.println(CliText.of(key, args).in(locale));
    }
}
