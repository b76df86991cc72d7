package dev.grundy;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packages of every module's main sources stand in layers, lowest first, and a package names
 * only packages of lower layers (by import, static import or a qualified name, Javadoc included):
 * never a package of its own layer nor one above. So there is no package cycle, and a reader can
 * learn the code from the bottom up. docs/internals/architecture.md draws the same order; a new
 * package must be given its place here.
 */
class LayersTest {
    /** Lowest first; the packages of one layer are peers that do not know each other. */
    static final List<List<String>> LAYERS = List.of(
            List.of("arithmetic"),
            List.of("text"),
            List.of("budget"),
            List.of("core"),
            List.of("solve"),
            List.of("heap"),
            List.of("games", "coins", "graph", "hackenbush"),
            List.of("misere.quotient"),
            List.of("misere"),
            List.of("language"),
            List.of("rules"),
            List.of("pattern"),
            List.of("play"),
            List.of("json"),
            List.of("web"),
            List.of("browser"),
            List.of("browser.twin"),
            List.of("cli.console"),
            List.of("cli.run"),
            List.of("cli.render"),
            List.of("cli.option"),
            List.of("cli.judge"),
            List.of("cli.command"),
            List.of("cli"),
            List.of("census", "bench"));

    private static final Path ROOT = Path.of("..");
    private static final Pattern NAMED = Pattern.compile("\\bdev\\.grundy\\.((?:[a-z][a-z0-9]*\\.)*?[a-z][a-z0-9]*)\\.[A-Z]");

    @Test
    void everyPackageNamesOnlyPackagesOfLowerLayers() {
        Map<String, List<String>> sources = mainSourcesByPackage();
        assertThat(sources).as("packages found").hasSizeGreaterThan(20);
        assertThat(sources.keySet()).as("packages without a layer").allMatch(pkg -> layer(pkg) >= 0);
        List<String> wrong = new ArrayList<>();
        sources.forEach((pkg, files) -> {
            for (String file : files) {
                for (String named : namedPackages(file)) {
                    if (!named.equals(pkg) && layer(named) >= layer(pkg)) {
                        wrong.add(pkg + " (layer " + layer(pkg) + ") names " + named + " (layer " + layer(named) + ") in " + file);
                    }
                }
            }
        });
        assertThat(wrong).as("names against the layer order").isEmpty();
    }

    @Test
    void aNameAgainstTheOrderIsFound() {
        assertThat(namedPackagesIn("package dev.grundy.core;\nimport dev.grundy.play.Opponent;\n"))
                .containsExactly("play");
        assertThat(layer("play")).isGreaterThan(layer("core"));
        assertThat(layer("games")).isEqualTo(layer("coins"));
        assertThat(layer("nowhere")).isNegative();
    }

    /** @return the layer of a package (relative to dev.grundy), or -1 when it has none */
    static int layer(String pkg) {
        for (int i = 0; i < LAYERS.size(); i++) {
            if (LAYERS.get(i).contains(pkg)) {
                return i;
            }
        }
        return -1;
    }

    private static Map<String, List<String>> mainSourcesByPackage() {
        Map<String, List<String>> byPackage = new TreeMap<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path module : modules.toList()) {
                Path main = module.resolve("src/main/java/dev/grundy");
                if (!Files.isDirectory(main)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(main)) {
                    files.filter(file -> file.toString().endsWith(".java")).forEach(file -> {
                        String pkg = main.relativize(file.getParent()).toString().replace('/', '.').replace('\\', '.');
                        byPackage.computeIfAbsent(pkg, p -> new ArrayList<>()).add(file.toString());
                    });
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return byPackage;
    }

    private static TreeSet<String> namedPackages(String file) {
        try {
            return namedPackagesIn(Files.readString(Path.of(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TreeSet<String> namedPackagesIn(String source) {
        TreeSet<String> named = new TreeSet<>();
        Matcher matcher = NAMED.matcher(source.replaceFirst("(?m)^package [\\w.]+;", ""));
        while (matcher.find()) {
            named.add(matcher.group(1));
        }
        return named;
    }
}
