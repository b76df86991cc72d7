/**
 * The engines that solve any game: the generic Grundy solver by the definition
 * ({@link dev.grundy.solve.GrundySolver}), outcome and retrograde searches, and the solvers of
 * whole positions, one per play convention, chosen in {@link dev.grundy.play.Solvers}: the
 * Sprague–Grundy theorem ({@link dev.grundy.solve.SumSolver}), its generalisation to games that
 * may not end ({@link dev.grundy.solve.LoopySumSolver}), and misère play
 * ({@link dev.grundy.misere.MisereSolver}). A solution carries its {@link dev.grundy.solve.Explanation}.
 */
package dev.grundy.solve;
