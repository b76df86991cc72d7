package dev.grundy.census;

import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.map.IMap;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The coordinator of a census: every game not already kept becomes one task on the cluster's
 * executor, so a game that runs for minutes holds one thread and the short ones flow past it on
 * the others. Each row is kept ({@link ResultStore}) the moment it arrives, by this process, so a
 * member that dies loses nothing finished; the game it was running fails with it and is sent again
 * to the members left.
 */
final class CensusRun {
    /** How often a game is sent again after its member died or it failed, before the census gives up. */
    static final int MOST_ATTEMPTS = 4;

    /** Told the census's progress, a few times a second. */
    @FunctionalInterface
    interface Progress {
        /**
         * @param done games finished, kept ones included
         * @param running games running on some member
         * @param left games not finished
         */
        void update(int done, int running, int left);
    }

    private record Outcome(String code, GameRow row, Throwable failure) {
    }

    private final HazelcastInstance member;
    private final ResultStore store;
    private final int to;
    private final long seconds;
    private int resent;
    private int sent;

    /**
     * @param member this process's member
     * @param store where rows are kept
     * @param to N
     * @param seconds the per-game time budget
     */
    CensusRun(HazelcastInstance member, ResultStore store, int to, long seconds) {
        this.member = member;
        this.store = store;
        this.to = to;
        this.seconds = seconds;
    }

    /**
     * @param reduction the games
     * @param progress told of progress
     * @param stop set to stop early (Ctrl-C): what finished is kept and returned
     * @return the rows, by game code: every game's unless stopped
     * @throws InterruptedException if the thread is interrupted
     */
    Map<String, GameRow> run(Reduction reduction, Progress progress, AtomicBoolean stop) throws InterruptedException {
        Map<String, GameRow> rows = new LinkedHashMap<>();
        store.load().forEach((code, row) -> {
            if (reduction.games().containsKey(code) && row.to() == to && row.finished()) {
                rows.put(code, row);
            }
        });
        int total = reduction.games().size();
        IExecutorService executor = member.getExecutorService(ClusterMember.EXECUTOR);
        IMap<String, String> running = member.getMap("grundy-census-running-" + UUID.randomUUID());
        BlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        Map<String, Integer> attempts = new HashMap<>();
        for (String code : reduction.games().keySet()) {
            if (!rows.containsKey(code)) {
                submit(executor, new GameTask(code, to, seconds, running.getName()), outcomes, attempts);
            }
        }
        try {
            while (rows.size() < total && !stop.get()) {
                progress.update(rows.size(), Math.min(running.size(), total - rows.size()), total - rows.size());
                Outcome outcome = outcomes.poll(250, TimeUnit.MILLISECONDS);
                if (outcome == null) {
                    continue;
                }
                if (outcome.row() != null) {
                    if (outcome.row().finished()) {
                        store.save(outcome.row());
                    }
                    rows.put(outcome.code(), outcome.row());
                } else if (attempts.get(outcome.code()) < MOST_ATTEMPTS) {
                    resent++;
                    submit(executor, new GameTask(outcome.code(), to, seconds, running.getName()), outcomes, attempts);
                } else {
                    throw new IllegalStateException("game " + outcome.code() + " failed " + MOST_ATTEMPTS + " times",
                            outcome.failure());
                }
            }
            progress.update(rows.size(), 0, total - rows.size());
            return rows;
        } finally {
            if (member.getLifecycleService().isRunning()) {
                running.destroy();
            }
        }
    }

    /** @return how many games were sent again, after their member left or they failed */
    int resent() {
        return resent;
    }

    /**
     * Sends a game to the members in turn, each by name: a member that leaves fails the games it
     * had, and they come back here to be sent to the members left (rather than be retried by
     * Hazelcast out of sight).
     */
    private void submit(IExecutorService executor, GameTask task, BlockingQueue<Outcome> outcomes,
                        Map<String, Integer> attempts) {
        attempts.merge(task.code(), 1, Integer::sum);
        List<Member> members = List.copyOf(member.getCluster().getMembers());
        Member target = members.get(Math.floorMod(sent++, members.size()));
        executor.submitToMember(task, target, new ExecutionCallback<GameRow>() {
            @Override
            public void onResponse(GameRow row) {
                outcomes.add(new Outcome(task.code(), row, null));
            }

            @Override
            public void onFailure(Throwable failure) {
                outcomes.add(new Outcome(task.code(), null, failure));
            }
        });
    }
}
