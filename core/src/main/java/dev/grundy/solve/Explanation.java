package dev.grundy.solve;

import dev.grundy.text.Phrase;
import dev.grundy.core.Value;

import java.util.List;
import java.util.Objects;

/**
 * Why a position is worth what it is, as the solver found it, for front ends to show as they are:
 * one row per component (its value and the reasoning behind it), the total, and the verdict — the
 * theorem or rule that decides from the total, with the steps of a rule when one applied.
 *
 * @param rows one per component, in the order written; none when no values were used (misère)
 * @param total the value of the whole position
 * @param verdict what decides, for people: "the nim-sum is not 0: …"; empty when one component's
 *     own reasoning says it all
 * @param steps the steps of the rule the verdict names (misère Nim's rule), each on a line of its own
 */
public record Explanation(List<Row> rows, Value total, List<Phrase> verdict, List<Phrase> steps) {

    /** @throws NullPointerException if an argument is null */
    public Explanation {
        rows = List.copyOf(rows);
        Objects.requireNonNull(total, "total");
        verdict = List.copyOf(verdict);
        steps = List.copyOf(steps);
    }

    /**
     * One component of the position.
     *
     * @param label its name in the position ("heap 2"), or null for a game without numbered components
     * @param game its game's name, e.g. {@code bash:3}
     * @param written the component in the game's words, e.g. {@code 7}
     * @param value its value
     * @param reasons the reasoning behind the value, in the theory's terms; possibly none
     */
    public record Row(Phrase label, String game, String written, Value value, List<Phrase> reasons) {
        /** @throws NullPointerException if an argument but the label is null */
        public Row {
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(written, "written");
            Objects.requireNonNull(value, "value");
            reasons = List.copyOf(reasons);
        }
    }
}
