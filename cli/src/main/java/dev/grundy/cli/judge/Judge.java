package dev.grundy.cli.judge;

import java.util.List;

/**
 * Runs a contest solution on cases and finds the first case it fails. When the run failed as a
 * whole — it crashed, hung, or printed too few or too many lines — without a wrong answer to point
 * at, the case is found by running the first cases alone: the shortest failing run ends with it
 * (its answers may have been lost in a buffer, so the answers printed only bound where to look).
 */
final class Judge {
    private final CaseRunner runner;

    /** @param runner runs the program on cases */
    Judge(CaseRunner runner) {
        this.runner = runner;
    }

    /**
     * What a run of all the cases did.
     *
     * @param verdict the first thing wrong, or agreement
     * @param disagreeing the indexes of every case answered wrong
     * @param seconds how long the run took
     */
    record Batch(RunVerdict verdict, List<Integer> disagreeing, double seconds) {
    }

    /**
     * @param cases the cases, in order
     * @return what one run of the program on them did, with every case it answered wrong
     */
    Batch all(List<JudgeCase> cases) {
        return runner.run(cases);
    }

    /**
     * @param cases the cases, in order
     * @return what one run of the program on them did
     */
    RunVerdict verdict(List<JudgeCase> cases) {
        return all(cases).verdict();
    }

    /**
     * @param judged the case
     * @return what a run of the program on that case alone did
     */
    RunVerdict alone(JudgeCase judged) {
        return verdict(List.of(judged));
    }

    /**
     * @param judged the case
     * @return a run of the program on that case alone, with its time
     */
    Batch aloneTimed(JudgeCase judged) {
        return all(List.of(judged));
    }

    /**
     * @param cases the cases of a failed run
     * @param failed its verdict
     * @return the index of the first case the failure is found at: the one answered wrong, else the
     *     last of the shortest run of the first cases that fails (a binary search, the case after the
     *     last right answer tried first)
     */
    int firstFailing(List<JudgeCase> cases, RunVerdict failed) {
        if (failed.wrongCase() >= 0) {
            return failed.wrongCase();
        }
        int right = failed.answeredRight();
        int low = right < cases.size() ? right + 1 : 1;
        int high = cases.size();
        if (low < high) {
            if (failsFirst(cases, low)) {
                high = low;
            } else {
                low++;
            }
        }
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (failsFirst(cases, middle)) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return high - 1;
    }

    private boolean failsFirst(List<JudgeCase> cases, int count) {
        return !verdict(cases.subList(0, count)).agrees();
    }
}
