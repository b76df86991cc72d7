/**
 * The {@code grundy} command: one picocli command class per subcommand, the texts that render
 * solutions, move lists, sequences and plots for people, and the terminal's progress and play.
 */
package dev.grundy.cli;
