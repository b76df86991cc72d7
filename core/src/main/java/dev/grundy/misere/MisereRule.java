package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * A rule that decides sums of one game's components played misère: Nim's (Bouton), or a heap
 * game's misère quotient where it covers the heaps. A misère search over a position made of such a
 * game alone asks the rule instead of searching, since the Sprague–Grundy theorem, which sums games
 * in normal play, says nothing of misère sums. {@link MisereRules} finds a game's rule.
 *
 * @param <P> the game's positions
 */
public interface MisereRule<P> {
    /**
     * @param components the sum's components, at least one
     * @return true when the rule decides this sum; false sends it to the search (a misère
     *     quotient decides only the heaps it covers)
     */
    default boolean decides(List<P> components) {
        return true;
    }

    /**
     * Readies the rule for a sum before it is asked (a heap game builds its misère quotient and
     * keeps it in the store the front end chose), spending at most part of the request's budget.
     *
     * @param components the sum's components, at least one
     * @param budget the request's budget
     * @return why the rule could not be readied, for people, or null when it is ready or needs nothing
     */
    default Phrase ready(List<P> components, SearchBudget budget) {
        return null;
    }

    /** @return the key of the verdict phrase that names the rule, with the game's name as argument */
    default String verdictKey() {
        return "verdict.misere.rule";
    }

    /**
     * @param components the sum's components, at least one
     * @return the outcome of their sum played misère: whoever moves last loses
     */
    Outcome outcome(List<P> components);

    /**
     * @param components the sum's components, at least one
     * @return why the rule gives that outcome, for people
     */
    List<Phrase> explain(List<P> components);

    /**
     * @param component one component of the sum
     * @param components all of them, that one included
     * @return moves of that component among which are all its moves that win the sum misère,
     *     few even when the component has many moves, lazily: a rule that counts the winning
     *     moves ({@link #winningCount}) may hand out more than can be listed
     */
    Stream<Move<P>> candidates(P component, List<P> components);

    /**
     * @param component one component of the sum
     * @param components all of them, that one included
     * @return how many of the component's moves win, when the rule counts them without listing
     *     them (a heap too large to go through its moves); null when the candidates are to be
     *     listed and counted
     */
    default BigInteger winningCount(P component, List<P> components) {
        return null;
    }
}
