package dev.grundy.misere;

import dev.grundy.core.Component;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.budget.ProgressListener;
import dev.grundy.budget.SearchBudget;
import dev.grundy.budget.StateLimitException;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The genus rule for misère sums of tame games (Conway, On Numbers and Games ch. 12; Winning Ways
 * ch. 13): when every component is tame — it, and every position it can reach, has the genus of a
 * nim-heap — the sum is a P-position iff either every component has genus 0^{120} or 1^{031} and
 * the nim-sum is 1, or some component is fertile (any other genus) and the nim-sum is 0. The
 * contest form (the "SJ theorem", Anti-SG) is its special case; neither holds for wild games (a
 * Kayles heap of 8 has nim-value 1 and is an N-position), so tameness is checked by search before
 * the rule is used, never assumed.
 *
 * <p>The genera are searched with a budget of their own, at most {@value #STATES} states, so that a
 * position whose tameness is out of reach still leaves the whole budget to the misère search.
 */
final class GenusRule {
    /**
     * The most states the genera of one request may take. 40,000 since the genus is settled only
     * where its alternation is proved, which costs more states a heap: with 20,000 the heaps whose
     * genus {@code solve --misere} settles shrank from 1–10 to 1–9 (4.7) and from 1–17 to 1–16
     * (0.75, 0.77); with 40,000 they are 1–11 and 1–19 (docs/benchmarks.md, 2026-11-28, genus budget).
     * The request's memory limit and time limit still hold: this budget shares its limits.
     */
    static final long STATES = 40_000;

    private final GenusSolver genera;
    private final long states;

    /** @param budget the request's: its limits, with at most {@value #STATES} states */
    GenusRule(SearchBudget budget) {
        this.states = Math.min(STATES, budget.maxStates());
        this.genera = new GenusSolver(new SearchBudget(budget.limits().withMaxStates(states), ProgressListener.NONE));
    }

    /** @return the genus budget's states, for the words that say it ran out */
    long states() {
        return states;
    }

    /**
     * @param position a position of games that always end
     * @return each component's genus, null where it is out of the genus budget's reach or not
     *     settled (the rule uses only genera whose alternation is proved)
     */
    List<Genus> genera(Position position) {
        List<Genus> found = new ArrayList<>();
        for (Component<?> component : position.components()) {
            found.add(genusOrNull(component));
        }
        return found;
    }

    /**
     * @param position a position of games that always end
     * @return the first component that is not tame, or that the budget could not show tame; null
     *     when every one is tame
     */
    Component<?> firstNotTame(Position position) {
        for (Component<?> component : position.components()) {
            if (!tame(component)) {
                return component;
            }
        }
        return null;
    }

    /**
     * @param genera the genera of the components of a sum of tame games
     * @return its misère outcome by the genus rule
     */
    static Outcome outcome(List<Genus> genera) {
        BigInteger nimSum = nimSum(genera);
        boolean fertile = genera.stream().anyMatch(Genus::fertile);
        boolean lost = fertile ? nimSum.signum() == 0 : nimSum.equals(BigInteger.ONE);
        return lost ? Outcome.P : Outcome.N;
    }

    /**
     * @param genera the genera of the components of a sum of tame games
     * @return the rule, the case it falls in, and where the contest form stands
     */
    static List<Phrase> explain(List<Genus> genera) {
        BigInteger nimSum = nimSum(genera);
        boolean fertile = genera.stream().anyMatch(Genus::fertile);
        return List.of(Phrase.of("misere.genus.rule"),
                Phrase.of(fertile ? "misere.genus.fertile" : "misere.genus.barren", nimSum),
                Phrase.of("misere.genus.sj"));
    }

    private static BigInteger nimSum(List<Genus> genera) {
        return genera.stream().map(Genus::g).reduce(BigInteger.ZERO, BigInteger::xor);
    }

    private <P> Genus genusOrNull(Component<P> component) {
        try {
            Genus genus = genera.genus(component.game(), component.position());
            return genus.settled() ? genus : null;
        } catch (StateLimitException outOfReach) {
            return null;
        }
    }

    private <P> boolean tame(Component<P> component) {
        try {
            return genera.tame(component.game(), component.position());
        } catch (StateLimitException | GenusNotSettledException outOfReach) {
            return false;
        }
    }
}
