package dev.grundy.games;

import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The rules of Lasker's Nim with splits into K heaps: take any number of tokens from a heap, or
 * split it into K non-empty heaps. The splits are the partitions of n into K parts, listed lazily
 * as non-decreasing parts, so that a heap of any size hands out its first moves at once.
 *
 * @param parts K, at least 2
 */
record SplitRule(int parts) {

    /** @return every take, then every split, smallest parts first */
    Iterable<Move<BigInteger>> moves(BigInteger heap) {
        return () -> Stream.concat(StreamSupport.stream(HeapGame.takes(heap, heap).spliterator(), false),
                partitions(heap, parts, BigInteger.ONE).map(SplitRule::split)).iterator();
    }

    /** The partitions of n into k parts, each at least least, non-decreasing. */
    private static Stream<List<BigInteger>> partitions(BigInteger n, int k, BigInteger least) {
        if (k == 1) {
            return n.compareTo(least) >= 0 ? Stream.of(List.of(n)) : Stream.empty();
        }
        BigInteger count = BigInteger.valueOf(k);
        return LazyStreams.flatMap(Stream.iterate(least, a -> a.multiply(count).compareTo(n) <= 0, a -> a.add(BigInteger.ONE)),
                a -> partitions(n.subtract(a), k - 1, a).map(rest -> prepend(a, rest)));
    }

    private static List<BigInteger> prepend(BigInteger first, List<BigInteger> rest) {
        List<BigInteger> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    /** @return the move that splits into these parts, "split into 1 + 2 + 4" */
    static Move<BigInteger> split(List<BigInteger> parts) {
        List<BigInteger> sorted = parts.stream().sorted().toList();
        return new Move<>(Phrase.of("move.splitIntoParts",
                sorted.stream().map(BigInteger::toString).collect(Collectors.joining(" + "))), sorted);
    }

    /**
     * "3" takes three; "0 P1 … P(K−1)" splits into those parts and the rest. Checked by arithmetic.
     *
     * @param game the game's name, for errors
     * @param heap the heap
     * @param words the typed words
     * @return the move
     * @throws InvalidPositionException if the words are no legal move
     */
    Move<BigInteger> readMove(String game, BigInteger heap, List<String> words) {
        if (words.size() != parts || !words.get(0).equals("0")) {
            return TypedTakes.take(game, heap, words, heap);
        }
        List<BigInteger> split = new ArrayList<>();
        BigInteger rest = heap;
        for (String word : words.subList(1, parts)) {
            BigInteger part = Numbers.positive(Phrase.of("what.part"), word);
            rest = rest.subtract(part);
            split.add(part);
        }
        if (rest.signum() <= 0) {
            throw new InvalidPositionException("error.move.partsTooBig", String.join(" + ", words.subList(1, parts)), heap);
        }
        split.add(rest);
        return split(split);
    }

    /** "3" for a take; "0" and the K − 1 smallest parts for a split. */
    List<String> typed(BigInteger heap, Move<BigInteger> move) {
        List<BigInteger> left = move.to().stream().filter(part -> part.signum() > 0).sorted().toList();
        if (left.size() < parts) {
            return List.of(heap.subtract(left.stream().reduce(BigInteger.ZERO, BigInteger::add)).toString());
        }
        List<String> words = new ArrayList<>(List.of("0"));
        left.subList(0, parts - 1).forEach(part -> words.add(part.toString()));
        return words;
    }

    /** @return how a person types the moves */
    Phrase moveForms() {
        return Phrase.of("forms.both", Phrase.of("forms.heap"), Phrase.of("forms.heapSplitParts", parts - 1, parts));
    }
}
