/**
 * Options several commands share, as picocli mixins: a position and its limits
 * ({@link dev.grundy.cli.option.PositionArguments}), a heap game and its range
 * ({@link dev.grundy.cli.option.HeapGameArguments}), a game of one's own
 * ({@link dev.grundy.cli.option.OwnGame}), {@code --json} and {@code --timeout}; and what every
 * subcommand sees of the top command ({@link dev.grundy.cli.option.CommandContext}).
 */
package dev.grundy.cli.option;
