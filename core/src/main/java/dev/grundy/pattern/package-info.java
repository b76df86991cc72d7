/**
 * What competitive programmers call 打表找规律, done with care: the values of a game of integer
 * positions over ranges ({@link dev.grundy.pattern.ValueTable}), the patterns they show, one class per
 * kind of pattern ({@link dev.grundy.pattern.PatternFinder}), each stated with the range it was checked
 * on and proved only where a theorem proves it, and a person's own formula checked against the table
 * ({@link dev.grundy.pattern.FormulaCheck}). Exact integers only.
 */
package dev.grundy.pattern;
