package dev.grundy.cli.render;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Position;
import dev.grundy.core.Value;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.ValuedMove;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** The legal moves of a position told for people, each with what it leaves and whether it wins. */
public final class MoveListText {
    private final PrintStream out;
    private final Locale locale;

    /**
     * @param out where to print
     * @param locale the language
     */
    public MoveListText(PrintStream out, Locale locale) {
        this.out = out;
        this.locale = locale;
    }

    /**
     * @param position the position moved from
     * @param moves its moves
     * @param numbered true to number the moves, for a person who picks one by its number
     */
    public void print(Position position, MoveList moves, boolean numbered) {
        List<ValuedMove> listed = moves.moves();
        String value = moves.value() instanceof Value.Nimber nimber ? CliText.of("moves.value", nimber.value()).in(locale) : "";
        String header = !moves.complete() ? "moves.header.first" : listed.size() == 1 ? "moves.header.one" : "moves.header";
        out.println(CliText.of(header, position, value, listed.size()).in(locale));
        moves.notes().forEach(note -> out.println("  " + note.in(locale)));
        MoveLines lines = new MoveLines();
        MoveText words = new MoveText(position, locale);
        words.noteIfShortened(lines);
        for (int i = 0; i < listed.size(); i++) {
            ValuedMove move = listed.get(i);
            String after = move.value() instanceof Value.Nimber nimber ? CliText.of("moves.leavesValue", nimber.value()).in(locale)
                    : CliText.of("moves.leavesOutcome", move.outcome()).in(locale);
            String text = (numbered ? "#" + (i + 1) + " " : "") + words.words(move.move());
            String wins = after + (move.wins() ? CliText.of("moves.wins").in(locale) : "");
            String to = words.to(move.move());
            if (to == null) {
                lines.add(text, wins);
            } else {
                lines.add(text, to, wins);
            }
        }
        lines.print(out);
        if (!moves.complete()) {
            out.println(CliText.of("moves.more").in(locale));
        }
    }
}
