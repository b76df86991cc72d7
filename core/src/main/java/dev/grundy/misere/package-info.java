/**
 * Misère play, all of it: the solver of whole positions played misère
 * ({@link dev.grundy.misere.MisereSolver}: a rule where one decides, the genus rule of tame sums,
 * a search otherwise), the rules that decide sums of one game ({@link dev.grundy.misere.MisereRules}:
 * Bouton's for Nim, the misère quotient for octal and subtraction games), and the genus
 * ({@link dev.grundy.misere.Genus}, {@link dev.grundy.misere.GenusSolver},
 * {@link dev.grundy.misere.GenusRule}: Conway's genus and the tame rule of <i>On Numbers and
 * Games</i>, ch. 12). The quotient engine itself is {@code misere.quotient}. The games whose
 * misère play has a closed form ({@code misere-nim}, {@code misere-bash}) are games like any
 * other, in {@code games}.
 */
package dev.grundy.misere;
