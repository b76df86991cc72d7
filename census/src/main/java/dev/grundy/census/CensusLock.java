package dev.grundy.census;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One census per folder at a time: an exclusive lock on {@code DIR/.lock}, held while the census
 * runs and released by the operating system when the process ends however it ends, so a killed
 * census leaves no stale lock. A second census on the folder is refused at once.
 */
final class CensusLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private CensusLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * @param dir the census's folder, which exists
     * @return the lock, held
     * @throws CensusInputException if another census holds it, or the folder cannot be written
     */
    static CensusLock take(Path dir) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(dir.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new CensusLock(channel, lock);
            }
        } catch (OverlappingFileLockException e) {
            // Held by this process already: the same as by another.
        } catch (IOException e) {
            closeQuietly(channel);
            throw new CensusInputException("error.dir", dir);
        }
        closeQuietly(channel);
        throw new CensusInputException("error.locked", dir);
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // The channel's closing releases it too.
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // Nothing kept depends on it.
            }
        }
    }
}
