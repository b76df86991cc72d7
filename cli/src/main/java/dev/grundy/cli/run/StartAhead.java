package dev.grundy.cli.run;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The one-time work of a start that the main thread would otherwise do itself, begun on the second
 * core at once: picocli's first command line (its built-in converters initialize java.time and
 * java.sql classes by reflection) and the message bundle of the system's language (reading the
 * bundle's file and ResourceBundle's lookup). The main thread meanwhile builds the commands' models;
 * when it comes to that work, it finds it done or waits only for the rest (docs/benchmarks.md,
 * "Start-up of a small quotient"). Nothing is kept: the JVM keeps the initialized classes and
 * ResourceBundle its cache.
 */
public final class StartAhead {
    private StartAhead() {
    }

    /**
     * Starts the work on a daemon thread of its own.
     *
     * @param bundle the base name of the bundle the command's answers are told from
     * @param language the language they will most likely be told in
     */
    public static void start(String bundle, Locale language) {
        Thread thread = new Thread(() -> {
            new CommandLine(CommandSpec.create());
            ResourceBundle.getBundle(bundle, language, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        }, "grundy-start-ahead");
        thread.setDaemon(true);
        thread.start();
    }
}
