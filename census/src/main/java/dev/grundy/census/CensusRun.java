package dev.grundy.census;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The coordinator of a census. Every game not already kept is one task; each member is given at
 * most as many games at a time as it has threads, and the next game goes to the member with the
 * fewest in hand when one finishes — so a game that runs for minutes holds one thread of one
 * member, and the short ones go past it on the other threads, on every member. Each row is kept
 * ({@link ResultStore}) the moment it arrives, by this process, so a member that dies loses nothing
 * finished; the games it had fail with it and go back to the front of the queue for the members left.
 */
final class CensusRun {
    /** How often a game is sent again after its member died or it failed, before the census gives up. */
    static final int MOST_ATTEMPTS = 4;

    /** Told the census's progress, a few times a second. */
    @FunctionalInterface
    interface Progress {
        /**
         * @param done games finished, kept ones included
         * @param running games sent to a member and not back yet
         * @param left games not finished
         */
        void update(int done, int running, int left);

        /**
         * Told when a member hands back a row not signed with the census's secret: it is not kept,
         * the game goes to another member, and that member is given no more.
         *
         * @param code the game
         * @param member the member's address
         */
        default void refusedRow(String code, String member) {
        }

        /**
         * Told when a kept row's file does not match its checksum: the game is computed again.
         *
         * @param file the file
         */
        default void refusedFile(Path file) {
        }
    }

    private record Outcome(String code, Member member, GameRow row, Throwable failure, boolean forged) {
    }

    private final HazelcastInstance member;
    private final ResultStore store;
    private final int to;
    private final long seconds;
    private final long misereStates;
    private final int threadsPerMember;
    private final ClusterSecret secret;
    /** Members that handed back a forged row: given no more games. */
    private final Set<Member> distrusted = new HashSet<>();
    private final Map<Member, Integer> inHand = new HashMap<>();
    private final Map<String, Integer> attempts = new HashMap<>();
    private final BlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
    private int resent;

    /**
     * @param member this process's member
     * @param store where rows are kept
     * @param to N
     * @param seconds the per-game time budget
     * @param misereStates the per-game budget of the misère quotient, in states; 0 for no misère columns
     * @param threadsPerMember the games each member is given at a time: its executor's threads
     * @param secret the census's secret, which tasks are signed and rows checked with
     */
    CensusRun(HazelcastInstance member, ResultStore store, int to, long seconds, long misereStates, int threadsPerMember,
              ClusterSecret secret) {
        this.member = member;
        this.store = store;
        this.to = to;
        this.seconds = seconds;
        this.misereStates = misereStates;
        this.threadsPerMember = threadsPerMember;
        this.secret = secret;
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
        store.load(progress::refusedFile).forEach((code, row) -> {
            if (reduction.games().containsKey(code) && row.to() == to && row.finished()) {
                rows.put(code, row);
            }
        });
        int total = reduction.games().size();
        IExecutorService executor = member.getExecutorService(ClusterMember.EXECUTOR);
        Deque<String> waiting = new ArrayDeque<>(reduction.games().keySet().stream().filter(code -> !rows.containsKey(code)).toList());
        while (rows.size() < total && !stop.get()) {
            hand(executor, waiting);
            int running = inHand.values().stream().mapToInt(Integer::intValue).sum();
            progress.update(rows.size(), running, total - rows.size());
            Outcome outcome = outcomes.poll(250, TimeUnit.MILLISECONDS);
            if (outcome == null) {
                continue;
            }
            inHand.merge(outcome.member(), -1, Integer::sum);
            if (outcome.forged()) {
                progress.refusedRow(outcome.code(), String.valueOf(outcome.member().getAddress()));
                distrusted.add(outcome.member());
            }
            if (outcome.row() != null) {
                if (outcome.row().finished()) {
                    store.save(outcome.row());
                }
                rows.put(outcome.code(), outcome.row());
            } else if (attempts.get(outcome.code()) < MOST_ATTEMPTS) {
                resent++;
                waiting.addFirst(outcome.code());
            } else {
                throw new IllegalStateException("game " + outcome.code() + " failed " + MOST_ATTEMPTS + " times",
                        outcome.failure());
            }
        }
        progress.update(rows.size(), 0, total - rows.size());
        return rows;
    }

    /** @return how many games were sent again, after their member left or they failed */
    int resent() {
        return resent;
    }

    /** Gives waiting games to the members with a free thread, the least busy first. */
    private void hand(IExecutorService executor, Deque<String> waiting) {
        inHand.keySet().retainAll(member.getCluster().getMembers());
        member.getCluster().getMembers().stream().filter(each -> !distrusted.contains(each)).forEach(each -> inHand.putIfAbsent(each, 0));
        inHand.keySet().removeAll(distrusted);
        while (!waiting.isEmpty()) {
            Map.Entry<Member, Integer> least = inHand.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow();
            if (least.getValue() >= threadsPerMember) {
                return;
            }
            send(executor, waiting.removeFirst(), least.getKey());
        }
    }

    /**
     * Sends a game to one member by name: a member that leaves fails the games it had, and they
     * come back here (rather than be retried by Hazelcast out of sight).
     */
    private void send(IExecutorService executor, String code, Member target) {
        attempts.merge(code, 1, Integer::sum);
        inHand.merge(target, 1, Integer::sum);
        CensusTask task = CensusTask.signed(code, to, seconds, misereStates, secret);
        executor.submitToMember(task, target, new ExecutionCallback<SignedRow>() {
            @Override
            public void onResponse(SignedRow signed) {
                boolean sound = signed != null && signed.answers(task, secret);
                outcomes.add(sound ? new Outcome(code, target, signed.row(), null, false)
                        : new Outcome(code, target, null, new SecurityException("a row not signed with this census's secret"), true));
            }

            @Override
            public void onFailure(Throwable failure) {
                outcomes.add(new Outcome(code, target, null, failure, false));
            }
        });
    }
}
