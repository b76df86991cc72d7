package dev.grundy.cli.option;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.Seconds;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.util.Locale;

/** {@code --timeout SECONDS}, one option for every command whose work may be stopped by the clock. */
public final class TimeoutOption {
    private static final String NAME = "--timeout";
    private static final String LABEL = "SECONDS";
    private static final String DESCRIPTION = "Stop after SECONDS of work, saying how far it got (default: none, unless the command says so).";

    @Option(names = NAME, paramLabel = LABEL, description = DESCRIPTION)
    private Double timeout;

    /**
     * @param command the command line the option was given to, for its error
     * @param locale the language of the error
     * @return the seconds asked for, or null for no limit
     * @throws ParameterException if they are not a positive number
     */
    public Double seconds(CommandLine command, Locale locale) {
        return checked(timeout, command, locale);
    }

    /**
     * @param command the command line the option was given to, for its error
     * @param locale the language of the error
     * @param otherwise the seconds when none are asked for
     * @return the seconds asked for, or those
     */
    public double secondsOr(CommandLine command, Locale locale, double otherwise) {
        Double asked = seconds(command, locale);
        return asked == null ? otherwise : asked;
    }

    /** @return the seconds asked for, written for people; empty when none were */
    public String written() {
        return timeout == null ? "" : Seconds.of(timeout);
    }

    /**
     * The same option for a command whose model is built in code (see {@link HelpOptions}).
     *
     * @param command the command to give it
     */
    public static void addTo(CommandSpec command) {
        command.addOption(OptionSpec.builder(NAME).paramLabel(LABEL).type(Double.class).description(DESCRIPTION).build());
    }

    /**
     * @param command a command given the option by {@link #addTo}, after parsing
     * @param locale the language of the error
     * @param otherwise the seconds when none are asked for
     * @return the seconds asked for, or those
     * @throws ParameterException if they are not a positive number
     */
    public static double secondsOr(CommandSpec command, Locale locale, double otherwise) {
        Double asked = checked(command.findOption(NAME).getValue(), command.commandLine(), locale);
        return asked == null ? otherwise : asked;
    }

    private static Double checked(Double timeout, CommandLine command, Locale locale) {
        if (timeout != null && !(timeout > 0)) {
            throw new ParameterException(command, CliText.of("error.timeout", timeout).in(locale));
        }
        return timeout;
    }
}
