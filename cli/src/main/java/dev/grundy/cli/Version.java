package dev.grundy.cli;

import picocli.CommandLine;

/** The version printed by {@code grundy --version}, from the jar's manifest. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = Version.class.getPackage().getImplementationVersion();
        return new String[] {"grundy " + (version == null ? "(development build)" : version)};
    }
}
