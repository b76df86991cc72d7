package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.core.Value;

import java.math.BigInteger;

/** {@code --answer value}: the Sprague–Grundy value of the whole position, a whole number. */
final class ValueAnswer implements AnswerKind {

    @Override
    public Phrase mistake(String line, JudgeCase judged) {
        if (!(judged.solution().value() instanceof Value.Nimber nimber)) {
            throw new GrundyException(CliText.of("judge.error.noValue", judged));
        }
        BigInteger said = WholeNumbers.read(line);
        if (said == null) {
            return CliText.of("judge.notNumber", Excerpt.of(line.strip()));
        }
        return said.equals(nimber.value()) ? null : CliText.of("judge.wrong", said, nimber.value());
    }
}
