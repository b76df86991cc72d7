package dev.grundy.graph;

import java.util.Objects;

/**
 * A directed graph whose vertices have names, as read from a file.
 *
 * @param source where it was read from, as the person wrote it, e.g. {@code examples/dag.txt}
 * @param names the vertices' names, vertex v named {@code names.name(v)}
 * @param edges the edges between the vertices' numbers
 */
public record Graph(String source, VertexNames names, Digraph edges) {

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the names and the vertices are not as many
     */
    public Graph {
        Objects.requireNonNull(source, "source");
        if (names.size() != edges.vertices()) {
            throw new IllegalArgumentException(names.size() + " names for " + edges.vertices() + " vertices");
        }
    }
}
