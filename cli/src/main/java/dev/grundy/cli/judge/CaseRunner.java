package dev.grundy.cli.judge;

import java.util.List;

/** One run of a contest solution on cases, as input and answers or as games played against it. */
interface CaseRunner {

    /**
     * @param cases the cases, in order
     * @return what the run did, with every case it answered wrong
     */
    Judge.Batch run(List<JudgeCase> cases);
}
