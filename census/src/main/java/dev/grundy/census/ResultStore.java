package dev.grundy.census;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The rows a census has finished, one small JSON file per game in {@code DIR/rows/}, written
 * (atomically: a temporary file moved in place) as each arrives: a killed census loses none, and a
 * census run again computes only what is missing. The default folder is named after the census
 * and N: {@code $XDG_CACHE_HOME/grundy/census/FAMILY-N}, {@code ~/.cache/…} without XDG_CACHE_HOME.
 */
final class ResultStore {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path rows;

    /** @param dir the census's folder, made if missing */
    ResultStore(Path dir) {
        this.rows = dir.resolve("rows");
        try {
            Files.createDirectories(rows);
        } catch (IOException e) {
            throw new CensusInputException("error.dir", dir);
        }
    }

    /** @return the default folder of a census */
    static Path defaultDir(String name, int to) {
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache == null || cache.isBlank() ? Path.of(System.getProperty("user.home"), ".cache") : Path.of(cache);
        return base.resolve("grundy").resolve("census").resolve(name + "-" + to);
    }

    /** @return the finished rows kept, by game code */
    Map<String, GameRow> load() {
        Map<String, GameRow> found = new HashMap<>();
        try (Stream<Path> files = Files.list(rows)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".json"))::iterator) {
                try {
                    GameRow row = JSON.readValue(file.toFile(), GameRow.class);
                    found.put(row.code(), row);
                } catch (IOException e) {
                    // A file cut short by a crash outside the atomic move: the game is computed again.
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** Keeps a finished row. */
    void save(GameRow row) {
        try {
            Path file = rows.resolve(row.code() + ".json");
            Path temporary = rows.resolve(row.code() + ".json.tmp");
            JSON.writeValue(temporary.toFile(), row);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
