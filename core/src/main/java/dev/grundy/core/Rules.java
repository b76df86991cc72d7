package dev.grundy.core;

import dev.grundy.text.InvalidPositionException;

import java.util.List;

/**
 * The rules of a game of your own, written in Java: Grundy solves it like a built-in game — who
 * wins, the nim-value, every winning move — adds it to other games by the Sprague–Grundy theorem,
 * plays it, and lists its moves.
 *
 * <p>Give the moves of a position ({@link #moves}), how a position is read from words and written
 * back ({@link #parse}, {@link #format}), and a name. Grundy computes the values by the definition
 * (the mex of the options' values) with a memoised search on an explicit stack, so plays of any
 * length are fine; the state limit ({@code --max-states}) stops a search that grows too large.
 * Under normal play the player who cannot move loses: a position without moves is lost for the
 * player to move. Every play must end: a position that can recur is reported as an error.
 *
 * <p>Positions must be immutable values with {@code equals} and {@code hashCode} (a record is
 * ideal), since the search remembers them. A move may leave several independent positions — a
 * sheet cut in two pieces — and its value is then the nim-sum of theirs, so a position never needs
 * to hold a whole collection. If every position fits in a {@code long}, implement
 * {@link LongEncoded} too: the search then remembers codes instead of objects, in a half to a
 * third of the memory. One instance may be used by several threads at once, so keep no mutable state.
 *
 * <p>Use it from the command line with {@code --rules}; the file holds one public class with a
 * public constructor without parameters, and may use only the JDK and Grundy's core:
 *
 * <pre>{@code
 * import dev.grundy.core.Move;
 * import dev.grundy.core.Rules;
 * import java.util.ArrayList;
 * import java.util.List;
 *
 * // One heap; take 1, 3 or 4 tokens. grundy solve --rules TakeAway.java 10
 * public class TakeAway implements Rules<Integer> {
 *     public String name() {
 *         return "take-away";
 *     }
 *
 *     public Integer parse(List<String> words) {
 *         if (words.size() != 1) {
 *             throw new IllegalArgumentException("give one heap, e.g. 'take-away 10'");
 *         }
 *         return Rules.integer(words.get(0), "the heap", 0, 1_000_000);
 *     }
 *
 *     public String format(Integer heap) {
 *         return heap.toString();
 *     }
 *
 *     public Iterable<Move<Integer>> moves(Integer heap) {
 *         List<Move<Integer>> moves = new ArrayList<>();
 *         for (int take : new int[] {1, 3, 4}) {
 *             if (take <= heap) {
 *                 moves.add(Move.to("take " + take, heap - take));
 *             }
 *         }
 *         return moves;
 *     }
 * }
 * }</pre>
 *
 * <p>Anything the rules throw is reported in one line naming the exception and the line of your
 * file it came from; a position that does not parse is reported with your message.
 *
 * @param <P> the type of positions
 */
public interface Rules<P> extends ImpartialGame<P> {

    /**
     * The game's name in the position language: {@code cutting 4 2 + nim 3}. One word of letters,
     * digits and dashes, starting with a letter, and not the name of a built-in game.
     *
     * @return the name
     */
    String name();

    /**
     * Reads a position from the words written after the game's name.
     *
     * @param words the position's words, e.g. {@code ["4", "2"]} for {@code cutting 4 2}
     * @return the position
     * @throws IllegalArgumentException if the words are not a position; the message, which should
     *     say what is expected, is shown after the game's name
     * @throws InvalidPositionException likewise, e.g. from {@link #integer}
     */
    P parse(List<String> words);

    /**
     * Writes a position as the words {@link #parse} reads back, so that every position Grundy
     * prints can be pasted into a command.
     *
     * @param position a position
     * @return its words, e.g. {@code "4 2"}
     */
    String format(P position);

    /**
     * Reads an integer within bounds, for {@link #parse}.
     *
     * @param word the word to read
     * @param what what the number stands for, for the error, e.g. {@code "the width"}
     * @param least the smallest value allowed
     * @param most the largest value allowed
     * @return the integer
     * @throws InvalidPositionException if the word is not an integer from {@code least} to
     *     {@code most}
     */
    static int integer(String word, String what, int least, int most) {
        try {
            int value = Integer.parseInt(word);
            if (value >= least && value <= most) {
                return value;
            }
        } catch (NumberFormatException e) {
            // told below, with the bounds
        }
        throw new InvalidPositionException("error.rules.integer", what, least, most, String.valueOf(word));
    }
}
