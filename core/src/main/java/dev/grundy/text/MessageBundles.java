package dev.grundy.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The message bundles in each language Grundy speaks, each language's file read on its own (no
 * English standing in), so that a missing message shows in a check rather than when someone meets
 * it. Used by {@link Phrase}'s strict mode and by each module's bundle test.
 */
public final class MessageBundles {
    /** The languages Grundy speaks: English (the root bundle) and Simplified Chinese. */
    public static final List<Locale> LANGUAGES = List.of(Locale.ROOT, Locale.CHINESE);

    private static final ResourceBundle.Control PROPERTIES =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    /**
     * With the system property {@code grundy.messages.strict} set (the build sets it for every
     * test), telling a phrase in any language first checks that each language's own bundle holds
     * its message, so that every message a test meets, including keys built at run time, is
     * checked in English and in Chinese.
     */
    private static final boolean STRICT = Boolean.getBoolean("grundy.messages.strict");
    private static final Map<String, ResourceBundle> OWN = new ConcurrentHashMap<>();
    private static final Pattern ARGUMENT = Pattern.compile("\\{\\d+}");
    private static final Pattern DOTTED_LITERAL = Pattern.compile("\"([a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9]+)+)\"");

    private MessageBundles() {
    }

    /**
     * The message {@link Phrase} tells: the language's own, else English's. The browser edition
     * swaps this class for one that reads the same files without {@link ResourceBundle.Control}.
     *
     * @param bundle a bundle's base name
     * @param locale the language asked for
     * @param key a message's key
     * @return the message's pattern
     * @throws IllegalStateException if no file holds it (or, in strict mode, a language's own lacks it)
     */
    public static String message(String bundle, Locale locale, String key) {
        if (STRICT) {
            for (Locale language : LANGUAGES) {
                if (pattern(bundle, language, key) == null) {
                    throw new IllegalStateException("no message '" + key + "' in " + bundle + " for " + language.getDisplayName(Locale.ROOT));
                }
            }
        }
        try {
            return ResourceBundle.getBundle(bundle, locale, NO_FALLBACK).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no message '" + key + "' in " + bundle, e);
        }
    }

    /**
     * @param bundle a bundle's base name, e.g. {@code dev.grundy.messages}
     * @param language one of {@link #LANGUAGES}
     * @return the keys that language's own file holds
     * @throws MissingResourceException if it has no file
     */
    public static Set<String> keys(String bundle, Locale language) {
        return Collections.unmodifiableSet(new TreeSet<>(own(bundle, language).keySet()));
    }

    /**
     * @param bundle a bundle's base name
     * @param language one of {@link #LANGUAGES}
     * @param key a message's key
     * @return the message's pattern in that language's own file, or null if the file lacks it
     */
    public static String pattern(String bundle, Locale language, String key) {
        ResourceBundle own = own(bundle, language);
        return own.containsKey(key) ? own.getString(key) : null;
    }

    /** Each language's own file, read once: strict mode asks for every phrase told. */
    private static ResourceBundle own(String bundle, Locale language) {
        return OWN.computeIfAbsent(PROPERTIES.toBundleName(bundle, language), name -> read(bundle, language));
    }

    private static ResourceBundle read(String bundle, Locale language) {
        String name = PROPERTIES.toBundleName(bundle, language);
        try {
            ResourceBundle found = PROPERTIES.newBundle(bundle, language, "java.properties", MessageBundles.class.getClassLoader(), false);
            if (found == null) {
                throw new MissingResourceException("no file for " + name, bundle, "");
            }
            return found;
        } catch (IllegalAccessException | InstantiationException e) {
            throw new IllegalStateException("cannot read " + name, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where the languages of a bundle disagree: a key one lacks, a blank message, or a message
     * with other arguments than the English one.
     *
     * @param bundle a bundle's base name
     * @return one line per disagreement; none when they say the same things
     */
    public static List<String> disagreements(String bundle) {
        List<String> found = new ArrayList<>();
        Set<String> english = keys(bundle, Locale.ROOT);
        for (Locale language : LANGUAGES) {
            Set<String> keys = keys(bundle, language);
            keys.stream().filter(key -> !english.contains(key)).forEach(key -> found.add(language + ": extra key " + key));
            for (String key : english) {
                String pattern = pattern(bundle, language, key);
                if (pattern == null || pattern.isBlank()) {
                    found.add(language + ": no message " + key);
                } else if (!arguments(pattern).equals(arguments(pattern(bundle, Locale.ROOT, key)))) {
                    found.add(language + ": other arguments in " + key);
                }
            }
        }
        return found;
    }

    /**
     * The message keys written as string literals in Java sources (a key such as error.range in quotes) that no
     * bundle holds, among the families of keys the bundles use ({@code error}, {@code explain}, …),
     * so that a literal such as {@code "dev.grundy"} is not mistaken for a key.
     *
     * @param sources a folder of Java sources, searched below
     * @param bundles the bundles the sources may name keys of
     * @return "File.java: key" for each key no bundle holds
     */
    public static List<String> unknownKeys(Path sources, List<String> bundles) {
        Set<String> keys = new TreeSet<>();
        bundles.forEach(bundle -> keys.addAll(keys(bundle, Locale.ROOT)));
        Set<String> families = new TreeSet<>();
        keys.forEach(key -> families.add(key.split("\\.")[0]));
        List<String> unknown = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                Matcher literal = DOTTED_LITERAL.matcher(Files.readString(file));
                while (literal.find()) {
                    String key = literal.group(1);
                    if (families.contains(key.split("\\.")[0]) && !keys.contains(key)) {
                        unknown.add(file.getFileName() + ": " + key);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return unknown;
    }

    private static List<String> arguments(String pattern) {
        List<String> found = new ArrayList<>();
        Matcher argument = ARGUMENT.matcher(pattern);
        while (argument.find()) {
            found.add(argument.group());
        }
        return found.stream().sorted().toList();
    }
}
