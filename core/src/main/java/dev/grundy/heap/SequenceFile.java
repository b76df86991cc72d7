package dev.grundy.heap;

import dev.grundy.core.GrundyException;
import dev.grundy.core.Phrase;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Objects;

/**
 * Grundy sequences on disk, compactly: the {@code --binary} output of {@code grundy sequence} and
 * the checkpoints of long runs. The format, all numbers big-endian:
 * <pre>
 *   8 bytes   "GRUNDYSQ"
 *   1 byte    format version, 1
 *   UTF       the game's name (2-byte length, then modified UTF-8)
 *   4 bytes   n, how many values: G(0 … n − 1)
 *   1 byte    bytes per value: 1, 2 or 4
 *   n values  unsigned, of that width
 * </pre>
 * Writes go to a temporary file that is then renamed over the target, so a file is always whole,
 * even after {@code kill -9}.
 */
public final class SequenceFile {
    private static final byte[] MAGIC = "GRUNDYSQ".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 1;

    private SequenceFile() {
    }

    /**
     * @param file where to write
     * @param game the game's name
     * @param values holds the values
     * @param count how many to write, G(0 … count − 1)
     * @throws IOException if the file cannot be written
     * @throws NullPointerException if file, game or values is null
     * @throws IllegalArgumentException if count is negative or more than the values held
     */
    public static void write(Path file, String game, CompactValues values, int count) throws IOException {
        Objects.requireNonNull(file, "file");
        checkWritable(game, values, count);
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16))) {
            write(out, game, values, count);
        }
        try {
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * @param stream where to write
     * @param game the game's name
     * @param values holds the values
     * @param count how many to write
     * @throws IOException if the stream fails
     * @throws NullPointerException if stream, game or values is null
     * @throws IllegalArgumentException if count is negative or more than the values held
     */
    public static void write(OutputStream stream, String game, CompactValues values, int count) throws IOException {
        checkWritable(game, values, count);
        DataOutputStream out = new DataOutputStream(Objects.requireNonNull(stream, "stream"));
        int width = 1;
        for (int n = 0; n < count; n++) {
            width = Math.max(width, values.get(n) > 0xFFFF ? 4 : values.get(n) > 0xFF ? 2 : 1);
        }
        out.write(MAGIC);
        out.writeByte(VERSION);
        out.writeUTF(game);
        out.writeInt(count);
        out.writeByte(width);
        for (int n = 0; n < count; n++) {
            switch (width) {
                case 1 -> out.writeByte(values.get(n));
                case 2 -> out.writeShort(values.get(n));
                default -> out.writeInt(values.get(n));
            }
        }
        out.flush();
    }

    /**
     * @param file a file written by {@link #write(Path, String, CompactValues, int)}
     * @param game the game the values must be for
     * @return the values
     * @throws GrundyException if the file is not a sequence file, or holds another game's values
     * @throws IOException if the file cannot be read
     * @throws NullPointerException if file or game is null
     */
    public static CompactValues read(Path file, String game) throws IOException {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(game, "game");
        try (InputStream stream = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            DataInputStream in = new DataInputStream(stream);
            byte[] magic = in.readNBytes(MAGIC.length);
            if (!Arrays.equals(magic, MAGIC) || in.readUnsignedByte() != VERSION) {
                throw notASequence(file);
            }
            String saved = in.readUTF();
            if (!saved.equals(game)) {
                throw new GrundyException(Phrase.of("error.otherGamesFile", file, saved, game));
            }
            int count = in.readInt();
            int width = in.readUnsignedByte();
            if (width != 1 && width != 2 && width != 4) {
                throw notASequence(file);
            }
            CompactValues values = CompactValues.empty(width);
            values.reserve(count);
            for (int n = 0; n < count; n++) {
                values = values.add(switch (width) {
                    case 1 -> in.readUnsignedByte();
                    case 2 -> in.readUnsignedShort();
                    default -> in.readInt();
                });
            }
            return values;
        } catch (EOFException e) {
            throw new GrundyException(Phrase.of("error.cutShort", file));
        }
    }

    private static void checkWritable(String game, CompactValues values, int count) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(values, "values");
        if (count < 0 || count > values.size()) {
            throw new IllegalArgumentException("count must be within 0.." + values.size() + ", got " + count);
        }
    }

    private static GrundyException notASequence(Path file) {
        return new GrundyException(Phrase.of("error.notASequence", file));
    }
}
