package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;

import java.util.Locale;

/**
 * The two words a contest solution answers in ({@code --words First,Second}): the first says the
 * player to move wins (an N-position), the second that the player to move loses (a P-position).
 * A line is read with the white space around it trimmed, and compared exactly, as a contest's
 * checker compares it, or ignoring case when asked. It is {@code --answer outcome}, the default.
 *
 * @param winning the word for an N-position
 * @param losing the word for a P-position
 * @param ignoreCase true when {@code first} answers as well as {@code First}
 */
record AnswerWords(String winning, String losing, boolean ignoreCase) implements AnswerKind {

    /**
     * @param written the words as given, e.g. {@code First,Second} or {@code 1,0}
     * @param ignoreCase whether case is ignored
     * @return the words
     * @throws GrundyException unless there are two different words
     */
    static AnswerWords parse(String written, boolean ignoreCase) {
        String[] words = written.split(",", -1);
        if (words.length == 2) {
            AnswerWords answer = new AnswerWords(words[0].strip(), words[1].strip(), ignoreCase);
            if (!answer.winning.isEmpty() && !answer.losing.isEmpty() && !answer.same(answer.winning, answer.losing)) {
                return answer;
            }
        }
        throw new GrundyException(CliText.of("judge.error.words", Excerpt.of(written)));
    }

    @Override
    public Phrase mistake(String line, JudgeCase judged) {
        Outcome said = read(line);
        if (said == null) {
            return CliText.of("judge.garbage", Excerpt.of(line.strip()), winning, losing);
        }
        return said == judged.truth() ? null : CliText.of("judge.wrong", word(said), word(judged.truth()));
    }

    /**
     * @param line a line the program printed
     * @return the outcome it states, or null when it is neither word
     */
    Outcome read(String line) {
        String answer = line.strip();
        return same(answer, winning) ? Outcome.N : same(answer, losing) ? Outcome.P : null;
    }

    /**
     * @param outcome P or N
     * @return the program's word for it
     */
    String word(Outcome outcome) {
        return outcome == Outcome.N ? winning : losing;
    }

    private boolean same(String a, String b) {
        return ignoreCase ? a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT)) : a.equals(b);
    }
}
