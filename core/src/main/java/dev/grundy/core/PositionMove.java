package dev.grundy.core;

/**
 * A move of a whole position.
 *
 * @param text the move in words, e.g. "take 2 from heap 1"
 * @param change what it changes, e.g. "3 → 1"
 * @param to the whole position after the move
 */
public record PositionMove(String text, String change, Position to) {
}
