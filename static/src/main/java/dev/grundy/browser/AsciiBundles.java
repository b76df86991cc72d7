package dev.grundy.browser;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A build step (before TeaVM compiles): copies the message files {@link BundleResources} names
 * with every character past ASCII written as a properties escape, because TeaVM hands an embedded
 * resource back one byte per character and so loses all but the low byte of each Chinese one.
 * {@link java.util.Properties#load} reads the escapes back.
 */
public final class AsciiBundles {
    /** Where the escaped copies go, under the classes folder. */
    static final String FOLDER = "ascii/";

    private AsciiBundles() {
    }

    /** @param args the classes folder */
    public static void main(String[] args) throws IOException {
        for (String file : BundleResources.BUNDLE_FILES) {
            try (InputStream in = AsciiBundles.class.getClassLoader().getResourceAsStream(file)) {
                if (in == null) {
                    throw new IOException("no " + file + " on the class path");
                }
                Path target = Path.of(args[0], FOLDER + file);
                Files.createDirectories(target.getParent());
                Files.writeString(target, escaped(new String(in.readAllBytes(), StandardCharsets.UTF_8)), StandardCharsets.US_ASCII);
            }
        }
    }

    static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }
}
