package dev.grundy.core;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves of a whole position, and whether they are every move asked for (see {@link Moves}).
 *
 * @param list the moves
 * @param complete true when no other move qualifies
 * @param count how many moves qualify, listed or not; {@link Moves#UNKNOWN} when not every one
 *     was counted
 */
public record PositionMoves(List<PositionMove> list, boolean complete, long count) {

    /** @throws NullPointerException if list is null or holds null */
    public PositionMoves {
        list = List.copyOf(list);
    }

    /** @return the complete empty list */
    public static PositionMoves none() {
        return new PositionMoves(List.of(), true, 0);
    }

    /**
     * Gathers the moves of several components, listing the first up to a limit and counting all,
     * in time and memory linear in the moves listed.
     */
    public static final class Builder {
        private final int limit;
        private final List<PositionMove> listed = new ArrayList<>();
        private boolean counted = true;
        private long count;

        /** @param limit the most moves to list */
        public Builder(int limit) {
            this.limit = limit;
        }

        /**
         * @param moves more moves of the same position
         * @return this builder
         */
        public Builder add(PositionMoves moves) {
            for (PositionMove move : moves.list()) {
                add(move);
            }
            if (moves.count() == Moves.UNKNOWN) {
                counted = false;
            } else {
                count += moves.count() - moves.list().size();
            }
            return this;
        }

        /**
         * @param move one more move, which qualifies
         * @return this builder
         */
        public Builder add(PositionMove move) {
            SearchBudget.stopIfInterrupted();
            if (listed.size() < limit) {
                listed.add(move);
            }
            count++;
            return this;
        }

        /** @return the moves listed, complete when they are every one, with their count */
        public PositionMoves build() {
            return new PositionMoves(listed, counted && listed.size() == count, counted ? count : Moves.UNKNOWN);
        }
    }
}
