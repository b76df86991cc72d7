package dev.grundy.cli.option;

import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.Seconds;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --timeout SECONDS}, one option for every command whose work may be stopped by the clock. */
public final class TimeoutOption {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "Stop after SECONDS of work, saying how far it got (default: none, unless the command says so).")
    private Double timeout;

    /**
     * @return the seconds asked for, or null for no limit
     * @throws ParameterException if they are not a positive number
     */
    public Double seconds() {
        if (timeout != null && !(timeout > 0)) {
            throw new ParameterException(command.commandLine(), CliText.of("error.timeout", timeout).in(context().locale()));
        }
        return timeout;
    }

    /**
     * @param otherwise the seconds when none are asked for
     * @return the seconds asked for, or those
     */
    public double secondsOr(double otherwise) {
        Double asked = seconds();
        return asked == null ? otherwise : asked;
    }

    /** @return the seconds asked for, written for people; empty when none were */
    public String written() {
        return timeout == null ? "" : Seconds.of(timeout);
    }

    private CommandContext context() {
        return (CommandContext) command.root().userObject();
    }
}
