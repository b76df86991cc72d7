package dev.grundy.solve;

import dev.grundy.arithmetic.Mex;
import dev.grundy.budget.SearchBudget;

import java.util.Arrays;

/**
 * Grundy values of a {@link CodedGame} by the definition, G(p) = mex of the options' values, an
 * option that is a sum taking the nim-sum of its parts' values (Sprague–Grundy theorem): the same
 * search as {@link GrundySolver}, on primitives only. Positions are remembered by code ({@link CodeValues}: an array for
 * small codes, an open-addressing table for the rest); the search runs on an explicit stack of frames, each a slice of one
 * growing array of the options' words, so no object is made per state or per move. Once that array
 * holds more than {@value #KEPT_WORDS} words, a frame that descends gives its slice up and keeps only
 * where it stood, listing its options again when the search comes back to it: a game with n moves
 * from a heap of n ("take any number") would otherwise hold n + (n − 1) + … + 1 words along its
 * deepest line, 1.6 GB at n = 20,000. Time O(total number of moves of the states reached, each
 * listed at most once more per option it descends into), memory O(states reached + depth +
 * {@value #KEPT_WORDS} + the largest listing). Every new state is charged to the {@link SearchBudget}, {@value #CHARGE_EVERY} at a time
 * and the rest when the search ends, so a limit may be passed by fewer than that many states
 * before it stops the search. Not thread-safe.
 */
public final class CodedGrundySolver {
    private final CodedGame game;
    private final SearchBudget budget;
    /** States charged to the budget together: two atomic additions a state cost more than the rest of a heap's work. */
    private static final int CHARGE_EVERY = 64;
    private static final int BYTES_A_STATE = 24;
    /** Options' words kept for the frames below the top before they are listed again instead: 8 MB. */
    static final int KEPT_WORDS = 1 << 20;

    private final CodeValues values = new CodeValues();
    private int uncharged;

    private long[] arena = new long[1 << 10];
    private int arenaTop;
    private long[] positions = new long[64];
    private int[] starts = new int[64];
    private int[] cursors = new int[64];
    /** Whether a frame gave its slice up; its cursor then counts from its own first word. */
    private boolean[] dropped = new boolean[64];
    private int depth;
    private int[] stamps = new int[64];
    private int stamp;

    /**
     * @param game the game, serving this solver alone
     * @param budget charged one state for every position solved
     */
    public CodedGrundySolver(CodedGame game, SearchBudget budget) {
        this.game = game;
        this.budget = budget;
    }

    /**
     * @param code a position's code
     * @return its Grundy value
     * @throws StateLimitException if the budget runs out
     * @throws LoopyGameException if the position can recur, so the game need not end
     */
    public int grundy(long code) {
        int known = values.get(code);
        if (known >= 0) {
            return known;
        }
        try {
            return search(code);
        } catch (RuntimeException | Error e) {
            // Positions left unfinished must not look like cycles to a later search.
            for (int i = 0; i < depth; i++) {
                values.remove(positions[i]);
            }
            depth = 0;
            arenaTop = 0;
            uncharged = 0;
            throw e;
        }
    }

    private int search(long root) {
        open(root);
        while (true) {
            int top = depth - 1;
            long unknown = advance(top);
            if (unknown >= 0 || unknown == Long.MIN_VALUE) {
                if (unknown == Long.MIN_VALUE) {
                    throw new LoopyGameException(game.format(positions[top]));
                }
                if (arenaTop > KEPT_WORDS) {
                    drop(top);
                }
                open(unknown);
                continue;
            }
            int value = mex(top);
            values.put(positions[top], value);
            arenaTop = starts[top];
            depth--;
            if (depth == 0) {
                charge();
                return value;
            }
            if (dropped[depth - 1]) {
                relist(depth - 1);
            }
        }
    }

    /** The frame, about to descend, leaves the arena to its descendants and keeps its place in its listing. */
    private void drop(int frame) {
        cursors[frame] -= starts[frame];
        dropped[frame] = true;
        arenaTop = starts[frame];
    }

    /** The search is back at a dropped frame, on top again: its options are listed anew where they were. */
    private void relist(int frame) {
        int size = game.list(positions[frame]);
        if (size < cursors[frame]) {
            throw new IllegalStateException("the options of " + game.format(positions[frame]) + " changed between two listings");
        }
        place(size);
        cursors[frame] += starts[frame];
        dropped[frame] = false;
    }

    /** Copies the game's last listing to the end of the arena. */
    private void place(int size) {
        if (arenaTop + size > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaTop + size));
        }
        System.arraycopy(game.words(), 0, arena, arenaTop, size);
        arenaTop += size;
    }

    /**
     * Moves the frame's cursor over the options whose parts are all solved.
     *
     * @return a part not yet solved, {@code Long.MIN_VALUE} for one under way (a cycle), or −1 when
     *     every option is solved
     */
    private long advance(int frame) { // always the top frame, whose options end the arena
        int cursor = cursors[frame];
        while (cursor < arenaTop) {
            int parts = (int) arena[cursor];
            for (int p = 1; p <= parts; p++) {
                long part = arena[cursor + p];
                int value = values.get(part);
                if (value == LongIntMap.ABSENT) {
                    cursors[frame] = cursor;
                    return part;
                }
                if (value == Memo.IN_PROGRESS) {
                    return Long.MIN_VALUE;
                }
            }
            cursor += parts + 1;
        }
        cursors[frame] = cursor;
        return -1;
    }

    /** Every option is solved: the mex of their values, each a nim-sum of its parts'. */
    private int mex(int frame) {
        int options = 0;
        for (int cursor = starts[frame]; cursor < arenaTop; cursor += (int) arena[cursor] + 1) {
            options++;
        }
        if (stamps.length <= options) {
            stamps = new int[2 * options + 1];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        for (int cursor = starts[frame]; cursor < arenaTop; ) {
            int parts = (int) arena[cursor++];
            int sum = 0;
            for (int p = 0; p < parts; p++) {
                sum ^= values.get(arena[cursor++]);
            }
            if (sum < stamps.length) {
                stamps[sum] = stamp;
            }
        }
        return Mex.of(stamps, stamp);
    }

    private void charge() {
        budget.spend(uncharged, (long) BYTES_A_STATE * uncharged);
        uncharged = 0;
    }

    private void open(long code) {
        if (++uncharged == CHARGE_EVERY) {
            charge();
        }
        values.put(code, Memo.IN_PROGRESS);
        SearchBudget.stopIfInterrupted();
        if (depth == positions.length) {
            positions = Arrays.copyOf(positions, 2 * depth);
            starts = Arrays.copyOf(starts, 2 * depth);
            cursors = Arrays.copyOf(cursors, 2 * depth);
            dropped = Arrays.copyOf(dropped, 2 * depth);
        }
        int size = game.list(code);
        positions[depth] = code;
        starts[depth] = arenaTop;
        cursors[depth] = arenaTop;
        dropped[depth] = false;
        place(size);
        depth++;
    }
}
