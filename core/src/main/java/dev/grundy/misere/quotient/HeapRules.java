package dev.grundy.misere.quotient;

import dev.grundy.core.Game;
import dev.grundy.core.HeapGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.heap.OctalCode;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The options of a heap game as the quotient needs them: each option of heap n is a sum of
 * smaller heaps, listed as its non-empty parts. Every move must take at least one token, so that
 * the token count orders the positions (Grundy's game and splits without taking are refused).
 *
 * @param game the heap game
 * @param parts r, the most heaps a move leaves, when the misère periodicity test applies; else 0
 * @param take t, the most tokens a move takes, when the test applies; else 0
 */
public record HeapRules(HeapGame game, int parts, int take) {

    /**
     * @param game any game
     * @return its rules as heaps
     * @throws InvalidPositionException if the game is not played on heaps
     */
    public static HeapRules of(Game<?> game) {
        if (!(game instanceof HeapGame heaps)) {
            throw new InvalidPositionException("error.quotient.notHeapGame", game.name());
        }
        if (game instanceof OctalGame octal) {
            boolean covered = octal.rules().periodicityTheoremApplies();
            return new HeapRules(heaps, covered ? 2 : 0, covered ? octal.rules().lastDigit() : 0);
        }
        if (game instanceof SubtractionGame subtraction) {
            return new HeapRules(heaps, 1, subtraction.largestTake());
        }
        return new HeapRules(heaps, 0, 0);
    }

    /** @return true when the misère periodicity theorem can make the quotient final */
    public boolean periodicityApplies() {
        return parts > 0;
    }

    /**
     * @param heap a heap
     * @return its options for the builder: by the digits for an octal game the periodicity test
     *     covers, else listed
     */
    HeapOptions heapOptions(int heap) {
        return heapOptions(heap, octalDigits());
    }

    /**
     * @param heap a heap
     * @param digits what {@link #octalDigits} returned, read once for a whole build
     * @return its options for the builder
     */
    HeapOptions heapOptions(int heap, int[] digits) {
        return digits != null ? HeapOptions.octal(heap, digits) : HeapOptions.listed(options(heap));
    }

    /** @return the code's digits when the options go by them (an octal game the periodicity test covers), else null */
    int[] octalDigits() {
        return game instanceof OctalGame octal && periodicityApplies() ? OctalCode.digits(octal.rules().code()) : null;
    }

    /**
     * @param heap a heap
     * @return its options, each the sorted list of the heaps it leaves, without repeats
     * @throws InvalidPositionException if a move takes no token
     */
    public int[][] options(int heap) {
        Set<List<Integer>> seen = new LinkedHashSet<>();
        for (Move<BigInteger> move : game.moves(BigInteger.valueOf(heap))) {
            List<Integer> left = new ArrayList<>();
            int tokens = 0;
            for (BigInteger part : move.to()) {
                if (part.signum() > 0) {
                    left.add(part.intValueExact());
                    tokens += part.intValueExact();
                }
            }
            if (tokens >= heap) {
                throw new InvalidPositionException("error.quotient.noTake", game.name(), heap);
            }
            left.sort(null);
            seen.add(left);
        }
        return seen.stream().map(left -> left.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }
}
