/** Where the command reads and writes, in which language, and how a failure is told in one line. */
package dev.grundy.cli.console;
