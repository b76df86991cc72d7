package dev.grundy.cli.run;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.console.Failures;
import dev.grundy.rules.CodeCall;
import dev.grundy.text.Phrase;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Ends the process when a call into a person's code ({@code --rules}, {@code --moves},
 * {@code --check}) does not return within {@code --call-limit}: a busy loop ignores interrupts, so
 * neither Ctrl-C nor {@code --timeout} can stop the thread that runs it. A daemon thread polls
 * {@link CodeCall#running}; a call whose count has not changed for the limit is told in one line on
 * stderr, and the JVM halts with exit code 2 without running shutdown hooks (the one the CLI
 * installs, {@link InterruptGuard}, would wait for the stuck thread to wind up). Armed while a
 * command that loads person's code runs, disarmed when it ends, so no thread outlives a command.
 */
public final class CallWatchdog {
    /** How long the position's words may take to write, when the stuck code is asked for them too. */
    private static final long DESCRIBE_MILLIS = 1000;

    private static CallWatchdog armed;

    private final double seconds;
    private final PrintStream err;
    private final Function<Phrase, String> say;
    private final Thread thread;
    // First seen: the call's count then, and when.
    private final Map<CodeCall, long[]> seen = new HashMap<>();

    private CallWatchdog(double seconds, PrintStream err, Function<Phrase, String> say) {
        this.seconds = seconds;
        this.err = err;
        this.say = say;
        this.thread = new Thread(this::watch, "grundy-call-watchdog");
        thread.setDaemon(true);
    }

    /**
     * Starts watching, unless a watchdog is already armed.
     *
     * @param seconds how long one call into person's code may take
     * @param err where the one line goes
     * @param say puts a phrase in the chosen language
     */
    public static synchronized void arm(double seconds, PrintStream err, Function<Phrase, String> say) {
        if (armed == null) {
            armed = new CallWatchdog(seconds, err, say);
            armed.thread.start();
        }
    }

    /** Stops watching: the command has ended. */
    public static synchronized void disarm() {
        if (armed != null) {
            armed.thread.interrupt();
            armed = null;
        }
    }

    /**
     * The time limit was reached and the interrupted work has not ended: if person's code is still
     * running, it will not stop, so say so and end the process.
     *
     * @param limit the time limit, written for people
     */
    static void timeLimitReached(String limit) {
        CallWatchdog watchdog;
        synchronized (CallWatchdog.class) {
            watchdog = armed;
        }
        if (watchdog != null) {
            for (CodeCall.Running running : CodeCall.running()) {
                watchdog.halt(running.call(), "error.callTimedOut", limit);
            }
        }
    }

    private void watch() {
        long poll = Math.max(20, Math.min(500, Math.round(seconds * 100)));
        long limitNanos = Math.round(seconds * 1e9);
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(poll);
                long now = System.nanoTime();
                Map<CodeCall, long[]> still = new HashMap<>();
                for (CodeCall.Running running : CodeCall.running()) {
                    long[] first = seen.get(running.call());
                    if (first == null || first[0] != running.count()) {
                        first = new long[] {running.count(), now};
                    } else if (now - first[1] >= limitNanos) {
                        halt(running.call(), "error.callLimit", Seconds.of(seconds));
                    }
                    still.put(running.call(), first);
                }
                seen.clear();
                seen.putAll(still);
            }
        } catch (InterruptedException disarmed) {
            // the command ended
        }
    }

    private void halt(CodeCall call, String key, String limit) {
        err.println(say.apply(CliText.of(key, call.who(), asked(call), limit)));
        err.flush();
        Runtime.getRuntime().halt(Failures.BAD_INPUT);
    }

    /** What the call was asked; its position's words come from person's code too, so they get a second of their own. */
    private Object asked(CodeCall call) {
        AtomicReference<Phrase> asked = new AtomicReference<>();
        Thread describer = new Thread(() -> {
            try {
                asked.set(call.asked());
            } catch (RuntimeException | Error e) {
                // the words are not to be had: the line goes without them
            }
        }, "grundy-call-describer");
        describer.setDaemon(true);
        describer.start();
        try {
            describer.join(DESCRIBE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Phrase phrase = asked.get();
        return phrase != null ? phrase : Phrase.of("call.code");
    }
}
