/**
 * The engines that solve any game: the generic Grundy solver by the definition
 * ({@link dev.grundy.solve.GrundySolver}), outcome and retrograde searches, and the solvers of
 * whole positions ({@link dev.grundy.solve.PositionSolver}): the Sprague–Grundy theorem
 * ({@link dev.grundy.solve.SumSolver}), its generalisation to games that may not end
 * ({@link dev.grundy.solve.LoopySumSolver}) and Every-SG ({@link dev.grundy.solve.EverySolver});
 * misère play has a package of its own, and the play package chooses the solver per convention. A solution carries its {@link dev.grundy.solve.Explanation}.
 */
package dev.grundy.solve;
