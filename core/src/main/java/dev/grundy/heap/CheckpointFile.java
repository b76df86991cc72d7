package dev.grundy.heap;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The checkpoint of a long sequence run: a {@link SequenceFile} that grows by blocks appended at
 * its end, held by one run at a time.
 *
 * <ul>
 * <li><b>Held.</b> The file stays open and locked while the run lasts; a second run on it is told
 * the file is in use.</li>
 * <li><b>Checked.</b> Opening reads every block against its checksum. Values from the first
 * damaged or cut-short block on are not used (and the run computes them again if it needs them),
 * with a note that says so; a damaged header is refused, since nothing after it can be trusted.</li>
 * <li><b>Never shrunk.</b> Saving appends only values the file does not hold yet, so a run with a
 * smaller target leaves the file whole. A damaged block and what follows it stay as they are
 * until the run has computed again at least as much as they took: opening does not cut them off,
 * and a save that would end before the file's end is put off, so that a quick look at a damaged
 * checkpoint never costs the values after the damage.</li>
 * <li><b>Safe to kill.</b> A run killed while appending leaves a cut-short last block, which the
 * next opening drops.</li>
 * </ul>
 * A file in the first format, or a whole sequence file, is rewritten once as a checkpoint (to a
 * temporary file renamed over it, so that nothing is lost if the run is killed meanwhile).
 *
 * <p>The file is read and written through {@link RandomAccessFile}, whose reads and writes an
 * interrupt does not stop: Ctrl-C interrupts the run, which then saves what it has, and a
 * {@link FileChannel} would close itself at that moment. The channel serves only for the lock.
 */
public final class CheckpointFile implements Closeable {
    private final Path file;
    private final String game;
    private final List<Phrase> notes = new ArrayList<>();
    private RandomAccessFile access;
    private CompactValues values;
    private int saved;
    private long end;
    /** The length of the file past a damaged block, kept until saving reaches it; {@code end} otherwise. */
    private long kept;
    /** How many values the blocks up to {@link #kept} claim to hold: a save of fewer is put off. */
    private long claimed;

    private CheckpointFile(Path file, String game) {
        this.file = file;
        this.game = game;
    }

    /**
     * Opens the checkpoint, making it when there is none, and holds it until {@link #close()}.
     *
     * @param file the checkpoint
     * @param game the game whose values it holds
     * @return the open checkpoint, with the sound values it holds
     * @throws GrundyException if another run holds the file, or it is no checkpoint of this game
     * @throws IOException if the file cannot be read or written
     */
    public static CheckpointFile open(Path file, String game) throws IOException {
        CheckpointFile checkpoint = new CheckpointFile(file, game);
        try {
            checkpoint.load();
        } catch (IOException | RuntimeException e) {
            checkpoint.close();
            throw e;
        }
        return checkpoint;
    }

    private void load() throws IOException {
        hold();
        long size = access.length();
        byte[] header = SequenceFile.header(game, SequenceFile.OPEN);
        if (size < header.length && startsWhatWasBeingWritten(header, (int) size)) {
            // New, or a run was stopped while making it.
            access.setLength(0);
            access.write(header);
            access.getFD().sync();
            values = CompactValues.empty();
            end = header.length;
            kept = end;
            return;
        }
        access.seek(0);
        SequenceFileReader.Contents contents = SequenceFileReader.read(new BufferedInputStream(new FileInput(access), 1 << 16),
                size, file, game);
        values = contents.values();
        saved = values.size();
        if (contents.problem() != SequenceFileReader.Problem.NONE) {
            notes.add(Phrase.of("checkpoint.damaged", file, values.size()));
        }
        if (contents.version() == SequenceFile.FIRST_VERSION) {
            notes.add(Phrase.of("checkpoint.oldFormat", file));
        }
        if (contents.version() != SequenceFile.VERSION || contents.declared() != SequenceFile.OPEN) {
            rewrite();
        } else {
            end = contents.soundEnd();
            kept = contents.problem() == SequenceFileReader.Problem.DAMAGED ? size : end;
            claimed = saved + claimedAfter(end, kept);
            // Only a block cut short by a killed save, the file's last, is let go of: it holds no values.
            access.setLength(kept);
        }
    }

    /** @return true when the file holds nothing yet but the first bytes of this checkpoint's header */
    private boolean startsWhatWasBeingWritten(byte[] header, int size) throws IOException {
        byte[] start = new byte[size];
        access.seek(0);
        access.readFully(start);
        return Arrays.equals(start, 0, size, header, 0, size);
    }

    /** Opens the file, making it when there is none, and locks it. */
    private void hold() throws IOException {
        access = held(file);
    }

    /**
     * @param file a checkpoint, made when there is none
     * @return the file open for reading and writing, locked for this run
     * @throws GrundyException if another run holds it
     * @throws IOException if it cannot be opened
     */
    static RandomAccessFile held(Path file) throws IOException {
        RandomAccessFile access = new RandomAccessFile(file.toFile(), "rw");
        FileLock lock;
        try {
            lock = access.getChannel().tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            access.close();
            throw new GrundyException(Phrase.of("error.checkpointInUse", file));
        }
        return access;
    }

    /** Writes the values read as a growing checkpoint, renamed over the file, and holds that instead. */
    private void rewrite() throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16)) {
            out.write(SequenceFile.header(game, SequenceFile.OPEN));
            SequenceFile.writeBlocks(out, values, 0, values.size());
        } catch (IOException e) {
            Files.deleteIfExists(partial);
            throw e;
        }
        SequenceFile.replace(partial, file);
        access.close();
        hold();
        end = access.length();
        kept = end;
    }

    /**
     * @return the sound values the file held when it was opened, G(0 … k − 1); the checkpoint lets
     *     go of them, so that a long run holds them once
     */
    public CompactValues takeValues() {
        CompactValues taken = values;
        values = CompactValues.empty();
        return taken;
    }

    /** @return what opening found and did: a damaged part dropped, a file of the first format rewritten */
    public List<Phrase> notes() {
        return List.copyOf(notes);
    }

    /** @return how many values the file holds */
    public int saved() {
        return saved;
    }

    /**
     * Appends the values the file does not hold yet, and makes sure they reach the disk.
     *
     * @param all holds G(0 … count − 1)
     * @param count how many values are known
     * @throws IOException if the file cannot be written; what was saved before stays sound
     */
    public void save(CompactValues all, int count) throws IOException {
        if (count <= saved || count < claimed) {
            return;
        }
        access.setLength(Math.max(end, kept));
        access.seek(end);
        OutputStream out = new BufferedOutputStream(new FileOutput(access), 1 << 16);
        SequenceFile.writeBlocks(out, all, saved, count);
        out.flush();
        access.getFD().sync();
        end = access.getFilePointer();
        access.setLength(end);
        kept = end;
        saved = count;
    }

    /**
     * @return how many values the blocks from {@code from} to {@code to} say they hold, read from
     *     their headers (their checksums are not what matters here); when a header is itself
     *     damaged, the bytes left, since a value takes at least one
     */
    private long claimedAfter(long from, long to) throws IOException {
        long claims = 0;
        long at = from;
        while (at < to) {
            access.seek(at);
            int count = to - at >= 5 ? access.readInt() : -1;
            int width = to - at >= 5 ? access.read() : -1;
            long length = 5L + (long) count * width + 4;
            if (count < 1 || count > SequenceFile.MOST_PER_BLOCK || width != 1 && width != 2 && width != 4 || at + length > to) {
                return claims + (to - at);
            }
            claims += count;
            at += length;
        }
        return claims;
    }

    /** Lets go of the file, for other runs. */
    @Override
    public void close() throws IOException {
        if (access != null) {
            access.close();
        }
    }

    /** The file as a stream read from where it stands, never closing it. */
    static final class FileInput extends InputStream {
        private final RandomAccessFile access;

        FileInput(RandomAccessFile access) {
            this.access = access;
        }

        @Override
        public int read() throws IOException {
            return access.read();
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            return access.read(bytes, offset, length);
        }
    }

    /** The file as a stream written from where it stands, never closing it. */
    static final class FileOutput extends OutputStream {
        private final RandomAccessFile access;

        FileOutput(RandomAccessFile access) {
            this.access = access;
        }

        @Override
        public void write(int b) throws IOException {
            access.write(b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            access.write(bytes, offset, length);
        }
    }
}
