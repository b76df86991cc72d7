/**
 * Misère quotients of heap games (Plambeck, <i>Taming the wild in impartial combinatorial
 * games</i>, INTEGERS 5 (2005); Plambeck &amp; Siegel, <i>Misère quotients for impartial games</i>,
 * JCTA 115 (2008)): the finite commutative monoid, with its P-portion, that decides every misère sum
 * of a game's heaps. {@link dev.grundy.misere.quotient.QuotientBuilder} builds it heap by heap,
 * its failure search verifies each step on every sum,
 * {@link dev.grundy.misere.quotient.MiserePeriodicity} makes it final, and
 * {@link dev.grundy.misere.quotient.QuotientStore} keeps it where the front end chose: a folder
 * ({@link dev.grundy.misere.quotient.QuotientFolder}) for the command line, memory for the server.
 */
package dev.grundy.misere.quotient;
