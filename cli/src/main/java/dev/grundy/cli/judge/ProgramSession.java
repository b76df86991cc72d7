package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A judged program while it runs: lines written to its standard input, its non-blank lines read
 * from its standard output as they come, its standard error kept bounded ({@link KeptText}).
 * Closing it stops the program with every process it started ({@link ProcessTree}) and ends the
 * threads that read it.
 */
final class ProgramSession implements AutoCloseable {
    private static final int LONGEST_LINE = 1000;
    private static final Duration JOIN = Duration.ofSeconds(2);
    /** Standard error is read to its end once the program is stopped: a crash's last words come last. */
    private static final Duration STDERR_JOIN = Duration.ofSeconds(10);

    private final Process process;
    private final long started = System.nanoTime();
    private final BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();
    private final KeptText stderr = new KeptText();
    private final List<Thread> helpers = new ArrayList<>();
    private final Thread stderrReader;
    private boolean ended;

    /**
     * @param command the program and its arguments
     * @throws GrundyException if it cannot be started
     */
    ProgramSession(List<String> command) {
        process = start(command);
        helpers.add(helper("grundy-judge-out", () -> readLines(process.getInputStream())));
        stderrReader = helper("grundy-judge-err", () -> stderr.readAll(process.getErrorStream()));
    }

    private static Process start(List<String> command) {
        try {
            return new ProcessBuilder(ProcessTree.inSessionOfItsOwn(command)).start();
        } catch (IOException e) {
            // Java says 'Cannot run program "x": error=2, No such file or directory'; the cause says why alone.
            Throwable why = e.getCause() != null ? e.getCause() : e;
            String reason = String.valueOf(why.getMessage()).replaceFirst("^error=\\d+, ", "");
            throw new GrundyException(CliText.of("judge.error.start", Excerpt.of(String.join(" ", command)), Excerpt.of(reason)));
        }
    }

    /**
     * Writes the whole input from a thread of its own and closes it: a program may print before it
     * has read everything, and would block on a full pipe if its output were not read meanwhile.
     *
     * @param input the program's whole standard input
     */
    void feed(String input) {
        helpers.add(helper("grundy-judge-in", () -> {
            try (OutputStream stdin = process.getOutputStream()) {
                stdin.write(input.getBytes(StandardCharsets.UTF_8));
            } catch (IOException stoppedReading) {
                // a program that stops reading early (it crashed, or needs no more) closes the pipe: the run tells what happened
            }
        }));
    }

    /**
     * Writes lines and flushes them, for a program that answers as it reads (an interactive one).
     *
     * @param text the lines, each ending with a newline
     */
    void write(String text) {
        try {
            OutputStream stdin = process.getOutputStream();
            stdin.write(text.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException stoppedReading) {
            // what the program does next tells what happened
        }
    }

    /**
     * @param deadline {@link System#nanoTime()} by which a line must come
     * @return the next non-blank line; empty at the end of the output; null when none came in time
     * @throws CancellationException if the thread is interrupted (Ctrl-C, --timeout)
     */
    Optional<String> next(long deadline) {
        try {
            while (true) {
                Optional<String> line = ended ? Optional.empty() : lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (line == null || line.isEmpty()) {
                    ended |= line != null;
                    return line;
                }
                if (!line.get().isBlank()) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }

    /**
     * @param deadline {@link System#nanoTime()} by which the program must end
     * @return its exit code, or null when it did not end in time
     */
    Integer exitCode(long deadline) {
        try {
            return process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS) ? process.exitValue() : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }

    /** @return the seconds since the program started */
    double seconds() {
        return (System.nanoTime() - started) / 1e9;
    }

    /** @return what it wrote on standard error, its start and its end; once it is closed, all of it */
    String stderr() {
        return stderr.text();
    }

    /** Stops the program with all it started, then waits for the threads that read it. */
    @Override
    public void close() {
        boolean interrupted = Thread.interrupted();
        ProcessTree.stop(process);
        try {
            process.waitFor(JOIN.toMillis(), TimeUnit.MILLISECONDS);
            for (Thread helper : helpers) {
                helper.join(JOIN.toMillis());
            }
            stderrReader.join(STDERR_JOIN.toMillis());
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

    /** Lines as printed, each cut to its first {@value #LONGEST_LINE} characters; an empty value at the end. */
    private void readLines(InputStream stdout) {
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
}
