/**
 * Heap games described by rules — take-and-break codes, subtraction sets — and their Grundy
 * sequences: the shared tables, the sequence engines, periodicity proved by a theorem, and the
 * binary sequence file.
 */
package dev.grundy.heap;
