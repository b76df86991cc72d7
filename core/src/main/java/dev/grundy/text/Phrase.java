package dev.grundy.text;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Words for people, kept as a message key and its arguments until a language is chosen: moves,
 * explanations and errors are told in English or Simplified Chinese from resource bundles — the
 * engine's in {@code dev/grundy/messages*.properties}, front ends' in bundles of their own. A
 * pattern refers to its arguments as {0}, {1}, …; an argument that is itself a phrase is told in
 * the same language. Where a language lacks a message, English stands in.
 */
public final class Phrase {
    /** The engine's bundle. */
    public static final String ENGINE = "dev.grundy.messages";


    private final String bundle;
    private final String key;
    private final Object[] args;

    private Phrase(String bundle, String key, Object[] args) {
        this.bundle = bundle;
        this.key = key;
        this.args = args;
    }

    /**
     * @param key the message's key in the engine's bundle
     * @param args its arguments: numbers, words, or phrases
     * @return the phrase
     * @throws NullPointerException if the key or an argument is null
     */
    public static Phrase of(String key, Object... args) {
        return from(ENGINE, key, args);
    }

    /**
     * @param bundle the base name of the bundle holding the message
     * @param key the message's key
     * @param args its arguments: numbers, words, or phrases
     * @return the phrase
     * @throws NullPointerException if the bundle, the key or an argument is null
     */
    public static Phrase from(String bundle, String key, Object... args) {
        Objects.requireNonNull(bundle, "bundle");
        Objects.requireNonNull(key, "key");
        for (Object arg : args) {
            Objects.requireNonNull(arg, "argument");
        }
        return new Phrase(bundle, key, args.clone());
    }

    /**
     * @param text words given as they are, the same in every language (a user's own rules)
     * @return the phrase
     */
    public static Phrase literal(String text) {
        return new Phrase(null, null, new Object[] {Objects.requireNonNull(text, "text")});
    }

    /**
     * @return the same words with every argument that is no phrase quoted as an {@link Excerpt}:
     *     what an error may show of a person's input or of a file
     */
    public Phrase excerpted() {
        Object[] quoted = new Object[args.length];
        boolean changed = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Phrase phrase) {
                quoted[i] = phrase.excerpted();
            } else {
                String text = String.valueOf(args[i]);
                quoted[i] = Excerpt.isSafe(text) ? args[i] : Excerpt.of(text);
            }
            changed |= quoted[i] != args[i];
        }
        return changed ? new Phrase(bundle, key, quoted) : this;
    }

    /** @return the message key, or null for a literal */
    public String key() {
        return key;
    }

    /** @return the base name of the bundle holding the message, or null for a literal */
    public String bundle() {
        return bundle;
    }

    /** @return the message's arguments, phrases among them */
    public List<Object> arguments() {
        return key == null ? List.of() : List.of(args);
    }

    /**
     * @param locale the language
     * @return the phrase in that language, in English where the language lacks it
     */
    public String in(Locale locale) {
        if (key == null) {
            return (String) args[0];
        }
        String pattern = pattern(locale);
        StringBuilder text = new StringBuilder(pattern.length() + 16);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            int end = c == '{' ? pattern.indexOf('}', i) : -1;
            int index = end > i + 1 ? argumentIndex(pattern.substring(i + 1, end)) : -1;
            if (index >= 0 && index < args.length) {
                text.append(args[index] instanceof Phrase phrase ? phrase.in(locale) : String.valueOf(args[index]));
                i = end;
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    private String pattern(Locale locale) {
        return MessageBundles.message(bundle, locale, key);
    }

    private static int argumentIndex(String digits) {
        return digits.chars().allMatch(Character::isDigit) && digits.length() < 3 ? Integer.parseInt(digits) : -1;
    }

    /** @return the phrase in English */
    @Override
    public String toString() {
        return in(Locale.ROOT);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Phrase phrase && Objects.equals(bundle, phrase.bundle) && Objects.equals(key, phrase.key)
                && Arrays.equals(args, phrase.args);
    }

    @Override
    public int hashCode() {
        return Objects.hash(bundle, key, Arrays.hashCode(args));
    }
}
