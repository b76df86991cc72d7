package dev.grundy.browser;

import org.teavm.extension.spi.resources.ResourcesPolicy;

import java.util.Collection;
import java.util.List;

/** The message files TeaVM embeds in the compiled engine (their ASCII copies, see {@link AsciiBundles}), for {@link Bundles}. */
public final class BundleResources implements ResourcesPolicy {
    /** The engine's and the web's bundles, English and Chinese. */
    static final List<String> BUNDLE_FILES = List.of("dev/grundy/messages.properties", "dev/grundy/messages_zh.properties",
            "dev/grundy/web/messages.properties", "dev/grundy/web/messages_zh.properties");

    @Override
    public String[] supplyResources(Collection<? extends String> resources) {
        return BUNDLE_FILES.stream().map(file -> AsciiBundles.FOLDER + file).toArray(String[]::new);
    }
}
