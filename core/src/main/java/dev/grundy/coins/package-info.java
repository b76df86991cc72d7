/**
 * Coin-turning games (Winning Ways, ch. 14 "Turning Turtles"): a row of coins, a move turns a
 * heads-up coin to tails and, as the game allows, coins to its left; and their products by the
 * Tartan theorem, where a coin has a place in each factor and a move turns the product of one
 * turning set of each. One class per game family ({@link dev.grundy.coins.Twins},
 * {@link dev.grundy.coins.TurningTurtles}, {@link dev.grundy.coins.MockTurtles},
 * {@link dev.grundy.coins.Ruler}), one game over any list of them ({@link dev.grundy.coins.CoinGame}),
 * and the moves to a value solved through the product structure ({@link dev.grundy.coins.TartanProductMoves}).
 */
package dev.grundy.coins;
