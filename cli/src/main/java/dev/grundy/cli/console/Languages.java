package dev.grundy.cli.console;

import picocli.CommandLine;

import java.util.Locale;

/** The languages Grundy speaks: English and Simplified Chinese, chosen by --lang or the system. */
public final class Languages implements CommandLine.ITypeConverter<Locale> {
    static final Locale ENGLISH = Locale.ENGLISH;
    static final Locale CHINESE = Locale.SIMPLIFIED_CHINESE;

    /** @return Chinese when the system's language is Chinese, else English */
    public static Locale fromSystem() {
        return Locale.getDefault().getLanguage().equals("zh") ? CHINESE : ENGLISH;
    }

    @Override
    public Locale convert(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "en", "english" -> ENGLISH;
            case "zh", "zh-cn", "zh_cn", "chinese", "中文" -> CHINESE;
            default -> throw new CommandLine.TypeConversionException("'" + value + "' is not a language Grundy speaks: use en or zh");
        };
    }
}
