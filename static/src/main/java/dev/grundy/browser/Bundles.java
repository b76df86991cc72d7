package dev.grundy.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The message bundles' files as the browser reads them: TeaVM embeds the files
 * ({@link BundleResources}) and has no {@link java.util.ResourceBundle.Control}, so each file is
 * read as properties (the ASCII copies {@link AsciiBundles} writes), and a language's file falls back on the
 * English one as a bundle's parent does.
 */
public final class Bundles {
    private static final Map<String, Properties> FILES = new HashMap<>();

    private Bundles() {
    }

    /**
     * @param bundle a bundle's base name
     * @param locale the language asked for
     * @param key a message's key
     * @return its pattern in that language's file, else in the English one, else null
     */
    public static String message(String bundle, Locale locale, String key) {
        String language = locale.getLanguage();
        String found = language.isEmpty() || language.equals("en") ? null : file(bundle + "_" + language).getProperty(key);
        return found != null ? found : file(bundle).getProperty(key);
    }

    /** @return the keys of the bundle's English file */
    static Set<String> keys(String bundle) {
        return file(bundle).stringPropertyNames();
    }

    private static Properties file(String name) {
        return FILES.computeIfAbsent(name, Bundles::read);
    }

    private static Properties read(String name) {
        Properties properties = new Properties();
        try (InputStream in = ClassLoader.getSystemResourceAsStream(AsciiBundles.FOLDER + name.replace('.', '/') + ".properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
