import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.ArrayList;
import java.util.List;

/** Throws on purpose when a move would leave 3: the documentation shows the line Grundy prints. */
public class Thrower implements Rules<Integer> {
    public Iterable<Move<Integer>> moves(Integer heap) {
        if (heap == 3) {
            throw new IllegalStateException("three is not allowed");
        }
        List<Move<Integer>> moves = new ArrayList<>();
        for (int take = 1; take <= Math.min(2, heap); take++) {
            moves.add(Move.to("take " + take, heap - take));
        }
        return moves;
    }

    public String name() {
        return "thrower";
    }

    public Integer parse(List<String> words) {
        return Rules.integer(words.get(0), "the heap", 0, 100);
    }

    public String format(Integer heap) {
        return heap.toString();
    }
}
