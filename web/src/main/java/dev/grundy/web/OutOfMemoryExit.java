package dev.grundy.web;

import java.util.function.Consumer;

/**
 * What the server does when Java runs out of memory: one line on standard error, then the process
 * halts with {@link #EXIT_CODE}. After an {@link OutOfMemoryError} any thread may have died half-way
 * — Jetty's acceptor among them — and a process that went on would look alive and never answer
 * again; halting lets a supervisor (systemd's {@code Restart=on-failure}, Docker's restart policy)
 * start a fresh one.
 *
 * <p>Java's own {@code -XX:+ExitOnOutOfMemoryError} does the same for every thread, but only when
 * given on the command line; a running jar cannot set it. So the server checks where its work runs —
 * each route and each job of Jetty's thread pool — and the flag remains the belt to these braces
 * ({@code JAVA_OPTS=-XX:+ExitOnOutOfMemoryError ./grundy serve}).
 */
final class OutOfMemoryExit {
    /** The exit code of a server stopped by running out of memory. */
    static final int EXIT_CODE = 3;

    /** Written before there is no memory to build it. */
    private static final String MESSAGE = "grundy serve: out of memory, so the server stops (exit code " + EXIT_CODE
            + ") rather than run on half-broken; restart it, with more memory (JAVA_OPTS=-Xmx…) or lower limits (--max-states): ";

    /** How deep a chain of causes is searched; a cycle of causes must not loop. */
    private static final int MOST_CAUSES = 16;

    private final Consumer<OutOfMemoryError> exit;

    /** @param exit what to do with an out-of-memory error found; in a server, {@link #halting()} */
    OutOfMemoryExit(Consumer<OutOfMemoryError> exit) {
        this.exit = exit;
    }

    /** @return the exit that writes one line and halts the process */
    static OutOfMemoryExit halting() {
        return new OutOfMemoryExit(OutOfMemoryExit::halt);
    }

    /**
     * Exits if the failure is, or was caused by, running out of memory; otherwise does nothing, and
     * the caller goes on with the failure as usual.
     *
     * @param failure what a request or a job of the server threw
     */
    void check(Throwable failure) {
        Throwable cause = failure;
        for (int depth = 0; cause != null && depth < MOST_CAUSES; depth++, cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError outOfMemory) {
                exit.accept(outOfMemory);
                return;
            }
        }
    }

    private static void halt(OutOfMemoryError error) {
        try {
            System.err.println(MESSAGE + error.getMessage());
            System.err.flush();
        } finally {
            Runtime.getRuntime().halt(EXIT_CODE);
        }
    }
}
