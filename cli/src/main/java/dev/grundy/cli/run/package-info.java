/**
 * Long runs on a terminal: time limits ({@link dev.grundy.cli.run.TimeLimit}), progress lines,
 * checkpoints, Ctrl-C, and the watchdog over code a person wrote.
 */
package dev.grundy.cli.run;
