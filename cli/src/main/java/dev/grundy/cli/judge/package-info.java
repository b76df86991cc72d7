/**
 * {@code grundy judge}: a contest solution run on positions Grundy draws and solves, its answers
 * checked, its first failure shrunk and explained. The command, the cases it draws, the program's
 * runs and their verdicts, and the shrinker.
 */
package dev.grundy.cli.judge;
