package dev.grundy.census;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The census's words, in English or Simplified Chinese ({@code messages*.properties} beside this class). */
final class Text {
    private final ResourceBundle bundle;
    private final Locale locale;

    /** @param locale English or Chinese */
    Text(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle("dev.grundy.census.messages", locale, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /**
     * @param language "en" or "zh" (also "chinese", "中文"), or null for the system's language
     * @return the text
     * @throws CensusInputException if the language is neither
     */
    static Text of(String language) {
        if (language == null) {
            return new Text(Locale.getDefault().getLanguage().equals("zh") ? Locale.SIMPLIFIED_CHINESE : Locale.ROOT);
        }
        return switch (language.toLowerCase(Locale.ROOT)) {
            case "en", "english" -> new Text(Locale.ROOT);
            case "zh", "zh-cn", "zh_cn", "chinese", "中文" -> new Text(Locale.SIMPLIFIED_CHINESE);
            default -> throw new CensusInputException("error.lang", language);
        };
    }

    /** @return "zh" or "en", as HTML's lang attribute wants it */
    String language() {
        return locale.getLanguage().equals("zh") ? "zh" : "en";
    }

    /** @return the message, its arguments filled in */
    String get(String key, Object... args) {
        return new MessageFormat(bundle.getString(key), locale).format(args);
    }
}
