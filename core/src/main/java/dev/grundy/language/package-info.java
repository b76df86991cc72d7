/**
 * The position language: the registry of games by name ({@link dev.grundy.language.GameRegistry},
 * {@link dev.grundy.language.StandardGames}) and the parser of written positions
 * ({@link dev.grundy.language.PositionParser}).
 */
package dev.grundy.language;
