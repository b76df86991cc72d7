package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import java.util.function.IntUnaryOperator;
import java.util.zip.CRC32C;

/**
 * Grundy sequences on disk, compactly and checked: the {@code --binary} output of
 * {@code grundy sequence} and the checkpoints of long runs ({@link CheckpointFile}). The format,
 * version 2, all numbers big-endian:
 * <pre>
 *   header
 *     8 bytes   "GRUNDYSQ"
 *     1 byte    format version, 2
 *     UTF       the game's name (2-byte length, then modified UTF-8)
 *     4 bytes   n, how many values the file holds, G(0 … n − 1); −1 for a checkpoint, which grows
 *     4 bytes   CRC-32C of the header's bytes above
 *   blocks, to the end of the file, each
 *     4 bytes   k, how many values: 1 to {@value #MOST_PER_BLOCK}
 *     1 byte    bytes per value: 1, 2 or 4
 *     k values  unsigned, of that width: the next k values of the sequence
 *     4 bytes   CRC-32C of the block's bytes above
 * </pre>
 * A checksum per block finds any flipped bit, and a damaged checkpoint can go on from its last
 * sound block. Version 1 files (the same header without n and its checksum, then n as 4 bytes, one
 * width for all values and the values, nothing checked) are still read, as they are.
 *
 * <p>A whole file is written to a temporary file that is then renamed over the target, so a file
 * is always whole, even after {@code kill -9}.
 */
public final class SequenceFile {
    /** The most values in one block: a damaged block costs at most this many values. */
    public static final int MOST_PER_BLOCK = 1 << 16;
    /** The header's count of a file that grows, a checkpoint. */
    static final int OPEN = -1;
    static final byte[] MAGIC = "GRUNDYSQ".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 2;
    static final int FIRST_VERSION = 1;

    private SequenceFile() {
    }

    /**
     * @param file where to write
     * @param game the game's name
     * @param values holds the values
     * @param count how many to write, G(0 … count − 1)
     * @throws IOException if the file cannot be written
     */
    public static void write(Path file, String game, CompactValues values, int count) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16)) {
                write(out, game, values, count);
            }
            replace(partial, file);
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
    }

    /**
     * @param stream where to write
     * @param game the game's name
     * @param values holds the values
     * @param count how many to write
     * @throws IOException if the stream fails
     * @throws IllegalArgumentException if count is negative or more than the values held
     */
    public static void write(OutputStream stream, String game, CompactValues values, int count) throws IOException {
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(game, "game");
        if (count < 0 || count > values.size()) {
            throw new IllegalArgumentException("count must be within 0.." + values.size() + ", got " + count);
        }
        stream.write(header(game, count));
        writeBlocks(stream, values, 0, count);
        stream.flush();
    }

    /**
     * Reads a whole file, every block checked.
     *
     * @param file a file written by {@link #write(Path, String, CompactValues, int)} or a checkpoint
     * @param game the game the values must be for
     * @return the values
     * @throws GrundyException if the file is not a sequence file, holds another game's values, or is
     *     damaged or cut short anywhere: a damaged file is never read as values
     * @throws IOException if the file cannot be read
     */
    public static CompactValues read(Path file, String game) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            return whole(SequenceFileReader.read(in, Files.size(file), file, game), file);
        }
    }

    /**
     * @param contents what a reader found
     * @param source the file's name, for errors
     * @return the values, when the file was sound and whole
     * @throws GrundyException otherwise
     */
    static CompactValues whole(SequenceFileReader.Contents contents, Object source) {
        switch (contents.problem()) {
            case DAMAGED -> throw new GrundyException(Phrase.of("error.sequence.damaged", source, contents.values().size()));
            case CUT_SHORT -> throw new GrundyException(Phrase.of("error.cutShort", source));
            default -> {
                if (contents.declared() != OPEN && contents.declared() != contents.values().size()) {
                    throw new GrundyException(Phrase.of("error.cutShort", source));
                }
                return contents.values();
            }
        }
    }

    /**
     * @param game the game's name
     * @param count how many values follow, or {@link #OPEN}
     * @return the header's bytes, its checksum included
     */
    static byte[] header(String game, int count) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(MAGIC);
        out.writeByte(VERSION);
        out.writeUTF(game);
        out.writeInt(count);
        CRC32C crc = new CRC32C();
        crc.update(bytes.toByteArray());
        out.writeInt((int) crc.getValue());
        return bytes.toByteArray();
    }

    /**
     * Writes G(from … to − 1) as blocks of at most {@value #MOST_PER_BLOCK} values, each at the
     * width its own values need.
     */
    static void writeBlocks(OutputStream out, CompactValues values, int from, int to) throws IOException {
        byte[] block = new byte[BLOCK_BYTES];
        for (int start = from; start < to; start += MOST_PER_BLOCK) {
            int length = encodeBlock(values::get, start, Math.min(to, start + MOST_PER_BLOCK), block);
            out.write(block, 0, length);
        }
    }

    /** The most bytes one block takes. */
    static final int BLOCK_BYTES = 5 + 4 * MOST_PER_BLOCK + 4;

    /**
     * @param values the value at each index
     * @return how many bytes of {@code block} hold values start … end − 1 as one block
     */
    static int encodeBlock(IntUnaryOperator values, int start, int end, byte[] block) {
        int largest = 0;
        for (int n = start; n < end; n++) {
            largest = Math.max(largest, values.applyAsInt(n));
        }
        int width = largest > 0xFFFF ? 4 : largest > 0xFF ? 2 : 1;
        int at = putInt(block, 0, end - start);
        block[at++] = (byte) width;
        for (int n = start; n < end; n++) {
            int value = values.applyAsInt(n);
            switch (width) {
                case 1 -> block[at++] = (byte) value;
                case 2 -> {
                    block[at++] = (byte) (value >>> 8);
                    block[at++] = (byte) value;
                }
                default -> at = putInt(block, at, value);
            }
        }
        CRC32C crc = new CRC32C();
        crc.update(block, 0, at);
        return putInt(block, at, (int) crc.getValue());
    }

    private static int putInt(byte[] bytes, int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
        return at + 4;
    }

    static void replace(Path partial, Path file) throws IOException {
        try {
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
