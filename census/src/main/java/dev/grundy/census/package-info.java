/**
 * {@code grundy census}: the Grundy sequences of a family of take-and-break codes, on this machine
 * or on a Hazelcast cluster whose members share a secret. {@link dev.grundy.census.CensusRun}
 * coordinates, {@link dev.grundy.census.CensusTask} is what a member computes, rows are signed
 * ({@link dev.grundy.census.SignedRow}) and kept in a folder one census at a time.
 */
package dev.grundy.census;
