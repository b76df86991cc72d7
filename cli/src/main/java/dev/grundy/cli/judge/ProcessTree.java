package dev.grundy.cli.judge;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A judged program with every process it starts, stopped together. Where {@code setsid} is found
 * (Linux) the program runs in a session of its own, whose id is its process id, so that a process
 * it started and left behind — orphaned, no longer its descendant — is still found by its session
 * in {@code /proc} and stopped; elsewhere the program's descendants at the time are.
 */
final class ProcessTree {
    private static final Path SETSID = Path.of("/usr/bin/setsid");
    private static final Path PROC = Path.of("/proc");
    /** How long {@link #stop} waits for the killed processes to be gone: a kill is delivered, not done, when it returns. */
    private static final long GONE_WITHIN_MILLIS = 2000;

    private ProcessTree() {
    }

    /**
     * @param command the program and its arguments
     * @return the command that starts it in a session of its own, where that can be done
     */
    static List<String> inSessionOfItsOwn(List<String> command) {
        if (!Files.isExecutable(SETSID) || !Files.isDirectory(PROC) || !found(command.get(0))) {
            // A program that is not found is left for Java to say so, in its words.
            return command;
        }
        List<String> wrapped = new ArrayList<>();
        wrapped.add(SETSID.toString());
        wrapped.addAll(command);
        return wrapped;
    }

    /** @return true when the program is an executable file, named by its path or found on the PATH */
    private static boolean found(String program) {
        try {
            if (program.contains("/")) {
                return Files.isExecutable(Path.of(program));
            }
            String path = System.getenv("PATH");
            return path != null && Arrays.stream(path.split(File.pathSeparator))
                    .anyMatch(folder -> !folder.isEmpty() && Files.isExecutable(Path.of(folder, program)));
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }

    /**
     * Stops the program and everything it started. The processes are listed first, while they are
     * found; the program is killed next, so that it starts no more (a script killed last would go on
     * once its child died, and start the next); then the rest.
     *
     * @param process the program, started by {@link #inSessionOfItsOwn}
     */
    static void stop(Process process) {
        List<ProcessHandle> started = new ArrayList<>(process.descendants().toList());
        started.addAll(inSession(process.pid()));
        process.destroyForcibly();
        started.forEach(ProcessHandle::destroyForcibly);
        // Those it started in the moment between the listing and its end.
        List<ProcessHandle> late = inSession(process.pid());
        late.forEach(ProcessHandle::destroyForcibly);
        started.addAll(late);
        awaitGone(started);
    }

    /** Waits, a bounded time, until every killed process has ended (a zombie has: only its exit status is left). */
    private static void awaitGone(List<ProcessHandle> killed) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GONE_WITHIN_MILLIS);
        for (ProcessHandle handle : killed) {
            while (running(handle.pid()) && System.nanoTime() < deadline) {
                try {
                    TimeUnit.MILLISECONDS.sleep(5);
                } catch (InterruptedException stopped) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** @return true while the process runs: it exists and is not a zombie */
    private static boolean running(long pid) {
        if (!Files.isDirectory(PROC)) {
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        }
        try {
            String stat = Files.readString(PROC.resolve(String.valueOf(pid)).resolve("stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException | RuntimeException gone) {
            return false;
        }
    }

    /** @return the processes whose session is {@code session}, but the program itself */
    private static List<ProcessHandle> inSession(long session) {
        if (!Files.isDirectory(PROC)) {
            return List.of();
        }
        return ProcessHandle.allProcesses().filter(handle -> handle.pid() != session && session(handle.pid()) == session).toList();
    }

    /** @return the session id in {@code /proc/PID/stat} (the fourth field after the command's closing parenthesis), or -1 */
    private static long session(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(String.valueOf(pid)).resolve("stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[3]);
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }
}
