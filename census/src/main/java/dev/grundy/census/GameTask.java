package dev.grundy.census;

import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;

/**
 * One game of a census, sent to a member's executor: computes its row within the per-game time
 * budget, then its misère columns ({@link MisereColumns}) within their budget of states, and
 * within {@value #MISERE_SECONDS} s at most as a guard for a very slow machine.
 */
final class GameTask implements Callable<GameRow>, Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /** Interrupts a game when its budget runs out; one daemon thread for the process. */
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "grundy-census-timer");
        thread.setDaemon(true);
        return thread;
    });

    /** The most time the misère columns may take, whatever their states. */
    static final long MISERE_SECONDS = 60;

    private final String code;
    private final int to;
    private final long seconds;
    private final long misereStates;

    /**
     * @param code the game's code
     * @param to N
     * @param seconds the time budget
     * @param misereStates the misère quotient's budget of states, 0 for no misère columns
     */
    GameTask(String code, int to, long seconds, long misereStates) {
        this.code = code;
        this.to = to;
        this.seconds = seconds;
        this.misereStates = misereStates;
    }

    @Override
    public GameRow call() {
        GameRow row = timed(seconds, deadline -> GameComputation.compute(code, to, deadline));
        return row.finished() ? row.withMisere(timed(MISERE_SECONDS, deadline -> MisereColumns.of(code, misereStates))) : row;
    }

    /** Runs a step with an alarm that interrupts this thread after the seconds given, and clears the interruption after. */
    private static <T> T timed(long seconds, LongFunction<T> step) {
        Thread thread = Thread.currentThread();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ScheduledFuture<?> alarm = TIMER.schedule(thread::interrupt, seconds, TimeUnit.SECONDS);
        try {
            return step.apply(deadline);
        } finally {
            alarm.cancel(false);
            Thread.interrupted();
        }
    }
}
