package dev.grundy.cli;

import java.util.Locale;

/** Seconds written for people: whole seconds without decimals, else one decimal. */
final class Seconds {
    private Seconds() {
    }

    static String of(double seconds) {
        return seconds == Math.rint(seconds) ? String.format(Locale.ROOT, "%,d", (long) seconds)
                : String.format(Locale.ROOT, "%.1f", seconds);
    }
}
