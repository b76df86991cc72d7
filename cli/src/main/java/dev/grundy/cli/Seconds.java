package dev.grundy.cli;

import java.util.Locale;

/** Seconds written for people: whole seconds without decimals, else one decimal. */
public final class Seconds {
    private Seconds() {
    }

    public static String of(double seconds) {
        return seconds == Math.rint(seconds) ? String.format(Locale.ROOT, "%,d", (long) seconds)
                : String.format(Locale.ROOT, "%.1f", seconds);
    }
}
