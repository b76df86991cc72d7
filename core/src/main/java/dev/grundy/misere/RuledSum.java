package dev.grundy.misere;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Component;
import dev.grundy.core.Outcome;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Term;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;

/**
 * A sum of one game's components with the misère rule of that game, typed together so that the
 * rule is asked about its own game's positions.
 *
 * @param term the game with its components, in canonical form
 * @param rule the game's misère rule
 * @param <P> the game's positions
 */
public record RuledSum<P>(Term<P> term, MisereRule<P> rule) {

    /** @return true when the rule decides the sum as it stands */
    public boolean decides() {
        return rule.decides(term.components());
    }

    /**
     * @param budget the request's budget
     * @return why the rule could not be readied, or null
     */
    public Phrase ready(SearchBudget budget) {
        return rule.ready(term.components(), budget);
    }

    /** @return the outcome of the sum played misère */
    public Outcome outcome() {
        return rule.outcome(term.components());
    }

    /** @return why the rule gives that outcome */
    public List<Phrase> explain() {
        return rule.explain(term.components());
    }

    /** @return the verdict that names the rule */
    public Phrase verdict() {
        return Phrase.of(rule.verdictKey(), term.game().name());
    }

    /**
     * @param component a component of the position this sum is made of
     * @return the component's candidate moves, as moves of the whole position
     */
    @SuppressWarnings("unchecked")
    public Stream<PositionMove> candidates(Component<?> component) {
        Component<P> own = (Component<P>) component;
        return rule.candidates(own.position(), term.components()).map(own::lift);
    }

    /**
     * @param component a component of the position this sum is made of
     * @return how many of its moves win, when the rule counts them; null when they are to be counted
     */
    @SuppressWarnings("unchecked")
    public BigInteger winningCount(Component<?> component) {
        return rule.winningCount(((Component<P>) component).position(), term.components());
    }
}
