package dev.grundy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.stream.Collectors;

/** Random positions in the position language, small enough for brute force over their combined state. */
public final class RandomPositions {
    private RandomPositions() {
    }

    /**
     * @return sums of heap games, of up to three terms; splitting games, whose combined states
     *     multiply fast, only with one small heap
     */
    public static Arbitrary<String> smallSums() {
        Arbitrary<String> takeTerms = term(takeGames(), 6, 2).list().ofMinSize(1).ofMaxSize(2)
                .map(terms -> String.join(" + ", terms));
        Arbitrary<String> splitTerm = term(Arbitraries.of("kayles", "dawson", "lasker", "grundy-game", "octal:0.6",
                "octal:4.7", "octal:0.16"), 5, 1);
        return Arbitraries.oneOf(takeTerms, Combinators.combine(takeTerms, splitTerm).as((take, split) -> take + " + " + split));
    }

    /**
     * @return the sums of {@link #smallSums()}, and sums of a heap with a classic game whose
     *     components are no single heap (Wythoff's piles, a Fibonacci Nim state, Moore's heaps, a
     *     row of coins, a board of coins)
     */
    public static Arbitrary<String> mixedSums() {
        return Arbitraries.oneOf(smallSums(),
                Combinators.combine(term(takeGames(), 4, 1), classicTerm()).as((take, classic) -> take + " + " + classic));
    }

    private static Arbitrary<String> classicTerm() {
        Arbitrary<Integer> small = Arbitraries.integers().between(0, 4);
        Arbitrary<Integer> heap = Arbitraries.integers().between(1, 9);
        return Arbitraries.oneOf(
                Combinators.combine(small, small).as((a, b) -> "wythoff " + a + " " + b),
                heap.map(n -> "fibonacci-nim " + n),
                Combinators.combine(heap, Arbitraries.integers().between(0, 9)).as((n, q) -> "k-multiple:3 " + n + " " + q),
                Combinators.combine(small, small, small).as((a, b, c) -> "moore:2 " + a + " " + b + " " + c),
                Combinators.combine(small, small).as((a, b) -> "mock-turtles " + (a.equals(b) ? a : a + " " + b)),
                Combinators.combine(heap, heap).as((x, y) -> "tartan:ruler*turning-turtles " + (x % 3 + 1) + "," + (y % 3 + 1)),
                Combinators.combine(small, small, small).as((a, b, c) -> "staircase " + a + " " + b + " " + c),
                Combinators.combine(heap, heap).as((a, b) -> "euclid " + a + " " + b));
    }

    private static Arbitrary<String> takeGames() {
        return Arbitraries.oneOf(
                Arbitraries.just("nim"),
                Arbitraries.integers().between(1, 3).map(m -> "bash:" + m),
                Arbitraries.integers().between(1, 5).set().ofMinSize(1).ofMaxSize(3)
                        .map(set -> "subtract:" + set.stream().map(String::valueOf).collect(Collectors.joining(","))));
    }

    private static Arbitrary<String> term(Arbitrary<String> games, int largestHeap, int mostHeaps) {
        Arbitrary<String> heaps = Arbitraries.integers().between(0, largestHeap).list().ofMinSize(1).ofMaxSize(mostHeaps)
                .map(list -> list.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        return Combinators.combine(games, heaps).as((game, numbers) -> game + " " + numbers);
    }
}
