package dev.grundy.language;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * One member of the set S of {@code subtract:S} as written: a number, or a range {@code L-R} of the
 * numbers L to R, e.g. the three members of {@code subtract:1,4,10-20}.
 *
 * @param least the smallest number
 * @param most the largest number
 * @param range true when written as a range
 */
record SetMember(BigInteger least, BigInteger most, boolean range) {

    /**
     * @param parameter S as written after {@code subtract:}
     * @return its members, in the order written
     * @throws InvalidPositionException if S is empty, or a member is no positive number or range
     */
    static List<SetMember> readAll(String parameter) {
        String[] words = parameter.split(",", -1);
        if (List.of(words).stream().allMatch(String::isBlank)) {
            throw new InvalidPositionException("error.emptySet");
        }
        List<SetMember> members = new ArrayList<>(words.length);
        for (String word : words) {
            members.add(read(word));
        }
        return members;
    }

    /** A number, or a range L-R; a word that starts with '-' is a (negative) number, as before ranges. */
    private static SetMember read(String word) {
        if (word.indexOf('-') <= 0) {
            BigInteger number = Numbers.positive(Phrase.of("what.setMember"), word);
            return new SetMember(number, number, false);
        }
        if (!word.matches("[0-9]+-[0-9]+")) {
            throw new InvalidPositionException("error.range.form", word);
        }
        String[] ends = word.split("-");
        Phrase end = Phrase.of("what.rangeEnd");
        BigInteger least = Numbers.positive(end, ends[0]);
        BigInteger most = Numbers.positive(end, ends[1]);
        if (most.compareTo(least) < 0) {
            throw new InvalidPositionException("error.range.upsideDown", least, most);
        }
        return new SetMember(least, most, true);
    }

    /**
     * @param largest the largest number a table game allows
     * @return the numbers of the member, for a table
     * @throws InvalidPositionException if one is larger than allowed
     */
    IntStream numbers(int largest) {
        Phrase what = Phrase.of(range ? "what.rangeEnd" : "what.setMember");
        int from = Numbers.atMost(what, least, largest).intValueExact();
        return IntStream.rangeClosed(from, Numbers.atMost(what, most, largest).intValueExact());
    }

    /** @return the member as written, e.g. {@code 10-20} */
    String written() {
        return range ? least + "-" + most : least.toString();
    }
}
