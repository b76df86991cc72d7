/**
 * The model: the contract of a game by role ({@link dev.grundy.core.ImpartialGame} the rules,
 * {@link dev.grundy.core.Notation}, {@link dev.grundy.core.NimValues},
 * {@link dev.grundy.core.GameWords}, {@link dev.grundy.core.TypedInput}, all of them
 * {@link dev.grundy.core.Game}), what positions and moves are ({@link dev.grundy.core.Position},
 * {@link dev.grundy.core.Move}), what they are worth ({@link dev.grundy.core.Value},
 * {@link dev.grundy.core.Outcome}) under a {@link dev.grundy.core.Convention}, the work a request
 * may do ({@link dev.grundy.budget.SearchBudget}), and words for people
 * ({@link dev.grundy.text.Phrase}).
 */
package dev.grundy.core;
