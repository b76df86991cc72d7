package dev.grundy.rules;

import dev.grundy.heap.CodedHeapSequence;
import dev.grundy.heap.SubtractionValues;
import dev.grundy.text.InvalidPositionException;

import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Grundy sequence of a one-line game of one number ({@code sequence --moves}): computed in
 * order through {@link CodedHeapSequence}, with its periodicity proved when the line is, word for
 * word, a finite subtraction set — {@code n -> take(n, 1, 3, 4)}, its amounts whole numbers or
 * parameters of {@code --param} — and otherwise only observed.
 */
public final class OneLineSequence {
    private static final Pattern TAKE = Pattern.compile("\\s*\\{?\\s*take\\s*\\(\\s*([A-Za-z_$][\\w$]*)\\s*,([^()]*)\\)\\s*;?\\s*}?\\s*");
    private static final Pattern WHOLE = Pattern.compile("\\d+[lL]?");

    private OneLineSequence() {
    }

    /**
     * @param rules a one-line game
     * @param parameters the parameters its line was compiled with
     * @return its sequence, in the name {@value OneLineRules#NAME}
     * @throws InvalidPositionException if its positions are not one number
     */
    public static CodedHeapSequence of(OneLineRules rules, GameParameters parameters) {
        if (rules.codes().arity() != 1) {
            throw new InvalidPositionException("error.sequence.oneNumber", rules.line().text());
        }
        return new CodedHeapSequence(OneLineRules.NAME, rules.coded(), subtractionSet(rules.line(), parameters));
    }

    /**
     * @param rules a one-line game
     * @return its sequence when it is a finite subtraction set, whose periodicity is then proved; else null
     */
    public static CodedHeapSequence provable(OneLineRules rules) {
        return subtractionSet(rules.line(), rules.parameters()) == null ? null : of(rules, rules.parameters());
    }

    /**
     * @param line a line of one number
     * @param parameters the values of the names it may use
     * @return S when the line's whole body is {@code take(n, s1, s2, …)} with every s a whole
     *     number from 1 to {@link SubtractionValues#MAX_MEMBER} (written, or a parameter's value); else null
     */
    static int[] subtractionSet(OneLineText line, GameParameters parameters) {
        Matcher take = TAKE.matcher(line.body());
        if (line.arity() != 1 || !take.matches() || !take.group(1).equals(line.names().get(0))) {
            return null;
        }
        String[] amounts = take.group(2).split(",", -1);
        int[] set = new int[amounts.length];
        for (int i = 0; i < amounts.length; i++) {
            String amount = amounts[i].strip();
            BigInteger value = WHOLE.matcher(amount).matches() ? new BigInteger(amount.replaceAll("[lL]$", ""))
                    : parameters.valueOf(amount);
            if (value == null || value.signum() <= 0 || value.compareTo(BigInteger.valueOf(SubtractionValues.MAX_MEMBER)) > 0) {
                return null;
            }
            set[i] = value.intValueExact();
        }
        return set;
    }
}
