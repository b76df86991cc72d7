package dev.grundy.census;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The rows a census has finished, one small JSON file per game in {@code DIR/rows/} —
 * {@code {"sha256": …, "row": {…}}}, the SHA-256 of the row's JSON beside it — written atomically
 * ({@link AtomicFile}) as each arrives: a killed census loses none, and a census run again computes
 * only what is missing. A row file that does not match its checksum (edited, damaged, or kept
 * before checksums) is not read: it is said, and its game is computed again. The checksum finds
 * damage and edits by mistake; one who may write the folder may also write a matching checksum.
 * The default folder is named after the census and N: {@code $XDG_CACHE_HOME/grundy/census/FAMILY-N},
 * {@code ~/.cache/…} without XDG_CACHE_HOME.
 */
final class ResultStore {
    /** A row file holds at most this much (a row is about 400 bytes). */
    static final int MOST_ROW_BYTES = 16_384;

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

    /**
     * @param refused told of each row file that is not read, because it does not match its checksum
     *     or is not a row; the file is deleted and its game computed again
     * @return the finished rows kept, by game code
     */
    Map<String, GameRow> load(Consumer<Path> refused) {
        Map<String, GameRow> found = new HashMap<>();
        try (Stream<Path> files = Files.list(rows)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".json"))::iterator) {
                GameRow row = read(file);
                if (row == null) {
                    refused.accept(file);
                    Files.deleteIfExists(file);
                } else {
                    found.put(row.code(), row);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** @return the row a file holds, or null if it is not a row matching its checksum and named after its game */
    static GameRow read(Path file) {
        try {
            if (Files.size(file) > MOST_ROW_BYTES) {
                return null;
            }
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** @return the row a file's content holds, or null if it is not a row matching its checksum and named after its game */
    static GameRow parse(String content, String fileName) {
        try {
            JsonNode kept = JSON.readTree(content);
            if (kept == null || !kept.isObject() || !kept.path("sha256").isTextual() || !kept.path("row").isObject()) {
                return null;
            }
            GameRow row = JSON.treeToValue(kept.get("row"), GameRow.class);
            boolean sound = row != null && row.wellFormed() && fileName.equals(row.code() + ".json")
                    && MessageDigest.isEqual(sha256(row).getBytes(StandardCharsets.US_ASCII),
                    kept.get("sha256").asText().getBytes(StandardCharsets.US_ASCII));
            return sound ? row : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Keeps a finished row. */
    void save(GameRow row) {
        AtomicFile.write(rows.resolve(row.code() + ".json"), content(row));
    }

    /** @return what a row's file holds */
    static String content(GameRow row) {
        ObjectNode kept = JSON.createObjectNode();
        kept.put("sha256", sha256(row));
        kept.set("row", JSON.valueToTree(row));
        return kept.toString();
    }

    private static String sha256(GameRow row) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(row.json().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java 17", e);
        }
    }
}
