package org.teavm.classlib.java.util;

/**
 * {@link java.util.StringJoiner} for TeaVM, whose class library lacks it (the Hackenbush
 * explanation joins with it). TeaVM takes a class named {@code T} + the JDK's name in this package
 * for the JDK's class.
 */
public final class TStringJoiner {
    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private StringBuilder joined;
    private String emptyValue;

    public TStringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public TStringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        this.delimiter = delimiter.toString();
        this.prefix = prefix.toString();
        this.suffix = suffix.toString();
    }

    public TStringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = emptyValue.toString();
        return this;
    }

    public TStringJoiner add(CharSequence element) {
        if (joined == null) {
            joined = new StringBuilder();
        } else {
            joined.append(delimiter);
        }
        joined.append(element);
        return this;
    }

    public int length() {
        return toString().length();
    }

    @Override
    public String toString() {
        if (joined == null && emptyValue != null) {
            return emptyValue;
        }
        return prefix + (joined == null ? "" : joined.toString()) + suffix;
    }
}
