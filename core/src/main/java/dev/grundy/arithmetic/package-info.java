/**
 * Exact integer arithmetic the theory rests on: nimbers ({@link dev.grundy.arithmetic.Nimbers}:
 * the nim-sum and the nim-product; {@link dev.grundy.arithmetic.Mex}, the minimum excludant;
 * their written expressions are read by the position language) and integer roots ({@link dev.grundy.arithmetic.IntegerRoots}), with a
 * fast {@code long} path and {@link java.math.BigInteger} beyond; no floating point decides
 * anything.
 */
package dev.grundy.arithmetic;
