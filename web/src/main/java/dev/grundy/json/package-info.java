/**
 * The JSON contract of Grundy's answers, written alike by the command ({@code --json},
 * {@code --batch}) and by the server, so the two cannot drift apart: a solution with its
 * explanation, a move list, a sequence, the games, errors.
 */
package dev.grundy.json;
