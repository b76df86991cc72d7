/**
 * The position language: the registry of games by name ({@link dev.grundy.spec.GameRegistry},
 * {@link dev.grundy.spec.StandardGames}) and the parser of written positions
 * ({@link dev.grundy.spec.PositionParser}).
 */
package dev.grundy.spec;
