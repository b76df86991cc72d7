import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/** One heap; a move takes 1, 3 or 4 tokens; whoever takes the last token wins. */
public class TakeAway implements Rules<Integer> {
    public String name() {
        return "take-away";
    }

    public Integer parse(List<String> words) {
        if (words.size() != 1) {
            throw new IllegalArgumentException("give one heap, e.g. 'take-away 10'");
        }
        return Rules.integer(words.get(0), "the heap", 0, 1_000_000);
    }

    public String format(Integer heap) {
        return heap.toString();
    }

    public Iterable<Move<Integer>> moves(Integer heap) {
        List<Move<Integer>> moves = new ArrayList<>();
        for (int take : new int[] {1, 3, 4}) {
            if (take <= heap) {
                moves.add(Move.to("take " + take, heap - take));
            }
        }
        return moves;
    }
}
