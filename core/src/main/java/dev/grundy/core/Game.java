package dev.grundy.core;

/**
 * A game of the position language, in its five roles: the rules ({@link ImpartialGame}: the
 * legal moves), the notation ({@link Notation}: how positions are written), the values
 * ({@link NimValues}: nim-values and the moves to a value), the words ({@link GameWords}: the
 * reasoning and moves for people) and typed input ({@link TypedInput}). One class implements them
 * all, so that a game reads like the textbook paragraph about it.
 *
 * <p>A game is an immutable value: it holds no request's budget and no solver, so the registry
 * and the server share one object between threads (tables it fills, such as a take-and-break
 * game's values, are thread-safe and shared on purpose). Whatever its closed form, {@link #moves}
 * stays the plain rules, the brute-force twin the tests compare against; the contract test
 * ({@code GameContractTest}) holds every registered game to the rules of these roles.
 *
 * @param <P> the type of a component's position
 */
public interface Game<P> extends NimValues<P>, GameWords<P>, TypedInput<P> {
}
