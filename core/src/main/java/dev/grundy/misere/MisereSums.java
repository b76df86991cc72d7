package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Component;
import dev.grundy.core.Move;
import dev.grundy.core.Outcome;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Term;
import dev.grundy.text.Phrase;

import java.util.List;
import java.util.stream.Stream;

/**
 * A game whose sums of its own components, played misère, have a rule: Nim's (Bouton), or a
 * heap game's misère quotient where it covers the heaps. A misère
 * search over a position made of such a game alone asks the rule instead of searching, since the
 * Sprague–Grundy theorem, which sums games in normal play, says nothing of misère sums.
 *
 * @param <P> the game's positions
 */
public interface MisereSums<P> {
    /**
     * @param components the sum's components, at least one
     * @return true when the rule decides this sum; false sends it to the search (a misère
     *     quotient decides only the heaps it covers)
     */
    default boolean decidesMisere(List<P> components) {
        return true;
    }

    /**
     * Readies the rule for a sum before it is asked (a heap game builds and saves its misère
     * quotient), spending at most part of the request's budget.
     *
     * @param components the sum's components, at least one
     * @param budget the request's budget
     * @return why the rule could not be readied, for people, or null when it is ready or needs nothing
     */
    default Phrase readyMisere(List<P> components, SearchBudget budget) {
        return null;
    }

    /** @return the key of the verdict phrase that names the rule, with the game's name as argument */
    default String misereVerdictKey() {
        return "verdict.misere.rule";
    }
    /**
     * @param components the sum's components, at least one
     * @return the outcome of their sum played misère: whoever moves last loses
     */
    Outcome misereOutcome(List<P> components);

    /**
     * @param components the sum's components, at least one
     * @return why the rule gives that outcome, for people
     */
    List<Phrase> explainMisere(List<P> components);

    /**
     * @param component one component of the sum
     * @param components all of them, that one included
     * @return moves of that component among which are all its moves that win the sum misère,
     *     few even when the component has many moves
     */
    List<Move<P>> misereCandidates(P component, List<P> components);

    /**
     * @param position any position
     * @return its one term, in canonical form, when it is made of one game with a misère rule
     *     for its sums; else null
     */
    static Term<?> soleTerm(Position position) {
        Position sum = position.canonical();
        boolean ruled = sum.terms().size() == 1 && sum.terms().get(0).game() instanceof MisereSums<?> && decides(sum.terms().get(0));
        return ruled ? sum.terms().get(0) : null;
    }

    /**
     * @param position any position
     * @param budget the request's budget
     * @return why the misère rule of the position's one game could not be readied, or null
     */
    @SuppressWarnings("unchecked")
    static Phrase ready(Position position, SearchBudget budget) {
        Position sum = position.canonical();
        if (sum.terms().size() != 1 || !(sum.terms().get(0).game() instanceof MisereSums<?>)) {
            return null;
        }
        return ready((Term<Object>) sum.terms().get(0), budget);
    }

    @SuppressWarnings("unchecked")
    private static <P> Phrase ready(Term<P> term, SearchBudget budget) {
        return ((MisereSums<P>) term.game()).readyMisere(term.components(), budget);
    }

    @SuppressWarnings("unchecked")
    private static <P> boolean decides(Term<P> term) {
        return ((MisereSums<P>) term.game()).decidesMisere(term.components());
    }

    /**
     * @param term a term whose game has a misère rule for its sums
     * @return the verdict that names the rule
     */
    static Phrase verdict(Term<?> term) {
        return Phrase.of(((MisereSums<?>) term.game()).misereVerdictKey(), term.game().name());
    }

    /**
     * @param component a component of a position whose one game has a misère rule for its sums
     * @param components the components of that position, in canonical form
     * @return the component's candidate moves, as moves of the whole position
     */
    @SuppressWarnings("unchecked")
    static <P> Stream<PositionMove> misereCandidates(Component<P> component, List<?> components) {
        return ((MisereSums<P>) component.game()).misereCandidates(component.position(), (List<P>) components).stream()
                .map(component::lift);
    }

    /**
     * @param term a term whose game has a misère rule for its sums
     * @return the outcome of the term played misère
     */
    @SuppressWarnings("unchecked")
    static <P> Outcome misereOutcome(Term<P> term) {
        return ((MisereSums<P>) term.game()).misereOutcome(term.components());
    }

    /**
     * @param term a term whose game has a misère rule for its sums
     * @return why the rule gives the term's outcome
     */
    @SuppressWarnings("unchecked")
    static <P> List<Phrase> explainMisere(Term<P> term) {
        return ((MisereSums<P>) term.game()).explainMisere(term.components());
    }
}
