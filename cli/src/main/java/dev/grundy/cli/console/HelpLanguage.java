package dev.grundy.cli.console;

import picocli.CommandLine;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The commands' help in the chosen language. The English help is the text of the commands'
 * annotations, the one source the docs are generated from; the Chinese help is picocli's resource
 * bundle {@code dev/grundy/cli/help_zh.properties}, which translates every line of it.
 */
public final class HelpLanguage {
    /** The bundle's base name; the commands' own texts stand for its English. */
    public static final String BUNDLE = "dev.grundy.cli.help";

    private HelpLanguage() {
    }

    /**
     * Gives the command line and all its subcommands the help of this language.
     *
     * @param commandLine the top command line, with its subcommands added
     * @param locale the language chosen (by --lang or the system)
     */
    public static void apply(CommandLine commandLine, Locale locale) {
        if (locale.getLanguage().equals(Languages.CHINESE.getLanguage())) {
            commandLine.setResourceBundle(chinese());
        }
    }

    /** @return the Chinese help texts, never the system's language in their stead */
    public static ResourceBundle chinese() {
        return ResourceBundle.getBundle(BUNDLE, Languages.CHINESE,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
