package dev.grundy.hackenbush;

import dev.grundy.text.Excerpt;
import dev.grundy.core.InputFiles;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Green Hackenbush on a graph read from a file, {@code hackenbush:FILE}: one edge per line, {@code
 * u v} or {@code u-v} (several {@code u-v} may share a line), a line {@code ground X} naming the
 * ground, {@code #} starting a comment. The ground may instead follow the file's name, {@code
 * hackenbush:tree.txt 1}. The ground is written {@code 0} in the inline form, so no other vertex
 * may be named 0. Read once, streaming, O(size of the file), with progress.
 *
 * <p>The position read from the file is written as the file's name; what a cut leaves is written
 * inline, {@code hackenbush 0-1 1-3}, and may be pasted anywhere.
 */
public final class HackenbushFile extends Hackenbush {
    private static final int MOST_GROUNDS_KEPT = 4;

    private final String source;
    private final EdgeList edges;
    private final String groundLine;
    /** The graphs read from the file, by the ground they were read with, so that they are written as the file. */
    private final Map<String, HackenbushGraph> read = new ConcurrentHashMap<>();

    private HackenbushFile(String source, EdgeList edges, String groundLine) {
        this.source = source;
        this.edges = edges;
        this.groundLine = groundLine;
    }

    /**
     * @param file the file
     * @param source how the person named it
     * @param budget told how far the reading has got; stops it if the thread is interrupted
     * @return the game on that graph
     * @throws InvalidPositionException if the file is missing, unreadable or malformed
     * @throws CancellationException if the thread is interrupted while reading
     */
    public static HackenbushFile read(Path file, String source, SearchBudget budget) {
        return InputFiles.read(file, source, budget,
                in -> readLines(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16), source));
    }

    private static HackenbushFile readLines(BufferedReader lines, String source) throws IOException {
        EdgeList edges = new EdgeList();
        String ground = null;
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            int hash = line.indexOf('#');
            List<String> words = words(hash < 0 ? line : line.substring(0, hash));
            if (words.isEmpty()) {
                continue;
            }
            if (words.size() == 2 && words.get(0).equals("ground")) {
                if (ground != null) {
                    throw malformed(source, number, Phrase.of("error.hackenbush.secondGround", ground));
                }
                ground = checkedName(words.get(1), source, number);
            } else if (words.size() == 2 && words.get(0).indexOf('-') < 0 && words.get(1).indexOf('-') < 0) {
                if (!edges.add(words.get(0), words.get(1))) {
                    throw malformed(source, number, Phrase.of("error.hackenbush.name",
                            Excerpt.of(EdgeList.isName(words.get(0)) ? words.get(1) : words.get(0))));
                }
            } else {
                for (String word : words) {
                    if (!edges.addWord(word)) {
                        throw malformed(source, number, Phrase.of("error.hackenbush.fileEdge", Excerpt.of(word)));
                    }
                }
            }
        }
        return new HackenbushFile(source, edges, ground);
    }

    /** The line's words: split by hand, for a file of millions of lines. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>(2);
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(line.substring(start, i));
            }
        }
        return words;
    }

    private static String checkedName(String word, String source, int line) {
        if (!EdgeList.isName(word)) {
            throw malformed(source, line, Phrase.of("error.hackenbush.name", Excerpt.of(word)));
        }
        return word;
    }

    private static InvalidPositionException malformed(String source, int line, Phrase what) {
        return new InvalidPositionException("error.graph.line", source, line, what);
    }

    /**
     * Nothing, or the ground's name, reads the file's graph; edges written inline ({@code 0-1 1-2})
     * read as in {@code hackenbush}, so that what a cut leaves reads back.
     */
    @Override
    public List<HackenbushGraph> parse(List<String> words) {
        if (words.stream().anyMatch(word -> word.indexOf('-') >= 0)) {
            return super.parse(words);
        }
        if (words.size() > 1) {
            throw new InvalidPositionException("error.hackenbush.fileWords", source);
        }
        String ground = words.isEmpty() ? groundLine : words.get(0);
        if (ground == null) {
            throw new InvalidPositionException("error.hackenbush.noGround", source);
        }
        if (groundLine != null && !ground.equals(groundLine)) {
            throw new InvalidPositionException("error.hackenbush.otherGround", source, groundLine, ground);
        }
        HackenbushGraph graph = read.get(ground);
        if (graph == null) {
            graph = edges.grounded(ground, source);
            if (read.size() < MOST_GROUNDS_KEPT) {
                read.put(ground, graph);
            }
        }
        return List.of(graph);
    }

    /** The file's own graph as the file, {@code hackenbush:tree.txt}; any other inline. */
    @Override
    public String writeTerm(List<HackenbushGraph> graphs) {
        StringBuilder term = new StringBuilder();
        for (HackenbushGraph graph : graphs) {
            if (!term.isEmpty()) {
                term.append(" + ");
            }
            term.append(asRead(graph));
        }
        return term.toString();
    }

    private String asRead(HackenbushGraph graph) {
        for (Map.Entry<String, HackenbushGraph> entry : read.entrySet()) {
            if (entry.getValue() == graph) {
                return "hackenbush:" + source + (entry.getKey().equals(groundLine) ? "" : " " + entry.getKey());
            }
        }
        return super.writeTerm(List.of(graph));
    }
}
