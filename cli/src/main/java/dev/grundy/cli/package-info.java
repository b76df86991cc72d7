/**
 * The {@code grundy} command: the entry point ({@link dev.grundy.cli.Main}) and the top command
 * ({@link dev.grundy.cli.GrundyCommand}), which adds the subcommands of {@code cli.command}.
 * Below it by role: {@code cli.command} the subcommands, {@code cli.judge} the contest judge,
 * {@code cli.option} the options shared as mixins, {@code cli.render} the texts and pictures
 * for people, {@code cli.run} long runs (time limits, progress, checkpoints, watchdogs) and
 * {@code cli.console} the streams, languages and one-line failures.
 */
package dev.grundy.cli;
