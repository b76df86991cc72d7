package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The values of a streamed run on disk: a checkpoint in the {@link SequenceFile} format (header
 * count open) of whole blocks of {@value SequenceFile#MOST_PER_BLOCK} values, block b holding
 * G(b·2^16 …), appended as the run goes and read back at random through a few decoded blocks kept
 * in memory. Block boundaries never depend on when a run stopped, so the file — and the
 * {@code --binary} file copied from it — is the same byte for byte however often the run was
 * interrupted. Only the very last block of a finished run may be short; opening drops it, with any
 * damaged or cut-short block and everything after it, to be computed again.
 *
 * <p>Appends and reads are synchronized: both threads of a pipelined run read while one
 * appends. Cost: an append encodes and writes one block (O(2^16)); a read outside the cached blocks
 * reads one block from the file (O(2^16), about 64 KB); memory, {@value #CACHED} decoded blocks and
 * an offset per block (8 bytes per 65,536 values).
 */
final class ValueStore implements Closeable {
    private static final int BLOCK = SequenceFile.MOST_PER_BLOCK;
    private static final int CACHED = 16;

    private final Path file;
    private final RandomAccessFile access;
    private final byte[] encoded = new byte[SequenceFile.BLOCK_BYTES];
    private final char[][] cache = new char[CACHED][BLOCK];
    private final long[] cachedBlock = new long[CACHED];
    private final long[] lastUse = new long[CACHED];
    private long uses;
    private int lastSlot;
    private long[] offsets = new long[1024];
    private int blocks;
    private long headerEnd;
    private long end;
    /** Where a finished run's short last block starts, else the end. */
    private long shortStart;
    private long blockReads;

    private ValueStore(Path file, RandomAccessFile access) {
        this.file = file;
        this.access = access;
        Arrays.fill(cachedBlock, -1);
    }

    /** Takes the values of the blocks a store holds when it is opened, in order. */
    interface Replay {
        /**
         * @param values the block's values
         * @param count how many: {@value SequenceFile#MOST_PER_BLOCK}
         */
        void block(char[] values, int count);
    }

    /**
     * Opens the store, making it when there is none, locks it for this run, and replays the whole
     * blocks it holds.
     *
     * @param file the store, a checkpoint of a streamed run
     * @param game the game whose values it holds
     * @param replay told of every whole block's values, in order
     * @return the open store, holding {@link #count()} values
     * @throws dev.grundy.text.GrundyException if another run holds the file or it is no checkpoint of the game
     * @throws IOException if the file cannot be read or written
     */
    static ValueStore open(Path file, String game, Replay replay) throws IOException {
        ValueStore store = new ValueStore(file, CheckpointFile.held(file));
        try {
            store.load(game, replay);
        } catch (IOException | RuntimeException e) {
            store.close();
            throw e;
        }
        return store;
    }

    private void load(String game, Replay replay) throws IOException {
        byte[] header = SequenceFile.header(game, SequenceFile.OPEN);
        headerEnd = header.length;
        long size = access.length();
        byte[] start = new byte[(int) Math.min(size, header.length)];
        access.readFully(start);
        if (size < header.length && Arrays.equals(start, 0, start.length, header, 0, start.length)) {
            access.setLength(0);
            access.write(header);
            end = header.length;
            shortStart = end;
            return;
        }
        access.seek(0);
        char[] decoded = new char[BLOCK];
        end = headerEnd;
        SequenceFileReader.Contents contents = SequenceFileReader.scan(
                new BufferedInputStream(new CheckpointFile.FileInput(access), 1 << 16), size, file, game,
                (bytes, from, count, width) -> {
                    if (count != BLOCK || width > 2) {
                        return false;
                    }
                    for (int i = 0; i < count; i++) {
                        decoded[i] = (char) SequenceFileReader.valueAt(bytes, from + i * width, width);
                    }
                    addOffset(end);
                    end += 5 + (long) count * width + 4;
                    replay.block(decoded, count);
                    return true;
                });
        if (contents.declared() != SequenceFile.OPEN) {
            throw new GrundyException(Phrase.of("error.notASequence", file));
        }
        access.setLength(end);
        shortStart = end;
    }

    private void addOffset(long offset) {
        if (blocks == offsets.length) {
            offsets = Arrays.copyOf(offsets, 2 * blocks);
        }
        offsets[blocks++] = offset;
    }

    /** @return how many values the store holds */
    long count() {
        return (long) blocks * BLOCK;
    }

    /**
     * Appends a block: whole ({@value SequenceFile#MOST_PER_BLOCK} values) but for the last of a
     * finished run.
     *
     * @param values the values
     * @param count how many
     */
    synchronized void append(char[] values, int count) throws IOException {
        int length = SequenceFile.encodeBlock(i -> values[i], 0, count, encoded);
        access.seek(end);
        access.write(encoded, 0, length);
        if (count == BLOCK) {
            addOffset(end);
        }
        end += length;
        shortStart = count == BLOCK ? end : shortStart;
    }

    /** Makes sure what was appended is on the disk. */
    void sync() throws IOException {
        access.getFD().sync();
    }

    /**
     * @param n a heap whose value is in a whole block
     * @return G(n)
     */
    synchronized int get(long n) throws IOException {
        long block = n / BLOCK;
        if (cachedBlock[lastSlot] != block) {
            lastSlot = slotOf(block);
        }
        lastUse[lastSlot] = ++uses;
        return cache[lastSlot][(int) (n % BLOCK)];
    }

    /** @return the slot holding the block, read into the least recently used slot if none does */
    private int slotOf(long block) throws IOException {
        int oldest = 0;
        for (int slot = 0; slot < CACHED; slot++) {
            if (cachedBlock[slot] == block) {
                return slot;
            }
            if (lastUse[slot] < lastUse[oldest]) {
                oldest = slot;
            }
        }
        readBlock((int) block, cache[oldest]);
        cachedBlock[oldest] = block;
        return oldest;
    }

    private void readBlock(int block, char[] into) throws IOException {
        blockReads++;
        access.seek(offsets[block]);
        access.readFully(encoded, 0, 5);
        int width = encoded[4];
        access.readFully(encoded, 5, BLOCK * width + 4);
        for (int i = 0; i < BLOCK; i++) {
            into[i] = (char) SequenceFileReader.valueAt(encoded, 5 + i * width, width);
        }
    }

    /** @return how many blocks were read back from the file */
    long blockReads() {
        return blockReads;
    }

    /**
     * Writes the values as a whole sequence file: the header, with the count when it fits the
     * format's four bytes and open otherwise, then every block as stored; to a temporary file
     * renamed over the target.
     *
     * @param target the file
     * @param game the game's name
     * @param count how many values to write, G(0 … count − 1): at most those the store holds,
     *     with the short last block of a run that ended at count
     */
    void copyTo(Path target, String game, long count) throws IOException {
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        int whole = (int) (count / BLOCK);
        int rest = (int) (count % BLOCK);
        try (OutputStream out = Files.newOutputStream(partial)) {
            out.write(SequenceFile.header(game, count <= Integer.MAX_VALUE ? (int) count : SequenceFile.OPEN));
            long wholeEnd = whole < blocks ? offsets[whole] : shortStart;
            copyBytes(headerEnd, wholeEnd, out);
            if (rest > 0 && whole < blocks) {
                char[] values = new char[BLOCK];
                readBlock(whole, values);
                out.write(encoded, 0, SequenceFile.encodeBlock(i -> values[i], 0, rest, encoded));
            } else if (rest > 0) {
                copyBytes(shortStart, end, out);
            }
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        SequenceFile.replace(partial, target);
    }

    private void copyBytes(long from, long to, OutputStream out) throws IOException {
        byte[] buffer = new byte[1 << 20];
        access.seek(from);
        for (long left = to - from; left > 0; ) {
            int read = access.read(buffer, 0, (int) Math.min(buffer.length, left));
            out.write(buffer, 0, read);
            left -= read;
        }
    }

    @Override
    public void close() throws IOException {
        access.close();
    }
}
