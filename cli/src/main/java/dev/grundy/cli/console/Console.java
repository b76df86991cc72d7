package dev.grundy.cli.console;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * Where the command reads and writes, and whether a person is watching.
 *
 * @param in input, for batches and play
 * @param out results
 * @param err errors and progress
 * @param interactive true when input and output are a terminal: a person types moves
 * @param progress true when standard error is a terminal, so long work shows its progress there,
 *     even while the results go to a file
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean interactive, boolean progress) {
}
