package dev.grundy.misere;

import dev.grundy.core.Game;
import dev.grundy.core.HeapGame;
import dev.grundy.core.Position;
import dev.grundy.core.Term;
import dev.grundy.games.Nim;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.misere.quotient.QuotientStore;

/**
 * The misère rules Grundy knows for sums of one game, found by the game: Bouton's for Nim
 * ({@link BoutonRule}), the misère quotient for octal and finite subtraction games
 * ({@link QuotientRule}), kept in the store the front end chose — the command line the user's
 * cache, the server one in memory, tests their own. Games themselves know nothing of misère sums.
 *
 * @param quotients where quotients are read from and kept
 */
public record MisereRules(QuotientStore quotients) {

    /**
     * @param position any position
     * @return its one term, in canonical form, with its game's misère rule; null when the position
     *     holds more than one game or its game has no rule
     */
    public RuledSum<?> soleRuled(Position position) {
        Position sum = position.canonical();
        return sum.terms().size() == 1 ? ruled(sum.terms().get(0)) : null;
    }

    /**
     * @param position any position
     * @return as {@link #soleRuled}, but only when the rule decides the sum as it stands
     */
    public RuledSum<?> soleDeciding(Position position) {
        RuledSum<?> ruled = soleRuled(position);
        return ruled != null && ruled.decides() ? ruled : null;
    }

    private <P> RuledSum<P> ruled(Term<P> term) {
        MisereRule<P> rule = ruleOf(term.game());
        return rule == null ? null : new RuledSum<>(term, rule);
    }

    /** The one place a game's type picks its rule: each rule is for positions of that game's type. */
    @SuppressWarnings("unchecked")
    private <P> MisereRule<P> ruleOf(Game<P> game) {
        if (game instanceof Nim) {
            return (MisereRule<P>) new BoutonRule();
        }
        if (game instanceof OctalGame || game instanceof SubtractionGame) {
            return (MisereRule<P>) new QuotientRule((HeapGame) game, quotients);
        }
        return null;
    }
}
