/**
 * Words for people: a {@link dev.grundy.text.Phrase} is a message key with its arguments until a
 * language is chosen ({@link dev.grundy.text.MessageBundles}: English and Chinese), excerpts of
 * what a person typed ({@link dev.grundy.text.Excerpt}), and the errors every front end tells in
 * one line ({@link dev.grundy.text.GrundyException}, {@link dev.grundy.text.InvalidPositionException},
 * {@link dev.grundy.text.IoReason}). The lowest layer but arithmetic: everything may speak.
 */
package dev.grundy.text;
