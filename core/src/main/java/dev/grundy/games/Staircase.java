package dev.grundy.games;

import dev.grundy.arithmetic.Nimbers;
import dev.grundy.core.ClosedFormGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LazyStreams;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.Numbers;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Staircase Nim: tokens on steps 1 … n; a move carries any positive number of tokens from one
 * step to the step below, and from step 1 off the board. The whole staircase is one component.
 *
 * <p>G = the nim-sum s of the odd steps, the classic reduction to Nim. Proof by the mex: every
 * move changes exactly one odd step — a move from odd step j lowers it, a move from even step
 * j + 1 raises odd step j — so no option has value s; and lowering odd steps reaches every value
 * below s, as in Nim. The moves to value t therefore change one odd step j to
 * A_j ⊕ s ⊕ t: by lowering it (tokens from step j down), or by raising it with tokens from step
 * j + 1 when that step holds enough. At most one move per odd step, found in O(steps × digits).
 * Chessmen on a line (POJ 1704, "Georgia and Bob") reduce to this game.
 */
public final class Staircase implements ClosedFormGame<List<BigInteger>> {
    /** The most odd steps written out in the reasoning; beyond, the first ones and the last. */
    private static final int SHOWN_STEPS = 12;

    @Override
    public String name() {
        return "staircase";
    }

    /** One number per step, step 1 first. */
    @Override
    public List<List<BigInteger>> parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.staircase.noSteps");
        }
        Phrase tokens = Phrase.of("what.step", name());
        return List.of(words.stream().map(word -> Numbers.nonNegative(tokens, word)).toList());
    }

    @Override
    public String format(List<BigInteger> steps) {
        return steps.stream().map(BigInteger::toString).collect(Collectors.joining(" "));
    }

    /** Step by step from step 1, one token, two tokens, … carried down: lazily, for counts of any size. */
    @Override
    public Iterable<Move<List<BigInteger>>> moves(List<BigInteger> steps) {
        return () -> LazyStreams.flatMap(IntStream.rangeClosed(1, steps.size()).boxed(), step ->
                        Stream.iterate(BigInteger.ONE, count -> count.compareTo(tokens(steps, step)) <= 0, count -> count.add(BigInteger.ONE))
                                .map(count -> carry(steps, step, count)))
                .iterator();
    }

    private static BigInteger tokens(List<BigInteger> steps, int step) {
        return steps.get(step - 1);
    }

    /** The move of {@code count} tokens from {@code step} (from 1) to the step below. */
    private static Move<List<BigInteger>> carry(List<BigInteger> steps, int step, BigInteger count) {
        List<BigInteger> after = new ArrayList<>(steps);
        after.set(step - 1, steps.get(step - 1).subtract(count));
        if (step > 1) {
            after.set(step - 2, steps.get(step - 2).add(count));
        }
        boolean one = count.equals(BigInteger.ONE);
        Phrase text = step == 1 ? Phrase.of(one ? "move.staircase.off.one" : "move.staircase.off", count)
                : Phrase.of(one ? "move.staircase.down.one" : "move.staircase.down", count, step, step - 1);
        return Move.to(text, List.copyOf(after));
    }

    /** The nim-sum of the odd steps, O(steps × digits). */
    @Override
    public BigInteger grundy(List<BigInteger> steps) {
        return Nimbers.nimSum(oddSteps(steps));
    }

    private static List<BigInteger> oddSteps(List<BigInteger> steps) {
        return IntStream.iterate(0, i -> i < steps.size(), i -> i + 2).mapToObj(steps::get).toList();
    }

    /** For each odd step j, the one move, if any, that sets it to A_j ⊕ s ⊕ t; none when t = s. */
    @Override
    public Moves<List<BigInteger>> movesToValue(List<BigInteger> steps, BigInteger target) {
        BigInteger change = Nimbers.nimSum(grundy(steps), target);
        List<Move<List<BigInteger>>> moves = new ArrayList<>();
        for (int step = 1; step <= steps.size() && change.signum() != 0; step += 2) {
            BigInteger now = tokens(steps, step);
            BigInteger wanted = Nimbers.nimSum(now, change);
            if (wanted.compareTo(now) < 0) {
                moves.add(carry(steps, step, now.subtract(wanted)));
            } else if (step < steps.size() && wanted.subtract(now).compareTo(tokens(steps, step + 1)) <= 0) {
                moves.add(carry(steps, step + 1, wanted.subtract(now)));
            }
        }
        return Moves.all(moves);
    }

    /** "odd steps 1, 3, 5: 3 ⊕ 4 ⊕ 5 = 2", after the rule that makes the even steps irrelevant. */
    @Override
    public List<Phrase> explain(List<BigInteger> steps) {
        List<BigInteger> odd = oddSteps(steps);
        List<String> numbers = IntStream.range(0, odd.size()).mapToObj(i -> String.valueOf(2 * i + 1)).toList();
        List<String> counts = odd.stream().map(BigInteger::toString).toList();
        return List.of(Phrase.of("explain.staircase.rule"),
                Phrase.of("explain.staircase.odd", shortened(numbers, ", "), shortened(counts, " ⊕ "), grundy(steps)));
    }

    /** The first items and the last, joined, with "…" for those between when there are many. */
    private static String shortened(List<String> items, String separator) {
        if (items.size() <= SHOWN_STEPS) {
            return String.join(separator, items);
        }
        List<String> shown = new ArrayList<>(items.subList(0, SHOWN_STEPS - 1));
        shown.add("…");
        shown.add(items.get(items.size() - 1));
        return String.join(separator, shown);
    }

    /** "step 3: 4 → 2, step 2: 1 → 3", the steps the move changes. */
    @Override
    public Phrase change(List<BigInteger> from, Move<List<BigInteger>> move) {
        List<BigInteger> to = move.to().get(0);
        List<Phrase> changes = new ArrayList<>();
        for (int step = from.size(); step >= 1; step--) {
            if (!tokens(from, step).equals(tokens(to, step))) {
                changes.add(Phrase.of("change.step", step, tokens(from, step), tokens(to, step)));
            }
        }
        return changes.size() == 1 ? changes.get(0) : Phrase.of("change.steps", changes.get(0), changes.get(1));
    }

    /** The step moved from and the number of tokens moved: "3 2". */
    @Override
    public List<String> typed(List<BigInteger> steps, Move<List<BigInteger>> move) {
        List<BigInteger> after = move.to().get(0);
        for (int step = steps.size(); step >= 1; step--) {
            BigInteger moved = tokens(steps, step).subtract(tokens(after, step));
            if (moved.signum() > 0) {
                return List.of(String.valueOf(step), moved.toString());
            }
        }
        throw new IllegalArgumentException("not a move of " + format(steps));
    }

    /** "3 2" moves two tokens from step 3 to step 2; checked by arithmetic, for counts of any size. */
    @Override
    public Move<List<BigInteger>> readMove(List<BigInteger> steps, List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("error.move.staircaseForm");
        }
        BigInteger step = Numbers.positive(Phrase.of("what.stepNumber"), words.get(0));
        if (step.compareTo(BigInteger.valueOf(steps.size())) > 0) {
            throw new InvalidPositionException("error.move.noSuchStep", step, steps.size());
        }
        BigInteger count = Numbers.positive(Phrase.of("what.moved"), words.get(1));
        BigInteger there = tokens(steps, step.intValueExact());
        if (count.compareTo(there) > 0) {
            throw new InvalidPositionException("error.move.tooManyOnStep", count, step, there);
        }
        return carry(steps, step.intValueExact(), count);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.staircase");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Staircase;
    }

    @Override
    public int hashCode() {
        return Staircase.class.hashCode();
    }
}
