package dev.grundy.cli;

import java.util.function.Supplier;

/** Runs pieces of a command's work each within the command's limits ({@code --timeout}, memory). */
interface LimitedWork {
    /**
     * @param work the work
     * @param <T> its result
     * @return its result
     */
    <T> T run(Supplier<T> work);
}
