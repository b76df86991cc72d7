import dev.grundy.core.Move;
import dev.grundy.core.Rules;

import java.util.List;

/** Does not compile, on purpose: the documentation shows the one line Grundy prints for it. */
public class Broken implements Rules<Integer> {
    public String name() { return "broken" }

    public Integer parse(List<String> words) {
        return Rules.integer(words.get(0), "the heap", 0, 100);
    }

    public String format(Integer heap) {
        return heap.toString();
    }

    public Iterable<Move<Integer>> moves(Integer heap) {
        return List.of();
    }
}
