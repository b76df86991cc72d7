package dev.grundy.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * Where the command reads and writes, and whether a person is watching (then long work shows
 * progress).
 *
 * @param in input, for batches and play
 * @param out results
 * @param err errors and progress
 * @param interactive true when attached to a terminal
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean interactive) {
}
