package dev.grundy.census;

import java.util.concurrent.CancellationException;

/**
 * What a member does with a game it is sent. Each member has its own, in its Hazelcast user
 * context (never sent over the network): the task is only the game's data, so a task from a
 * stranger can make a member do nothing but what its own worker does with it.
 */
@FunctionalInterface
interface Worker {
    /** The key of the member's worker in its user context. */
    String KEY = "grundy.census.worker";

    /**
     * @param task the game sent
     * @return its row, signed
     * @throws SecurityException if the task is not signed with the census's secret
     */
    SignedRow compute(CensusTask task);

    /**
     * @param secret the census's secret
     * @param refused told when a task not signed with it is refused
     * @return the worker of every census member: checks the task's signature, computes, signs the row
     */
    static Worker signing(ClusterSecret secret, Runnable refused) {
        return task -> {
            if (!task.signedWith(secret)) {
                refused.run();
                throw new SecurityException("a task not signed with this census's secret");
            }
            GameRow row;
            try {
                row = task.compute();
            } catch (CancellationException e) {
                throw e;
            } catch (RuntimeException | Error e) {
                // Told by name and message only, so that the coordinator can read it: it admits no other class.
                throw new IllegalStateException(e.toString());
            }
            return SignedRow.of(task, row, secret);
        };
    }
}
