package dev.grundy.graph;

import dev.grundy.text.Excerpt;
import dev.grundy.core.InputFiles;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.CancellationException;

/**
 * Reads a directed graph from a text file, one line at a time: an edge {@code u v}, or an
 * adjacency list {@code u: v1 v2 …} (a vertex without moves is {@code u:}); {@code #} starts a
 * comment; names are any words without {@code :} or {@code #}. The file is streamed through one
 * buffer, names are interned from it as bytes and edges kept in two {@code int} arrays, so a file of
 * tens of millions of edges is read in seconds without an object per edge. Time O(size of the file).
 *
 * <p>A malformed line is one error naming the file and the line, quoting a short, escaped
 * {@link Excerpt} of the word at fault however long the line.
 */
public final class GraphFile {
    private static final int BUFFER = 1 << 20;
    private static final int MOST_EDGES = Integer.MAX_VALUE - 8;
    /** What some editors write at the start of a UTF-8 file; it is no part of the first name. */
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final String source;
    private final VertexNames names = new VertexNames();
    private int[] from = new int[1 << 10];
    private int[] to = new int[1 << 10];
    private int edges;

    private byte[] line = new byte[256];
    private int lineLength;
    private int lineNumber;
    private int[] wordStarts = new int[16];
    private int[] wordEnds = new int[16];
    private int words;

    private GraphFile(String source) {
        this.source = source;
    }

    /**
     * @param file the file to read
     * @param source how to name it for people, e.g. as the person wrote it
     * @param budget told how far the reading has got, a buffer at a time; it stops the reading
     *     if the thread is interrupted
     * @return the graph
     * @throws InvalidPositionException if the file is missing, unreadable, malformed or empty
     * @throws CancellationException if the thread is interrupted while reading
     */
    public static Graph read(Path file, String source, SearchBudget budget) {
        return InputFiles.read(file, source, budget, new GraphFile(source)::readAll).graph();
    }

    private Graph graph() {
        if (names.size() == 0) {
            throw new InvalidPositionException("error.graph.empty", source);
        }
        return new Graph(source, names, Digraph.of(names.size(), from, to, edges));
    }

    private GraphFile readAll(InputStream in) throws IOException {
        byte[] buffer = new byte[BUFFER];
        int read;
        boolean first = true;
        while ((read = in.read(buffer)) > 0) {
            int start = first && startsWithByteOrderMark(buffer, read) ? BYTE_ORDER_MARK.length : 0;
            first = false;
            for (int i = 0; i < read; i++) {
                if (buffer[i] == '\n') {
                    append(buffer, start, i);
                    endLine();
                    start = i + 1;
                }
            }
            append(buffer, start, read);
        }
        if (lineLength > 0) {
            endLine();
        }
        return this;
    }

    private void append(byte[] buffer, int from, int to) {
        int length = to - from;
        if (lineLength + length > line.length) {
            line = Arrays.copyOf(line, Math.max(2 * line.length, lineLength + length));
        }
        System.arraycopy(buffer, from, line, lineLength, length);
        lineLength += length;
    }

    private void endLine() {
        lineNumber++;
        splitWords();
        lineLength = 0;
        if (words == 0) {
            return;
        }
        boolean attached = wordEnds[0] - wordStarts[0] > 1 && line[wordEnds[0] - 1] == ':';
        boolean apart = words > 1 && isColon(1);
        if (attached || apart) {
            int vertex = vertex(wordStarts[0], attached ? wordEnds[0] - 1 : wordEnds[0]);
            for (int w = apart ? 2 : 1; w < words; w++) {
                edge(vertex, vertex(wordStarts[w], wordEnds[w]));
            }
        } else if (words == 2) {
            edge(vertex(wordStarts[0], wordEnds[0]), vertex(wordStarts[1], wordEnds[1]));
        } else if (words == 1) {
            throw malformed(Phrase.of("error.graph.lone", word(0)));
        } else {
            throw malformed(Phrase.of("error.graph.tooManyWords", words));
        }
    }

    /** Splits the line at white space, up to a {@code #}. */
    private void splitWords() {
        words = 0;
        int i = 0;
        while (i < lineLength && line[i] != '#') {
            if (isSpace(line[i])) {
                i++;
                continue;
            }
            int start = i;
            while (i < lineLength && !isSpace(line[i]) && line[i] != '#') {
                i++;
            }
            if (words == wordStarts.length) {
                wordStarts = Arrays.copyOf(wordStarts, 2 * words);
                wordEnds = Arrays.copyOf(wordEnds, 2 * words);
            }
            wordStarts[words] = start;
            wordEnds[words++] = i;
        }
    }

    private int vertex(int start, int end) {
        for (int i = start; i < end; i++) {
            if (line[i] == ':') {
                throw malformed(Phrase.of("error.graph.colon", Excerpt.of(line, start, end)));
            }
        }
        if (end - start == 1 && line[start] == '+') {
            throw malformed(Phrase.of("error.graph.plus"));
        }
        return names.intern(line, start, end);
    }

    private void edge(int tail, int head) {
        if (edges == MOST_EDGES) {
            throw malformed(Phrase.of("error.graph.tooManyEdges", MOST_EDGES));
        }
        if (edges == from.length) {
            int grown = (int) Math.min(MOST_EDGES, 2L * edges);
            from = Arrays.copyOf(from, grown);
            to = Arrays.copyOf(to, grown);
        }
        from[edges] = tail;
        to[edges++] = head;
    }

    private InvalidPositionException malformed(Phrase what) {
        return new InvalidPositionException("error.graph.line", source, lineNumber, what);
    }

    private boolean isColon(int word) {
        return wordEnds[word] - wordStarts[word] == 1 && line[wordStarts[word]] == ':';
    }

    /** @return the word as an error may quote it, decoded no further than the excerpt needs */
    private String word(int word) {
        return Excerpt.of(line, wordStarts[word], wordEnds[word]);
    }

    private static boolean startsWithByteOrderMark(byte[] buffer, int length) {
        return length >= BYTE_ORDER_MARK.length && Arrays.equals(buffer, 0, BYTE_ORDER_MARK.length, BYTE_ORDER_MARK, 0,
                BYTE_ORDER_MARK.length);
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == 0x0B;
    }
}
