package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One game of a census, sent to whichever member's executor: computes its row within the per-game
 * time budget, and marks itself running in a map the coordinator counts for its progress line.
 */
final class GameTask implements Callable<GameRow>, Serializable, HazelcastInstanceAware {
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
    private final String running;
    private transient HazelcastInstance member;

    /**
     * @param code the game's code
     * @param to N
     * @param seconds the time budget
     * @param running the name of the map of running games
     */
    GameTask(String code, int to, long seconds, String running) {
        this.code = code;
        this.to = to;
        this.seconds = seconds;
        this.running = running;
    }

    /** @return the game's code */
    String code() {
        return code;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.member = instance;
    }

    @Override
    public GameRow call() {
        if (member != null) {
            member.getMap(running).set(code, member.getCluster().getLocalMember().getUuid().toString());
        }
        Thread thread = Thread.currentThread();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        ScheduledFuture<?> alarm = TIMER.schedule(thread::interrupt, seconds, TimeUnit.SECONDS);
        try {
            return GameComputation.compute(code, to, deadline);
        } finally {
            alarm.cancel(false);
            Thread.interrupted();
            if (member != null && member.getLifecycleService().isRunning()) {
                member.getMap(running).delete(code);
            }
        }
    }
}
