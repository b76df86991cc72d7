package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import javax.lang.model.SourceVersion;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The named whole numbers of {@code --param K=3} that a game's rules read: a one-line game and a
 * {@code --check} formula see each as a constant of their class ({@code static final long K = 3L},
 * or a {@link BigInteger} beyond {@code long}); a Java file of rules gets them in its public
 * constructor that takes a {@code GameParameters} and reads them with {@link #get} or {@link #big}.
 * Which names were read is remembered, so that a name given but never read (misspelt) is told.
 * Not thread-safe: made and read while the rules are made.
 */
public final class GameParameters {
    /** No parameters. */
    public static GameParameters none() {
        return new GameParameters(new LinkedHashMap<>());
    }

    /** The most values one range of {@code table --param K=A..B} may give. */
    public static final int MOST_VALUES = 1000;

    private static final Pattern BINDING = Pattern.compile("([^=\\s]+)=(-?\\d+)(?:\\.\\.(-?\\d+))?");

    private final Map<String, BigInteger> values;
    private final Set<String> read = new LinkedHashSet<>();

    private GameParameters(Map<String, BigInteger> values) {
        this.values = values;
    }

    /**
     * @param bindings {@code NAME=VALUE} each, a name a Java identifier, a value a whole number of any size
     * @return the parameters
     * @throws InvalidPositionException for a binding that is malformed, a range, or a name given twice
     */
    public static GameParameters of(List<String> bindings) {
        List<GameParameters> each = each(bindings);
        if (each.size() != 1 || bindings.stream().anyMatch(binding -> binding.contains(".."))) {
            throw new InvalidPositionException("error.param.rangeOnlyInTable", String.join(" ", bindings));
        }
        return each.get(0);
    }

    /**
     * Every binding of the parameters that the words allow, one of them a range {@code K=1..6}.
     *
     * @param bindings {@code NAME=VALUE} or, for one name, {@code NAME=FROM..TO}
     * @return one set of parameters per value of the range, in order; one when there is no range
     * @throws InvalidPositionException for a malformed binding, a name given twice, more than one
     *     range, or a range empty or longer than {@value #MOST_VALUES}
     */
    public static List<GameParameters> each(List<String> bindings) {
        Map<String, BigInteger> fixed = new LinkedHashMap<>();
        String ranged = null;
        BigInteger from = null;
        BigInteger to = null;
        for (String binding : bindings) {
            Matcher matcher = BINDING.matcher(binding.strip());
            if (!matcher.matches() || !isName(matcher.group(1))) {
                throw new InvalidPositionException("error.param.form", binding);
            }
            String name = matcher.group(1);
            if (fixed.containsKey(name) || name.equals(ranged)) {
                throw new InvalidPositionException("error.param.twice", name);
            }
            if (matcher.group(3) == null) {
                fixed.put(name, new BigInteger(matcher.group(2)));
            } else {
                if (ranged != null) {
                    throw new InvalidPositionException("error.param.twoRanges", ranged, name);
                }
                ranged = name;
                from = new BigInteger(matcher.group(2));
                to = new BigInteger(matcher.group(3));
                BigInteger count = to.subtract(from).add(BigInteger.ONE);
                if (count.signum() <= 0 || count.compareTo(BigInteger.valueOf(MOST_VALUES)) > 0) {
                    throw new InvalidPositionException("error.param.range", binding, MOST_VALUES);
                }
            }
        }
        List<GameParameters> each = new ArrayList<>();
        if (ranged == null) {
            each.add(new GameParameters(fixed));
            return each;
        }
        for (BigInteger value = from; value.compareTo(to) <= 0; value = value.add(BigInteger.ONE)) {
            Map<String, BigInteger> values = new LinkedHashMap<>(fixed);
            values.put(ranged, value);
            each.add(new GameParameters(values));
        }
        return each;
    }

    /** A Java identifier that is no keyword, as javac reads names. */
    private static boolean isName(String name) {
        return SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name);
    }

    /** @return the names bound, in the order given */
    public Set<String> names() {
        return Collections.unmodifiableSet(values.keySet());
    }

    /** @return true when no name is bound */
    public boolean isEmpty() {
        return values.isEmpty();
    }

    /**
     * @param name a parameter's name
     * @return its value
     * @throws InvalidPositionException if it is not bound, or its value does not fit a {@code long}
     *     (read such a value with {@link #big})
     */
    public long get(String name) {
        BigInteger value = big(name);
        if (value.bitLength() > 63) {
            throw new InvalidPositionException("error.param.notLong", name, value);
        }
        return value.longValueExact();
    }

    /**
     * @param name a parameter's name
     * @return its value, of any size
     * @throws InvalidPositionException if it is not bound
     */
    public BigInteger big(String name) {
        BigInteger value = values.get(name);
        if (value == null) {
            throw new InvalidPositionException("error.param.unbound", name, values.isEmpty() ? "none" : String.join(", ", values.keySet()));
        }
        read.add(name);
        return value;
    }

    /** @return the value of every name, in the order given: {@code K=3 M=5} */
    public String written() {
        StringBuilder words = new StringBuilder();
        values.forEach((name, value) -> words.append(words.length() == 0 ? "" : " ").append(name).append('=').append(value));
        return words.toString();
    }

    /**
     * @param name a parameter's name
     * @return its value, or null when it is not bound
     */
    public BigInteger valueOf(String name) {
        return values.get(name);
    }

    /**
     * @throws InvalidPositionException naming a parameter that was given but never read
     * @param who what should have read it, for people
     */
    void checkAllRead(String who) {
        for (String name : values.keySet()) {
            if (!read.contains(name)) {
                throw new InvalidPositionException("error.param.unused", name, who);
            }
        }
    }

    /** @param name a name @return true when it is bound; a line that names it reads it */
    boolean marksRead(String name) {
        return values.containsKey(name) && read.add(name);
    }

    /** @return Java declarations of the parameters as constants, on one line */
    String declarations() {
        StringBuilder fields = new StringBuilder();
        values.forEach((name, value) -> fields.append(value.bitLength() <= 63
                ? " static final long " + name + " = " + value + "L;"
                : " static final java.math.BigInteger " + name + " = new java.math.BigInteger(\"" + value + "\");"));
        return fields.toString();
    }
}
