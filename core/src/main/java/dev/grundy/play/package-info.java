/**
 * Playing whole positions: the one place a play convention picks its solver
 * ({@link dev.grundy.play.Solvers}), the perfect opponent ({@link dev.grundy.play.Opponent}), and
 * moves as a person types them in a whole position ({@link dev.grundy.play.TypedMoves}).
 */
package dev.grundy.play;
