package dev.grundy.hackenbush;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Edges between named vertices as they are read, before the ground is chosen: the words of the
 * inline form ({@code 0-1 1-2}) or the lines of a file. A vertex's name is a non-negative integer
 * or an identifier (letters, digits and {@code _}, not starting with a digit), so that every graph
 * can be written back in the inline form. At most {@value #MOST_EDGES} edges.
 */
final class EdgeList {
    /** The most edges a graph may have. */
    static final int MOST_EDGES = 10_000_000;

    private static final Pattern NAME = Pattern.compile("0|[1-9][0-9]*|[A-Za-z_][A-Za-z0-9_]*");

    private final Map<String, Integer> numbers = new HashMap<>();
    private String[] names = new String[16];
    private int[] from = new int[16];
    private int[] to = new int[16];
    private int edges;

    /**
     * @param words the edges in the inline form, e.g. {@code ["0-1", "1-2"]}
     * @return the grounded graph, ground {@code 0}
     * @throws InvalidPositionException if a word is no edge, there are none, or none touches the ground
     */
    static HackenbushGraph inline(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.hackenbush.noEdges");
        }
        EdgeList list = new EdgeList();
        for (String word : words) {
            if (!list.addWord(word)) {
                throw new InvalidPositionException("error.hackenbush.edge", word);
            }
        }
        return list.grounded(HackenbushGraph.GROUND, "hackenbush");
    }

    /**
     * @param word an edge written {@code u-v}
     * @return false when the word is no edge
     * @throws InvalidPositionException past {@value #MOST_EDGES} edges
     */
    boolean addWord(String word) {
        int dash = word.indexOf('-');
        return dash >= 0 && add(word.substring(0, dash), word.substring(dash + 1));
    }

    /**
     * @param u one end
     * @param v the other end
     * @return false when an end is no vertex's name (each new name is checked once)
     * @throws InvalidPositionException past {@value #MOST_EDGES} edges
     */
    boolean add(String u, String v) {
        if (edges == MOST_EDGES) {
            throw new InvalidPositionException("error.hackenbush.tooManyEdges", MOST_EDGES);
        }
        int tail = number(u);
        int head = number(v);
        if (tail < 0 || head < 0) {
            return false;
        }
        if (edges == from.length) {
            from = Arrays.copyOf(from, 2 * edges);
            to = Arrays.copyOf(to, 2 * edges);
        }
        from[edges] = tail;
        to[edges++] = head;
        return true;
    }

    /** @return true when the word may name a vertex */
    static boolean isName(String word) {
        return NAME.matcher(word).matches();
    }

    /** @return the name's number, a new one for a new name; −1 when it is no name */
    private int number(String name) {
        Integer known = numbers.get(name);
        if (known != null) {
            return known;
        }
        if (!isName(name)) {
            return -1;
        }
        int id = numbers.size();
        if (id == names.length) {
            names = Arrays.copyOf(names, 2 * id);
        }
        names[id] = name;
        numbers.put(name, id);
        return id;
    }

    /**
     * @param ground the ground vertex's name; it is written {@code 0} from now on
     * @param source the graph's name for errors
     * @return the graph of the edges connected to the ground
     * @throws InvalidPositionException if no edge touches the ground, or another vertex is named 0
     */
    HackenbushGraph grounded(String ground, String source) {
        Integer root = numbers.get(ground);
        if (root == null) {
            throw new InvalidPositionException("error.hackenbush.noGroundEdge", source, ground);
        }
        Integer zero = numbers.get(HackenbushGraph.GROUND);
        if (zero != null && !zero.equals(root)) {
            throw new InvalidPositionException("error.hackenbush.zeroNotGround", source, ground);
        }
        return HackenbushGraph.grounded(Arrays.copyOf(names, numbers.size()), root, from, to, edges, -1);
    }
}
