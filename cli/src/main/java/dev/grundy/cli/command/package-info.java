/** The subcommands of {@code grundy}, one picocli command class each, and the terminal game of {@code play}. */
package dev.grundy.cli.command;
