package dev.grundy.census;

import dev.grundy.budget.Deadline;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;

import java.io.Serial;
import java.io.Serializable;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;

/**
 * One game of a census, sent to a member's executor, signed by the coordinator (HMAC-SHA256 under
 * the census's secret of the game, its budgets and a random nonce). The member hands it to its own
 * {@link Worker}, which checks the signature, then computes its row within the per-game time
 * budget, then its misère columns ({@link MisereColumns}) within the same budget again: heaps up to
 * the census's N, the game's seconds, and the misère budget of states.
 */
final class CensusTask implements Callable<SignedRow>, Serializable, HazelcastInstanceAware {
    @Serial
    private static final long serialVersionUID = 1L;

    private final String code;
    private final int to;
    private final long seconds;
    private final long misereStates;
    private final String nonce;
    private final String signature;
    /** The member this task runs on, set by Hazelcast there. */
    private transient HazelcastInstance member;

    private CensusTask(String code, int to, long seconds, long misereStates, String nonce, String signature) {
        this.code = code;
        this.to = to;
        this.seconds = seconds;
        this.misereStates = misereStates;
        this.nonce = nonce;
        this.signature = signature;
    }

    /**
     * @param code the game's code
     * @param to N
     * @param seconds the time budget
     * @param misereStates the misère quotient's budget of states, 0 for no misère columns
     * @param secret the census's secret
     * @return the task, with a fresh nonce, signed
     */
    static CensusTask signed(String code, int to, long seconds, long misereStates, ClusterSecret secret) {
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        String nonce = HexFormat.of().formatHex(random);
        return new CensusTask(code, to, seconds, misereStates, nonce, secret.sign(message(code, to, seconds, misereStates, nonce)));
    }

    private static String message(String code, int to, long seconds, long misereStates, String nonce) {
        return "task\n" + code + "\n" + to + "\n" + seconds + "\n" + misereStates + "\n" + nonce;
    }

    /** @return whether the coordinator that sent this task holds the secret */
    boolean signedWith(ClusterSecret secret) {
        return secret.verifies(message(code, to, seconds, misereStates, nonce), signature);
    }

    String code() {
        return code;
    }

    int to() {
        return to;
    }

    String nonce() {
        return nonce;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance member) {
        this.member = member;
    }

    /** Hands the task to the member's own worker: a member without one computes nothing. */
    @Override
    public SignedRow call() {
        Object worker = member == null ? null : member.getUserContext().get(Worker.KEY);
        if (!(worker instanceof Worker own)) {
            throw new SecurityException("this member computes no census games");
        }
        return own.compute(this);
    }

    /** @return the game's row: what a worker computes once it has checked the task */
    GameRow compute() {
        GameRow row = timed(seconds, deadline -> GameComputation.compute(code, to, deadline));
        return row.finished() ? row.withMisere(timed(seconds, deadline -> MisereColumns.of(code, to, misereStates))) : row;
    }

    /** Runs a step under a {@link Deadline} of the seconds given, and clears any interruption after. */
    private static <T> T timed(long seconds, LongFunction<T> step) {
        try (Deadline deadline = Deadline.inSeconds(seconds)) {
            return step.apply(deadline.endNanos());
        } finally {
            Thread.interrupted();
        }
    }
}
