package dev.grundy.solve;

import dev.grundy.core.Convention;
import dev.grundy.core.Footprint;
import dev.grundy.core.Position;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Who wins each position of a game that may not end, by retrograde analysis of every position
 * reachable: a position without moves is lost (normal play) or won (misère play); a position with a
 * move to a lost one is won; a position whose moves all lead to won ones is lost; what is never
 * settled is a draw — with best play the game goes on for ever. Each settled position gets a rank,
 * the order in which it was settled: every move from a lost position, and the move that settled a
 * won one, lead to smaller ranks, so a winner who moves to the lost position of smallest rank never
 * walks in circles.
 *
 * <p>This needs no values and no theorem, so it is the brute force the generalised Sprague–Grundy
 * theory is tested against, and the way misère play of a loopy game is solved. Results are
 * remembered between calls; time and memory O(positions + moves reachable), each new position
 * charged to the {@link SearchBudget}. Not thread-safe.
 *
 * @param <P> the type of positions; every move leaves one position
 */
public final class RetrogradeSolver<P> {
    /** What a position is worth: who wins, and its rank when it is not a draw. */
    private record Result(Outcome outcome, long rank) {
    }

    private final ImpartialGame<P> game;
    private final Convention convention;
    private final SearchBudget budget;
    private final Function<P, ?> key;
    private final Map<Object, Result> results = new HashMap<>();
    private long nextRank;

    /**
     * @param game the rules; every move leaves one position
     * @param convention how play ends: under misère play whoever cannot move wins
     * @param budget charged one state for every position reached
     * @param key the form under which a position is remembered; equal keys, equal outcomes
     */
    public RetrogradeSolver(ImpartialGame<P> game, Convention convention, SearchBudget budget, Function<P, ?> key) {
        this.game = game;
        this.convention = convention;
        this.budget = budget;
        this.key = key;
    }

    /**
     * @param position a position
     * @return P, N, or D when neither player can force a win
     * @throws StateLimitException if the positions reachable are more than the budget allows
     */
    public Outcome outcome(P position) {
        return result(position).outcome();
    }

    /**
     * @param position a position
     * @return the order in which it was settled; {@link Long#MAX_VALUE} for a draw
     */
    public long rank(P position) {
        return result(position).rank();
    }

    private Result result(P position) {
        Object rootKey = key.apply(position);
        if (!results.containsKey(rootKey)) {
            analyse(position, rootKey);
        }
        return results.get(rootKey);
    }

    /**
     * Reaches every new position from the root, then settles them from the ends backwards.
     * Positions settled by an earlier call are not expanded again: they count with their result.
     */
    private void analyse(P root, Object rootKey) {
        Map<Object, Integer> ids = new HashMap<>();
        List<Object> keys = new ArrayList<>(List.of(rootKey));
        List<P> toExpand = new ArrayList<>(List.of(root));
        List<int[]> successors = new ArrayList<>();
        ids.put(rootKey, 0);
        for (int next = 0; next < keys.size(); next++) {
            P position = toExpand.get(next);
            if (position == null) {
                successors.add(null);
                continue;
            }
            List<P> options = options(position);
            Object positionKey = keys.get(next);
            budget.spend(1, 2 * Footprint.HASH_ENTRY + 16 + 4L * options.size()
                    + (positionKey instanceof Position whole ? Footprint.ofKey(whole) : Footprint.of(positionKey)));
            int[] targets = new int[options.size()];
            for (int i = 0; i < targets.length; i++) {
                P option = options.get(i);
                Object optionKey = key.apply(option);
                Integer id = ids.get(optionKey);
                if (id == null) {
                    id = keys.size();
                    ids.put(optionKey, id);
                    keys.add(optionKey);
                    toExpand.add(results.containsKey(optionKey) ? null : option);
                }
                targets[i] = id;
            }
            successors.add(targets);
        }
        new Settling(keys, successors).run();
    }

    private List<P> options(P position) {
        List<P> options = new ArrayList<>();
        for (Move<P> move : game.moves(position)) {
            SearchBudget.stopIfInterrupted();
            if (move.to().size() != 1) {
                throw new IllegalArgumentException("retrograde analysis needs moves that leave one position, got " + move.to());
            }
            options.add(move.to().get(0));
        }
        return options;
    }

    /** The backward pass over one analysis's positions. */
    private final class Settling {
        private final List<Object> keys;
        private final List<int[]> successors;
        private final Outcome[] outcomes;
        private final long[] ranks;
        private final int[] unsettledOptions;
        private final int[][] predecessors;
        private final int[] queue;
        private int tail;

        Settling(List<Object> keys, List<int[]> successors) {
            int n = keys.size();
            this.keys = keys;
            this.successors = successors;
            this.outcomes = new Outcome[n];
            this.ranks = new long[n];
            this.unsettledOptions = new int[n];
            this.queue = new int[n];
            this.predecessors = predecessors(successors, n);
        }

        void run() {
            for (int v = 0; v < outcomes.length; v++) {
                Result known = results.get(keys.get(v));
                if (known != null) {
                    outcomes[v] = known.outcome();
                    ranks[v] = known.rank();
                    if (known.outcome() != Outcome.D) {
                        queue[tail++] = v;
                    }
                } else {
                    unsettledOptions[v] = successors.get(v).length;
                    if (unsettledOptions[v] == 0) {
                        settle(v, convention == Convention.MISERE ? Outcome.N : Outcome.P);
                    }
                }
            }
            for (int head = 0; head < tail; head++) {
                int v = queue[head];
                for (int p : predecessors[v]) {
                    if (outcomes[p] != null) {
                        continue;
                    }
                    if (outcomes[v] == Outcome.P) {
                        settle(p, Outcome.N);
                    } else if (--unsettledOptions[p] == 0) {
                        settle(p, Outcome.P);
                    }
                }
            }
            for (int v = 0; v < outcomes.length; v++) {
                results.putIfAbsent(keys.get(v), outcomes[v] == null ? new Result(Outcome.D, Long.MAX_VALUE)
                        : new Result(outcomes[v], ranks[v]));
            }
        }

        /** A won position is settled after the lost option it moves to, a lost one after all its options. */
        private void settle(int v, Outcome outcome) {
            outcomes[v] = outcome;
            ranks[v] = nextRank++;
            queue[tail++] = v;
        }

        private static int[][] predecessors(List<int[]> successors, int n) {
            int[] counts = new int[n];
            for (int[] targets : successors) {
                if (targets != null) {
                    for (int t : targets) {
                        counts[t]++;
                    }
                }
            }
            int[][] predecessors = new int[n][];
            for (int v = 0; v < n; v++) {
                predecessors[v] = new int[counts[v]];
            }
            for (int v = 0; v < n; v++) {
                int[] targets = successors.get(v);
                if (targets != null) {
                    for (int t : targets) {
                        predecessors[t][--counts[t]] = v;
                    }
                }
            }
            return predecessors;
        }
    }
}
