package dev.grundy.cli;

import java.io.PrintStream;

/**
 * Where the command writes, and whether a person is watching (then long work shows progress).
 *
 * @param out results
 * @param err errors and progress
 * @param interactive true when attached to a terminal
 */
public record Console(PrintStream out, PrintStream err, boolean interactive) {
}
