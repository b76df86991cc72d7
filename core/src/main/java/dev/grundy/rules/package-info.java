/**
 * Games written as Java by the people who use Grundy: a {@link dev.grundy.core.Rules} file is
 * compiled in memory with the JDK's compiler ({@link dev.grundy.rules.RulesLoader}), loaded by a
 * class loader of its own, and made a game of the position language
 * ({@link dev.grundy.rules.RulesGame}) whose every failure is told in one line naming the line of
 * the file.
 */
package dev.grundy.rules;
