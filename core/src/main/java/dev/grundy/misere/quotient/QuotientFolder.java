package dev.grundy.misere.quotient;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Misère quotients saved in a folder, one file per game, as the command line keeps them: the folder named by the environment
 * variable {@code GRUNDY_QUOTIENTS} (or the system property {@code grundy.quotients}) if set, else
 * {@code $XDG_CACHE_HOME/grundy/quotients}, else {@code ~/.cache/grundy/quotients}; the file is the
 * game's name with characters other than letters, digits, {@code . , _ -} turned into {@code _}
 * ({@code kayles.json}, {@code octal_0.75.json}). Files read are kept in memory while unchanged on
 * disk, since a misère solve asks the quotient once per move it looks at.
 *
 * @param folder the folder of the files
 */
public record QuotientFolder(Path folder) implements QuotientStore {
    private static final Map<Path, Loaded> READ = new ConcurrentHashMap<>();

    /** @return the store in the documented place */
    public static QuotientFolder standard() {
        String named = System.getProperty("grundy.quotients", System.getenv("GRUNDY_QUOTIENTS"));
        if (named != null && !named.isBlank()) {
            return new QuotientFolder(Path.of(named));
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path cache = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return new QuotientFolder(cache.resolve("grundy").resolve("quotients"));
    }

    /**
     * @param game a game's name
     * @return its file
     */
    public Path file(String game) {
        return folder.resolve(game.replaceAll("[^A-Za-z0-9.,_-]", "_") + ".json");
    }

    /**
     * @param game a game's name
     * @return its saved quotient, or null when there is none or it is corrupt
     */
    @Override
    public MisereQuotient load(String game) {
        Path file = file(game);
        try {
            FileTime modified = Files.getLastModifiedTime(file);
            Loaded loaded = READ.get(file);
            if (loaded != null && loaded.modified().equals(modified)) {
                return loaded.quotient();
            }
            MisereQuotient quotient = QuotientFile.read(file, game);
            if (quotient != null) {
                READ.put(file, new Loaded(modified, quotient));
            }
            return quotient;
        } catch (IOException missing) {
            return null;
        }
    }

    /**
     * @param quotient a quotient to keep
     * @throws IOException if it cannot be written
     */
    @Override
    public void save(MisereQuotient quotient) throws IOException {
        QuotientFile.write(quotient, file(quotient.game()));
    }

    /** @return the build that gave up, read from {@code NAME.failed} beside the quotient's file */
    @Override
    public FailedBuild failure(String game) {
        Properties read = new Properties();
        try (Reader in = Files.newBufferedReader(failedFile(game), StandardCharsets.UTF_8)) {
            read.load(in);
        } catch (IOException missing) {
            return null;
        }
        FailedBuild failed = FailedBuild.fromProperties(read);
        return failed != null && failed.game().equals(game) ? failed : null;
    }

    @Override
    public void remember(FailedBuild failed) throws IOException {
        Files.createDirectories(folder);
        try (Writer out = Files.newBufferedWriter(failedFile(failed.game()), StandardCharsets.UTF_8)) {
            failed.toProperties().store(out, "a misere quotient build that gave up, with its limits");
        }
    }

    private Path failedFile(String game) {
        Path file = file(game);
        return file.resolveSibling(file.getFileName().toString().replaceFirst("\\.json$", ".failed"));
    }

    @Override
    public String place(String game) {
        return file(game).toString();
    }

    private record Loaded(FileTime modified, MisereQuotient quotient) {
    }
}
