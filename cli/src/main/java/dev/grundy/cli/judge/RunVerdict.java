package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.Seconds;
import dev.grundy.text.Excerpt;
import dev.grundy.text.Phrase;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of a contest solution did with its cases, the first thing wrong first: an answer
 * that disagrees with the truth or cannot be read, then a hang, too many lines, a
 * non-zero exit, too few lines; or every answer agrees.
 */
sealed interface RunVerdict {

    /**
     * @param cases the cases the run was given, in order
     * @param run how it went
     * @param kind what the program answers, which checks each answer
     * @return the verdict
     */
    static RunVerdict of(List<JudgeCase> cases, ProgramRun.Result run, AnswerKind kind) {
        List<String> lines = run.lines();
        int answered = Math.min(lines.size(), cases.size());
        for (int i = 0; i < answered; i++) {
            Phrase mistake = kind.mistake(lines.get(i), cases.get(i));
            if (mistake != null) {
                return new Wrong(i, mistake);
            }
        }
        if (run.timedOut()) {
            return new Hung(answered, cases.size(), run.seconds());
        }
        if (lines.size() > cases.size()) {
            return new TooMany(cases.size(), lines.get(cases.size()));
        }
        if (run.exitCode() != 0) {
            return new Crashed(answered, cases.size(), run.exitCode(), run.stderr());
        }
        return answered < cases.size() ? new TooFew(answered, cases.size()) : new Agree();
    }

    /**
     * @param cases the cases the run was given, in order
     * @param run how it went
     * @param kind what the program answers, which checks each answer
     * @return the indexes of every case answered wrong or with an answer that cannot be read
     */
    static List<Integer> disagreeing(List<JudgeCase> cases, ProgramRun.Result run, AnswerKind kind) {
        List<Integer> wrong = new ArrayList<>();
        for (int i = 0; i < Math.min(run.lines().size(), cases.size()); i++) {
            if (kind.mistake(run.lines().get(i), cases.get(i)) != null) {
                wrong.add(i);
            }
        }
        return wrong;
    }

    /** @return true when every answer agrees with the truth and the program ended well */
    default boolean agrees() {
        return false;
    }

    /** @return the index of the case answered wrong or with garbage; -1 when the run failed as a whole */
    default int wrongCase() {
        return -1;
    }

    /** @return how many cases were answered right before the run failed */
    int answeredRight();

    /**
     * @param limit the time limit of each answer
     * @return what the program did, e.g. "answered Second, the right answer is First"
     */
    Phrase phrase(Duration limit);

    /** Every answer agrees. */
    record Agree() implements RunVerdict {
        @Override
        public boolean agrees() {
            return true;
        }

        @Override
        public int answeredRight() {
            return Integer.MAX_VALUE;
        }

        @Override
        public Phrase phrase(Duration limit) {
            return CliText.of("judge.agrees");
        }
    }

    /**
     * One case answered badly (a wrong answer, or one that cannot be read); every case before it was
     * answered right.
     *
     * @param index the index of the case answered badly
     * @param mistake what is wrong with the answer
     */
    record Wrong(int index, Phrase mistake) implements RunVerdict {
        @Override
        public int wrongCase() {
            return index;
        }

        @Override
        public int answeredRight() {
            return index;
        }

        @Override
        public Phrase phrase(Duration limit) {
            return mistake;
        }
    }

    /** The run failed as a whole after answering {@code answered} cases right. */
    sealed interface FailedRun extends RunVerdict {
        /** @return how many cases were answered, all of them right */
        int answered();

        @Override
        default int answeredRight() {
            return answered();
        }
    }

    /** No answer within the time limit: the program was stopped, after {@code seconds} of running. */
    record Hung(int answered, int cases, double seconds) implements FailedRun {
        @Override
        public Phrase phrase(Duration limit) {
            return CliText.of("judge.hung", Seconds.of(limit.toMillis() / 1000.0), answered, cases);
        }
    }

    /** More lines than cases. */
    record TooMany(int cases, String extra) implements RunVerdict {
        @Override
        public int answeredRight() {
            return cases;
        }

        @Override
        public Phrase phrase(Duration limit) {
            return CliText.of("judge.tooMany", cases, Excerpt.of(extra.strip()));
        }
    }

    /** A non-zero exit code, with the first line of what the program said on its standard error. */
    record Crashed(int answered, int cases, int exitCode, String stderr) implements FailedRun {
        @Override
        public Phrase phrase(Duration limit) {
            String said = stderr.lines().filter(line -> !line.isBlank()).findFirst().orElse("");
            return said.isEmpty() ? CliText.of("judge.crashed", exitCode, answered, cases)
                    : CliText.of("judge.crashedSaying", exitCode, answered, cases, Excerpt.of(said.strip()));
        }
    }

    /** The program ended well, but before answering every case. */
    record TooFew(int answered, int cases) implements FailedRun {
        @Override
        public Phrase phrase(Duration limit) {
            return CliText.of("judge.tooFew", answered, cases);
        }
    }
}
