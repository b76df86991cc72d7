package dev.grundy.census;

import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** One game of a census, sent to a member's executor: computes its row within the per-game time budget. */
final class GameTask implements Callable<GameRow>, Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /** Interrupts a game when its budget runs out; one daemon thread for the process. */
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "grundy-census-timer");
        thread.setDaemon(true);
        return thread;
    });

    private final String code;
    private final int to;
    private final long seconds;

    /**
     * @param code the game's code
     * @param to N
     * @param seconds the time budget
     */
    GameTask(String code, int to, long seconds) {
        this.code = code;
        this.to = to;
        this.seconds = seconds;
    }

    @Override
    public GameRow call() {
        Thread thread = Thread.currentThread();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ScheduledFuture<?> alarm = TIMER.schedule(thread::interrupt, seconds, TimeUnit.SECONDS);
        try {
            return GameComputation.compute(code, to, deadline);
        } finally {
            alarm.cancel(false);
            Thread.interrupted();
        }
    }
}
