package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * Reads a {@link SequenceFile} as far as it is sound, trusting nothing in it: every length is
 * checked against what is left of the file before anything is allocated, every block against its
 * checksum, and reading stops at the first block that fails. A header that is not a sound Grundy
 * sequence header for the game asked for is refused at once, since nothing after it can be trusted.
 * Time O(size of the file); memory the values read and one block.
 */
final class SequenceFileReader {
    /** What is wrong after the sound part of a file. */
    enum Problem {
        /** Nothing: the file is sound to its end. */
        NONE,
        /** A block's checksum or fields are wrong. */
        DAMAGED,
        /** The file ends inside a block, as when a run is killed while saving. */
        CUT_SHORT
    }

    /**
     * @param version the file's format version
     * @param declared how many values the header says the file holds, or {@link SequenceFile#OPEN}
     * @param values the values of the sound blocks, G(0 … k − 1)
     * @param soundEnd the byte after the last sound block: where a checkpoint goes on
     * @param problem what follows the sound part
     */
    record Contents(int version, int declared, CompactValues values, long soundEnd, Problem problem) {
    }

    private final InputStream in;
    private final long size;
    private final Object source;
    private long position;

    private SequenceFileReader(InputStream in, long size, Object source) {
        this.in = in;
        this.size = size;
        this.source = source;
    }

    /**
     * @param in the file's bytes
     * @param size how many there are
     * @param source the file's name, for errors
     * @param game the game whose values the file must hold
     * @return the sound part of the file, and what follows it
     * @throws GrundyException if the file is no Grundy sequence file, its header is damaged, or it
     *     holds another game's values
     * @throws IOException if reading fails
     */
    static Contents read(InputStream in, long size, Object source, String game) throws IOException {
        return new SequenceFileReader(in, size, source).read(game, null);
    }

    /**
     * Reads a version 2 file block by block without keeping its values: each sound block goes to
     * the sink, which may stop the reading before a block it does not take. Memory: one block.
     *
     * @param in the file's bytes
     * @param size how many there are
     * @param source the file's name, for errors
     * @param game the game whose values the file must hold
     * @param sink told of each sound block, in order
     * @return the sound part of the file ({@code values} empty), and what follows it
     * @throws GrundyException as {@link #read}, and for a file of the first version
     * @throws IOException if reading fails
     */
    static Contents scan(InputStream in, long size, Object source, String game, BlockSink sink) throws IOException {
        return new SequenceFileReader(in, size, source).read(game, sink);
    }

    /** Takes the blocks of a file as {@link #scan} reads them. */
    interface BlockSink {
        /**
         * @param bytes holds the block's values from {@code from} on, big-endian
         * @param from where the first value starts
         * @param count how many values
         * @param width bytes per value: 1, 2 or 4
         * @return false to stop before this block, which then counts as not read
         */
        boolean block(byte[] bytes, int from, int count, int width);
    }

    private Contents read(String game, BlockSink sink) throws IOException {
        byte[] start = take(SequenceFile.MAGIC.length + 1);
        if (start == null || !Arrays.equals(start, 0, SequenceFile.MAGIC.length, SequenceFile.MAGIC, 0, SequenceFile.MAGIC.length)) {
            throw refused("error.notASequence");
        }
        int version = start[SequenceFile.MAGIC.length] & 0xFF;
        if (version == SequenceFile.FIRST_VERSION && sink == null) {
            return firstVersion(game);
        }
        if (version != SequenceFile.VERSION) {
            throw new GrundyException(Phrase.of("error.sequence.version", source, version));
        }
        byte[] nameLength = take(2);
        byte[] name = nameLength == null ? null : take(((nameLength[0] & 0xFF) << 8) | (nameLength[1] & 0xFF));
        byte[] countAndCheck = name == null ? null : take(8);
        if (countAndCheck == null) {
            throw refused("error.cutShort");
        }
        CRC32C crc = new CRC32C();
        crc.update(start);
        crc.update(nameLength);
        crc.update(name);
        crc.update(countAndCheck, 0, 4);
        if ((int) crc.getValue() != intAt(countAndCheck, 4)) {
            throw refused("error.sequence.damagedHeader");
        }
        checkGame(utf(nameLength, name), game);
        int declared = intAt(countAndCheck, 0);
        if (declared < SequenceFile.OPEN) {
            throw refused("error.notASequence");
        }
        return blocks(declared, sink);
    }

    private Contents blocks(int declared, BlockSink sink) throws IOException {
        CompactValues values = CompactValues.empty();
        long read = 0;
        byte[] block = new byte[5 + 4 * SequenceFile.MOST_PER_BLOCK + 4];
        long soundEnd = position;
        while (position < size) {
            if (size - position < 5 || in.readNBytes(block, 0, 5) < 5) {
                return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.CUT_SHORT);
            }
            position += 5;
            int count = intAt(block, 0);
            int width = block[4];
            if (count < 1 || count > SequenceFile.MOST_PER_BLOCK || width != 1 && width != 2 && width != 4
                    || sink == null && read + count > TakeAndBreakValues.MAX_SIZE) {
                return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.DAMAGED);
            }
            int rest = count * width + 4;
            if (size - position < rest || in.readNBytes(block, 5, rest) < rest) {
                return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.CUT_SHORT);
            }
            position += rest;
            int end = 5 + count * width;
            CRC32C crc = new CRC32C();
            crc.update(block, 0, end);
            if ((int) crc.getValue() != intAt(block, end) || !fits(block, 5, count, width)) {
                return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.DAMAGED);
            }
            if (sink == null) {
                values = addAll(values, block, 5, count, width);
            } else if (!sink.block(block, 5, count, width)) {
                return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.NONE);
            }
            read += count;
            soundEnd = position;
        }
        return new Contents(SequenceFile.VERSION, declared, values, soundEnd, Problem.NONE);
    }

    /** The first format: the count and one width in the header, then the values, nothing checked. */
    private Contents firstVersion(String game) throws IOException {
        byte[] nameLength = take(2);
        byte[] name = nameLength == null ? null : take(((nameLength[0] & 0xFF) << 8) | (nameLength[1] & 0xFF));
        byte[] countAndWidth = name == null ? null : take(5);
        if (countAndWidth == null) {
            throw refused("error.cutShort");
        }
        checkGame(utf(nameLength, name), game);
        int count = intAt(countAndWidth, 0);
        int width = countAndWidth[4];
        if (count < 0 || count > TakeAndBreakValues.MAX_SIZE || width != 1 && width != 2 && width != 4) {
            throw refused("error.notASequence");
        }
        long expected = (long) count * width;
        if (size - position != expected) {
            throw refused(size - position < expected ? "error.cutShort" : "error.notASequence");
        }
        CompactValues values = CompactValues.empty();
        byte[] chunk = new byte[width * SequenceFile.MOST_PER_BLOCK];
        for (int done = 0; done < count; ) {
            int many = Math.min(SequenceFile.MOST_PER_BLOCK, count - done);
            if (in.readNBytes(chunk, 0, many * width) < many * width) {
                throw refused("error.cutShort");
            }
            if (!fits(chunk, 0, many, width)) {
                throw refused("error.notASequence");
            }
            values = addAll(values, chunk, 0, many, width);
            done += many;
        }
        position = size;
        return new Contents(SequenceFile.FIRST_VERSION, count, values, size, Problem.NONE);
    }

    /** @return the next n bytes, or null when the file ends first */
    private byte[] take(int n) throws IOException {
        if (size - position < n) {
            return null;
        }
        byte[] bytes = in.readNBytes(n);
        position += bytes.length;
        return bytes.length == n ? bytes : null;
    }

    private String utf(byte[] length, byte[] name) {
        byte[] both = new byte[2 + name.length];
        System.arraycopy(length, 0, both, 0, 2);
        System.arraycopy(name, 0, both, 2, name.length);
        try {
            return new DataInputStream(new ByteArrayInputStream(both)).readUTF();
        } catch (IOException e) {
            throw refused("error.notASequence");
        }
    }

    private void checkGame(String saved, String game) {
        if (!saved.equals(game)) {
            throw new GrundyException(Phrase.of("error.otherGamesFile", source, saved, game));
        }
    }

    private GrundyException refused(String key) {
        return new GrundyException(Phrase.of(key, source));
    }

    /** @return true when no value is negative as an int: Grundy values are below 2^31 */
    private static boolean fits(byte[] bytes, int from, int count, int width) {
        if (width != 4) {
            return true;
        }
        for (int i = 0; i < count; i++) {
            if (bytes[from + 4 * i] < 0) {
                return false;
            }
        }
        return true;
    }

    private static CompactValues addAll(CompactValues values, byte[] bytes, int from, int count, int width) {
        CompactValues all = values;
        for (int i = 0, at = from; i < count; i++, at += width) {
            all = all.add(valueAt(bytes, at, width));
        }
        return all;
    }

    /** @return the unsigned big-endian value of {@code width} bytes at {@code at} */
    static int valueAt(byte[] bytes, int at, int width) {
        return switch (width) {
            case 1 -> bytes[at] & 0xFF;
            case 2 -> ((bytes[at] & 0xFF) << 8) | (bytes[at + 1] & 0xFF);
            default -> intAt(bytes, at);
        };
    }

    private static int intAt(byte[] bytes, int at) {
        return ((bytes[at] & 0xFF) << 24) | ((bytes[at + 1] & 0xFF) << 16) | ((bytes[at + 2] & 0xFF) << 8) | (bytes[at + 3] & 0xFF);
    }
}
