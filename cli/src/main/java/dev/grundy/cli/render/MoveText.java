package dev.grundy.cli.render;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.text.Phrase;

import java.util.Locale;

/**
 * Moves told for people at a length that grows with the move, not with the position: a move's
 * words, what it changes, and the whole position it leads to — that last only when the position
 * moved from, and each of its components, is at most {@value PositionMove#WRITTEN_IN_FULL} characters long
 * (a graph read from a file is written as the file's name, but its moves leave graphs written out), so that every
 * position printed can be pasted back and n moves of a position of 100,000 heaps print n short
 * lines. What a move changes is left out when its component alone is longer (a heap of 16,000
 * digits), and in a long position a move of a component without a heap's number names the
 * component's place.
 */
final class MoveText {
    private final Position position;
    private final Locale locale;
    private final boolean writtenOut;
    private final boolean placesNeeded;

    /**
     * @param position the position moved from
     * @param locale the language
     */
    MoveText(Position position, Locale locale) {
        this.position = position;
        this.locale = locale;
        this.writtenOut = PositionMove.writtenInFull(position);
        this.placesNeeded = !writtenOut && position.components().size() > 1;
    }

    /** @return true when each move is told with the whole position it leads to */
    boolean writtenOut() {
        return writtenOut;
    }

    /**
     * @param lines where the note goes: said once, above moves told without the position they lead to
     */
    void noteIfShortened(MoveLines lines) {
        if (!writtenOut) {
            lines.note(CliText.of("moves.notWrittenOut", String.format(Locale.ROOT, "%,d", PositionMove.WRITTEN_IN_FULL))
                    .in(locale));
        }
    }

    /**
     * @param move a move of the position
     * @return its words and, when its component is short, what it changes: "take 2 from heap 1: 3 → 1"
     */
    String words(PositionMove move) {
        Phrase change = move.shortChange();
        String text = change == null ? move.text().in(locale) : CliText.of("move.line", move.text(), change).in(locale);
        if (!placesNeeded || move.component().label() != null) {
            return text;
        }
        return CliText.of("move.inComponent", move.component().number(), move.component().game().name(), text).in(locale);
    }

    /**
     * @param move a move of the position
     * @return "to POSITION", or null when the position is not written out
     */
    String to(PositionMove move) {
        return writtenOut ? CliText.of("move.to", move.writtenTo()).in(locale) : null;
    }

    /**
     * @param moves moves of the position
     * @return their lines: words, then where each leads when written out
     */
    MoveLines lines(Iterable<PositionMove> moves) {
        MoveLines lines = new MoveLines();
        noteIfShortened(lines);
        for (PositionMove move : moves) {
            String to = to(move);
            if (to == null) {
                lines.add(words(move));
            } else {
                lines.add(words(move), to);
            }
        }
        return lines;
    }
}
