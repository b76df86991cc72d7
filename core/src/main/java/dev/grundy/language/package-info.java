/**
 * The position language: the registry of games by name ({@link dev.grundy.language.GameRegistry},
 * {@link dev.grundy.language.StandardGames}), the parser of written positions
 * ({@link dev.grundy.language.PositionParser}) and of nimber expressions
 * ({@link dev.grundy.language.NimberExpression}, for {@code grundy nimber}).
 */
package dev.grundy.language;
