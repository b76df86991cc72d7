package dev.grundy.cli.judge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * What a program wrote on a stream, kept bounded: its first and its last {@value #KEPT} bytes, the
 * rest dropped (a line "…" stands for it), so that a program printing gigabytes of diagnostics fills neither
 * memory nor a disk, and a crash's last words are still there to report.
 */
final class KeptText {
    static final int KEPT = 4096;

    private final byte[] head = new byte[KEPT];
    private final byte[] tail = new byte[KEPT];
    private int headLength;
    private long tailWritten;

    /**
     * Reads the stream to its end.
     *
     * @param in the stream
     */
    void readAll(InputStream in) {
        byte[] buffer = new byte[8192];
        try (in) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                add(buffer, read);
            }
        } catch (IOException stopped) {
            // the program was stopped: what was read is kept
        }
    }

    private synchronized void add(byte[] bytes, int length) {
        int i = 0;
        for (; i < length && headLength < KEPT; i++) {
            head[headLength++] = bytes[i];
        }
        for (; i < length; i++) {
            tail[(int) (tailWritten++ % KEPT)] = bytes[i];
        }
    }

    /** @return the first bytes, a line saying how many were dropped, and the last bytes */
    synchronized String text() {
        StringBuilder text = new StringBuilder(new String(head, 0, headLength, StandardCharsets.UTF_8));
        long dropped = tailWritten - KEPT;
        if (dropped > 0) {
            text.append("\n…\n");
        }
        int kept = (int) Math.min(tailWritten, KEPT);
        byte[] last = new byte[kept];
        for (int i = 0; i < kept; i++) {
            last[i] = tail[(int) ((tailWritten - kept + i) % KEPT)];
        }
        return text.append(new String(last, StandardCharsets.UTF_8)).toString();
    }
}
