package dev.grundy.core;

/**
 * A game whose play may go on for ever, valued by the generalised Sprague–Grundy function γ
 * (Smith 1966; Fraenkel): a position's value is a finite nim-value or ∞(K). Positions of finite
 * value add to other games' positions by XOR as usual; the rules for infinite ones are those of
 * {@link Value#plus}. {@link #value} answers {@link Value.Infinite} for infinite ones;
 * {@link #movesToValue} lists the moves to a finite value, smallest rank first, for positions of
 * either kind.
 *
 * @param <P> the type of a component's position
 */
public interface LoopyGame<P> extends Game<P> {

    /** @return true when some position can recur, so that values may be infinite and play may not end */
    boolean loopy();

    /**
     * The order in which a component's finite value was settled. After the opponent moves a
     * component from value m to a larger or infinite value, a move back to value m of smaller
     * rank than where it stood exists; a winner who always takes, among the winning moves, one
     * leaving the smallest ranks ends the game in finitely many moves.
     *
     * @param position a component of finite value
     * @return its rank; larger than every finite rank when the value is infinite
     */
    long rank(P position);
}
