/**
 * The classic games by their closed forms — Nim, Bash, Wythoff, Fibonacci Nim and the k-multiple
 * game, Moore's Nim, Lasker's Nim, misère Nim and Bash — each also the plain rules that are its
 * own brute-force twin.
 */
package dev.grundy.games;
