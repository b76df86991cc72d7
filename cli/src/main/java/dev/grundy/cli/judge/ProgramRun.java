package dev.grundy.cli.judge;

import dev.grundy.cli.CliText;
import dev.grundy.core.Excerpt;
import dev.grundy.core.GrundyException;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One run of a contest solution: its input written to its standard input, its answers read line by
 * line, its standard error kept (the first few kilobytes) for the report.
 *
 * <p>The time limit is per answer: the first must come within the limit of the start, plus an
 * allowance for starting (a JVM compiling a single-file program takes seconds on a busy machine),
 * and each next one within the limit of the one before, and the program must end within the limit of its
 * last line. So a program that answers as it goes has the limit for each case, and one that keeps
 * its answers until the end (buffered output) has it for all its work, which a correct solution of
 * small positions needs only milliseconds of. A program past its limit, or printing more lines than
 * asked, is stopped with all the processes it started ({@code destroyForcibly}, then waited for, so
 * that no process is left behind), and the threads that fed and read it end with it.
 */
final class ProgramRun {
    private static final int STDERR_KEPT = 4096;
    private static final int LONGEST_LINE = 1000;
    private static final Duration JOIN = Duration.ofSeconds(2);

    private final List<String> command;
    private final Duration limit;
    private final Duration startup;

    /**
     * How the run went.
     *
     * @param lines the non-blank lines printed, at most one more than the cases
     * @param timedOut true when the program was stopped at its time limit
     * @param exitCode the exit code, when it ended by itself
     * @param stderr the start of its standard error
     */
    record Result(List<String> lines, boolean timedOut, int exitCode, String stderr) {
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

    /**
     * @param input the program's whole standard input
     * @param answers how many answers are expected
     * @return how the run went
     * @throws GrundyException if the program cannot be started
     * @throws CancellationException if the thread is interrupted (Ctrl-C, --timeout); the program is stopped
     */
    Result run(String input, int answers) {
        Path stderr = stderrFile();
        Process process = start(stderr);
        BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();
        List<Thread> helpers = List.of(
                helper("grundy-judge-in", () -> feed(process.getOutputStream(), input)),
                helper("grundy-judge-out", () -> readLines(process.getInputStream(), lines)));
        Result result;
        try {
            result = collect(process, lines, answers);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            stop(process);
            helpers.forEach(ProgramRun::join);
        }
        // Standard error goes to a file, read once the program is gone: a pipe read by a thread
        // lost a crash's last words when that thread was slow to finish on a loaded machine.
        return new Result(result.lines(), result.timedOut(), result.exitCode(), kept(stderr));
    }

    private static Path stderrFile() {
        try {
            Path file = Files.createTempFile("grundy-judge-", ".err");
            file.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new GrundyException(CliText.of("judge.error.start", "standard error", Excerpt.of(String.valueOf(e.getMessage()))));
        }
    }

    private Process start(Path stderr) {
        try {
            return new ProcessBuilder(command).redirectError(stderr.toFile()).start();
        } catch (IOException e) {
            // Java says 'Cannot run program "x": error=2, No such file or directory'; the cause says why alone.
            Throwable why = e.getCause() != null ? e.getCause() : e;
            String reason = String.valueOf(why.getMessage()).replaceFirst("^error=\\d+, ", "");
            throw new GrundyException(CliText.of("judge.error.start", Excerpt.of(String.join(" ", command)), Excerpt.of(reason)));
        }
    }

    /** @return how the run went, its standard error left empty */
    private Result collect(Process process, BlockingQueue<Optional<String>> queue, int answers) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        long deadline = System.nanoTime() + startup.toNanos() + limit.toNanos();
        while (lines.size() <= answers) {
            Optional<String> line = queue.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                return new Result(lines, true, -1, "");
            }
            if (line.isEmpty()) {
                break;
            }
            if (!line.get().isBlank()) {
                lines.add(line.get());
                deadline = System.nanoTime() + limit.toNanos();
            }
        }
        if (lines.size() > answers) {
            return new Result(lines, false, 0, "");
        }
        if (!process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
            return new Result(lines, true, -1, "");
        }
        return new Result(lines, false, process.exitValue(), "");
    }

    /**
     * The program and whatever it started: a script's children would otherwise live on, holding its
     * output open. They are listed first, while they are its descendants; the program is killed
     * next, so that it starts no more (a script killed last would go on once its child died, and
     * start the next); then they are.
     */
    private static void stop(Process process) {
        List<ProcessHandle> started = process.descendants().toList();
        process.destroyForcibly();
        started.forEach(ProcessHandle::destroyForcibly);
        boolean interrupted = Thread.interrupted();
        try {
            process.waitFor(JOIN.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            interrupted = true;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static Thread helper(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static void join(Thread thread) {
        boolean interrupted = Thread.interrupted();
        try {
            thread.join(JOIN.toMillis());
        } catch (InterruptedException e) {
            interrupted = true;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A program that stops reading early (it crashed, or needs no more) closes the pipe: that is not an error here. */
    private static void feed(OutputStream stdin, String input) {
        try (stdin) {
            stdin.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException stoppedReading) {
            // the run's result tells what happened
        }
    }

    /** Lines as printed, each cut to its first {@value #LONGEST_LINE} characters; an empty value at the end. */
    private static void readLines(InputStream stdout, BlockingQueue<Optional<String>> lines) {
        try (Reader reader = new InputStreamReader(stdout, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = reader.read()) >= 0) {
                if (c == '\n') {
                    lines.add(Optional.of(line.toString()));
                    line.setLength(0);
                } else if (line.length() < LONGEST_LINE) {
                    line.append((char) c);
                }
            }
            if (!line.isEmpty()) {
                lines.add(Optional.of(line.toString()));
            }
        } catch (IOException stopped) {
            // the program was stopped: what was read is the answer
        } finally {
            lines.add(Optional.empty());
        }
    }

    /** The first {@value #STDERR_KEPT} bytes the program wrote to standard error; the file is removed. */
    private static String kept(Path stderr) {
        try (InputStream in = Files.newInputStream(stderr)) {
            return new String(in.readNBytes(STDERR_KEPT), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            return "";
        } finally {
            try {
                Files.deleteIfExists(stderr);
            } catch (IOException leftForExit) {
                // deleteOnExit removes it
            }
        }
    }
}
