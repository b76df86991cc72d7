package dev.grundy.cli.judge;

import java.util.List;

/**
 * A run that writes every case on the program's input at once and reads one answer a case.
 *
 * @param program the program, with its time limit
 * @param input how cases are written on its input
 * @param answers what it answers, which checks each answer
 */
record AnswerRunner(ProgramRun program, InputFormat input, AnswerKind answers) implements CaseRunner {

    @Override
    public Judge.Batch run(List<JudgeCase> cases) {
        ProgramRun.Result run = program.run(input.of(cases), cases.size());
        return new Judge.Batch(RunVerdict.of(cases, run, answers), RunVerdict.disagreeing(cases, run, answers), run.seconds());
    }
}
