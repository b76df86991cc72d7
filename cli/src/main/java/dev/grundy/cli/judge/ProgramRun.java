package dev.grundy.cli.judge;

import dev.grundy.text.GrundyException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * One run of a contest solution: its input written to its standard input, its answers read line by
 * line, its standard error kept (the first and last few kilobytes) for the report.
 *
 * <p>The time limit is per answer: the first must come within the limit of the start, plus an
 * allowance for starting (a JVM compiling a single-file program takes seconds on a busy machine),
 * and each next one within the limit of the one before, and the program must end within the limit of its
 * last line. So a program that answers as it goes has the limit for each case, and one that keeps
 * its answers until the end (buffered output) has it for all its work, which a correct solution of
 * small positions needs only milliseconds of. A program past its limit, or printing more lines than
 * asked, is stopped with all the processes it started, and the threads that fed and read it end with it.
 */
final class ProgramRun {
    private final List<String> command;
    private final Duration limit;
    private final Duration startup;

    /**
     * How the run went.
     *
     * @param lines the non-blank lines printed, at most one more than the cases
     * @param timedOut true when the program was stopped at its time limit
     * @param exitCode the exit code, when it ended by itself
     * @param stderr the start and the end of its standard error
     * @param seconds how long it ran, until it ended or was stopped
     */
    record Result(List<String> lines, boolean timedOut, int exitCode, String stderr, double seconds) {
    }

    /**
     * @param command the program and its arguments
     * @param limit the time limit for each answer
     * @param startup the time the first answer may take on top of the limit, for the program to start
     */
    ProgramRun(List<String> command, Duration limit, Duration startup) {
        this.command = List.copyOf(command);
        this.limit = limit;
        this.startup = startup;
    }

    /** @return the time limit for each answer */
    Duration limit() {
        return limit;
    }

    /** @return the time the first answer may take on top of the limit */
    Duration startup() {
        return startup;
    }

    /** @return a session of the program, started; the caller closes it */
    ProgramSession start() {
        return new ProgramSession(command);
    }

    /**
     * @param input the program's whole standard input
     * @param answers how many answers are expected
     * @return how the run went
     * @throws GrundyException if the program cannot be started
     * @throws CancellationException if the thread is interrupted (Ctrl-C, --timeout); the program is stopped
     */
    Result run(String input, int answers) {
        List<String> lines = new ArrayList<>();
        boolean timedOut = false;
        int exitCode = 0;
        double seconds;
        ProgramSession session = start();
        try (session) {
            session.feed(input);
            long deadline = System.nanoTime() + startup.toNanos() + limit.toNanos();
            while (lines.size() <= answers) {
                Optional<String> line = session.next(deadline);
                if (line == null || line.isEmpty()) {
                    timedOut = line == null;
                    break;
                }
                lines.add(line.get());
                deadline = System.nanoTime() + limit.toNanos();
            }
            if (!timedOut && lines.size() <= answers) {
                Integer code = session.exitCode(deadline);
                timedOut = code == null;
                exitCode = code == null ? -1 : code;
            }
            seconds = session.seconds();
        }
        return new Result(lines, timedOut, timedOut ? -1 : exitCode, session.stderr(), seconds);
    }
}
