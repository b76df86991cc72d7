/**
 * The work one request may do: {@link dev.grundy.budget.SearchBudget} (states, memory, the moves
 * one answer lists, progress), the watch on the Java heap ({@link dev.grundy.budget.HeapWatch}),
 * and the errors that say how far a search got when a limit stopped it
 * ({@link dev.grundy.budget.StateLimitException}, {@link dev.grundy.budget.MemoryLimitException}).
 * A budget travels with the request as an argument, never in a field of a game.
 */
package dev.grundy.budget;
