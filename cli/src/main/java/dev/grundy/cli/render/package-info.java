/** What the command prints for people: solutions, moves, nim-sum tables, sequences, tables and plots. */
package dev.grundy.cli.render;
