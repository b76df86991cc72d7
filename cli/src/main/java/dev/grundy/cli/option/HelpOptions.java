package dev.grundy.cli.option;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code -h, --help} and {@code -V, --version} for a command whose model is built in code: what
 * picocli's {@code mixinStandardHelpOptions} adds, with the same words and message keys, but
 * without reading that mixin's annotations (reading any annotation makes the JVM generate a proxy
 * class for its type, which the launcher's archive cannot hold: docs/performance.md, "Start-up").
 */
public final class HelpOptions {
    private HelpOptions() {
    }

    /**
     * @param command the command to give them
     * @return the command
     */
    public static CommandSpec addTo(CommandSpec command) {
        command.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).descriptionKey("mixinStandardHelpOptions.help")
                .description("Show this help message and exit.").build());
        command.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).descriptionKey("mixinStandardHelpOptions.version")
                .description("Print version information and exit.").build());
        return command;
    }
}
