package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.util.List;
import java.util.Locale;

/**
 * What a contest solution answers for each case ({@code --answer KIND}), and how an answer is
 * checked: like a contest's checker, each answer is one line read with the white space around it
 * trimmed; a move is checked by playing it, not compared as text.
 */
interface AnswerKind {

    /**
     * @param line the line the program printed
     * @param judged the case it answers
     * @return null when the answer is right, else what is wrong with it, e.g. "answered 3, the right answer is 2"
     */
    Phrase mistake(String line, JudgeCase judged);

    /**
     * {@code outcome}, {@code value}, {@code count}, {@code count-distinct}, or {@code move} and
     * {@code smallest-move}, each optionally followed by how a move is written ({@code move i take}).
     *
     * @param written the kind as given
     * @param words the words of the outcome, the second also the answer when there is no winning move
     * @param game the game, which checks moves
     * @return the kind
     * @throws GrundyException for an unknown kind
     */
    static AnswerKind parse(String written, AnswerWords words, GameCases game) {
        List<String> parts = List.of(written.strip().toLowerCase(Locale.ROOT).split("\\s+", 2));
        String kind = parts.get(0);
        boolean moveKind = kind.equals("move") || kind.equals("smallest-move");
        if (parts.size() > 1 && !moveKind) {
            throw new GrundyException(CliText.of("judge.error.answer", Excerpt.of(written)));
        }
        ShapeCoding coding = game.coding();
        String writtenFormat = parts.size() > 1 ? parts.get(1) : null;
        MoveWriting format = coding != null ? ShapeMoveFormat.parse(writtenFormat, coding)
                : writtenFormat != null ? MoveFormat.parse(writtenFormat) : MoveFormat.DEFAULT;
        return switch (kind) {
            case "outcome" -> words;
            case "value" -> new ValueAnswer();
            case "count" -> new CountAnswer(false);
            case "count-distinct" -> new CountAnswer(true);
            case "move" -> new MoveAnswer(format, words, game, false);
            case "smallest-move" -> new MoveAnswer(format, words, game, true);
            default -> throw new GrundyException(CliText.of("judge.error.answer", Excerpt.of(written)));
        };
    }
}
