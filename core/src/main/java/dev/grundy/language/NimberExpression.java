package dev.grundy.language;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Nimber arithmetic written out: non-negative integers of any size (decimal, or hexadecimal after
 * {@code 0x}), {@code +} the nim-sum, {@code *} the nim-product (also written ⊕ and ⊗), {@code *}
 * binding tighter than {@code +}, and parentheses; spaces anywhere between. Read by recursive
 * descent, one character at a time, in time linear in the text plus the arithmetic; the text is at
 * most {@value #MOST_CHARACTERS} characters and the parentheses at most {@value #MOST_DEPTH} deep,
 * so that the recursion is bounded. Bad text is refused with one sentence naming the position
 * (counted from 1) of what is wrong.
 *
 * <p>With the steps asked for, each operation is told in the order it is done, a product by its
 * split at a Fermat 2-power (see {@link Nimbers}).
 */
public final class NimberExpression {
    /** The longest expression read. */
    public static final int MOST_CHARACTERS = 10_000;
    /** The deepest nesting of parentheses read. */
    public static final int MOST_DEPTH = 100;

    private final String text;
    private final List<Phrase> steps;
    private int at;
    private int depth;

    private NimberExpression(String text, boolean explain) {
        this.text = text;
        this.steps = explain ? new ArrayList<>() : null;
    }

    /**
     * An expression's value, and how it was worked out when asked.
     *
     * @param value the nimber
     * @param steps each operation, in the order done; empty unless asked for
     */
    public record Result(BigInteger value, List<Phrase> steps) {
        /** Copies the steps. */
        public Result {
            steps = List.copyOf(steps);
        }
    }

    /**
     * @param text the expression
     * @return its value
     * @throws GrundyException if the text is not an expression, too long or nested too deep
     */
    public static BigInteger evaluate(String text) {
        return read(text, false).value();
    }

    /**
     * @param text the expression
     * @param explain whether to record every operation's steps
     * @return its value, and the steps if asked for
     * @throws GrundyException if the text is not an expression, too long or nested too deep
     */
    public static Result read(String text, boolean explain) {
        if (text.length() > MOST_CHARACTERS) {
            throw new GrundyException(Phrase.of("nimber.tooLong", text.length(), MOST_CHARACTERS));
        }
        if (text.isBlank()) {
            throw new GrundyException(Phrase.of("nimber.empty"));
        }
        NimberExpression expression = new NimberExpression(text, explain);
        BigInteger value = expression.sum();
        expression.skipSpaces();
        if (expression.at < text.length()) {
            throw expression.unexpected();
        }
        return new Result(value, explain ? expression.steps : List.of());
    }

    private BigInteger sum() {
        BigInteger value = product();
        while (next('+', '⊕')) {
            BigInteger term = product();
            BigInteger result = Nimbers.nimSum(value, term);
            step(Phrase.of("nimber.explain.sum", value, term, result));
            value = result;
        }
        return value;
    }

    private BigInteger product() {
        BigInteger value = factor();
        while (next('*', '⊗')) {
            BigInteger factor = factor();
            BigInteger result = Nimbers.nimProduct(value, factor);
            if (steps != null) {
                explainProduct(value, factor, result);
            }
            value = result;
        }
        return value;
    }

    private BigInteger factor() {
        skipSpaces();
        if (at == text.length()) {
            throw new GrundyException(Phrase.of("nimber.endsEarly", at + 1));
        }
        char c = text.charAt(at);
        if (c == '(') {
            int open = at;
            if (++depth > MOST_DEPTH) {
                throw new GrundyException(Phrase.of("nimber.tooDeep", MOST_DEPTH, at + 1));
            }
            at++;
            BigInteger value = sum();
            skipSpaces();
            if (at == text.length() || text.charAt(at) != ')') {
                throw at == text.length() ? new GrundyException(Phrase.of("nimber.unclosed", open + 1)) : unexpected();
            }
            at++;
            depth--;
            return value;
        }
        if (c >= '0' && c <= '9') {
            return number();
        }
        if (c == '-') {
            throw new GrundyException(Phrase.of("nimber.minus", at + 1));
        }
        throw new GrundyException(Phrase.of("nimber.expected", at + 1, token()));
    }

    private BigInteger number() {
        int start = at;
        if (text.startsWith("0x", at) || text.startsWith("0X", at)) {
            at += 2;
            int digits = at;
            while (at < text.length() && Character.digit(text.charAt(at), 16) >= 0 && text.charAt(at) < 128) {
                at++;
            }
            if (at == digits) {
                throw new GrundyException(Phrase.of("nimber.hex", start + 1));
            }
            return new BigInteger(text.substring(digits, at), 16);
        }
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        return new BigInteger(text.substring(start, at));
    }

    private boolean next(char ascii, char symbol) {
        skipSpaces();
        if (at < text.length() && (text.charAt(at) == ascii || text.charAt(at) == symbol)) {
            at++;
            return true;
        }
        return false;
    }

    private void skipSpaces() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private GrundyException unexpected() {
        return new GrundyException(Phrase.of("nimber.unexpected", at + 1, token()));
    }

    /** @return the word or the character at the current position, as written */
    private String token() {
        int end = at + Character.charCount(text.codePointAt(at));
        if (Character.isLetterOrDigit(text.codePointAt(at))) {
            while (end < text.length() && Character.isLetterOrDigit(text.codePointAt(end))) {
                end += Character.charCount(text.codePointAt(end));
            }
        }
        return text.substring(at, end);
    }

    private void step(Phrase phrase) {
        if (steps != null) {
            steps.add(phrase);
        }
    }

    /** a ⊗ b by one split at the Fermat 2-power X = 2^h with a, b &lt; X², the terms and the result. */
    private void explainProduct(BigInteger a, BigInteger b, BigInteger result) {
        if (a.compareTo(BigInteger.ONE) <= 0 || b.compareTo(BigInteger.ONE) <= 0) {
            steps.add(Phrase.of("nimber.explain.unit", a, b, result));
            return;
        }
        int h = Nimbers.halfWidth(Math.max(a.bitLength(), b.bitLength()));
        BigInteger x = BigInteger.ONE.shiftLeft(h);
        BigInteger a1 = a.shiftRight(h);
        BigInteger a0 = a.subtract(a1.shiftLeft(h));
        BigInteger b1 = b.shiftRight(h);
        BigInteger b0 = b.subtract(b1.shiftLeft(h));
        BigInteger high = Nimbers.nimProduct(a1, b1);
        BigInteger cross1 = Nimbers.nimProduct(a1, b0);
        BigInteger cross0 = Nimbers.nimProduct(a0, b1);
        BigInteger low = Nimbers.nimProduct(a0, b0);
        BigInteger half = Nimbers.nimProduct(high, x.shiftRight(1));
        BigInteger middle = Nimbers.nimSum(Nimbers.nimSum(high, cross1), cross0);
        steps.add(Phrase.of("nimber.explain.split", a, b, h, x, a1, a0, b1, b0));
        steps.add(Phrase.of("nimber.explain.terms", high, cross1, cross0, low, half));
        steps.add(Phrase.of("nimber.explain.product", a, b, middle, low, half, result));
    }
}
