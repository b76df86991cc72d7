package dev.grundy.cli.run;

import java.util.function.Supplier;

/** Runs pieces of a command's work each within the command's limits ({@code --timeout}, memory). */
public interface LimitedWork {
    /**
     * @param work the work
     * @param <T> its result
     * @return its result
     */
    <T> T run(Supplier<T> work);
}
