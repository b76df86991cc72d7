package dev.grundy.hackenbush;

import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NotThisComponentException;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Green Hackenbush: a graph of edges, some touching the ground; a move cuts one edge, and
 * everything no longer connected to the ground falls. Written {@code hackenbush 0-1 1-2 1-3}, the
 * ground {@code 0}; one graph is one component. Its value comes from the fusion and colon
 * principles in linear time ({@link FusionAnalysis}); {@link #moves} cuts each edge and prunes,
 * the brute-force twin.
 *
 * <p>Every Hackenbush game is the same game, whether its graph was written inline or read from a
 * file ({@link HackenbushFile}): only the reading differs, so a position read from a file and the
 * same graph written inline are equal.
 */
public class Hackenbush implements Game<HackenbushGraph> {

    @Override
    public String name() {
        return "hackenbush";
    }

    /** One graph from the words, each an edge {@code u-v}. */
    @Override
    public List<HackenbushGraph> parse(List<String> words) {
        return List.of(EdgeList.inline(words));
    }

    @Override
    public String format(HackenbushGraph graph) {
        return graph.toString();
    }

    /** One term per graph, {@code hackenbush 0-1 + hackenbush 0-2}: a term's words are one graph. */
    @Override
    public String writeTerm(List<HackenbushGraph> graphs) {
        return graphs.stream().map(graph -> name() + " " + format(graph)).collect(Collectors.joining(" + "));
    }

    /** Cuts each edge, one of each set written alike, and keeps what stays grounded. O(edges) a move. */
    @Override
    public Iterable<Move<HackenbushGraph>> moves(HackenbushGraph graph) {
        return () -> Arrays.stream(graph.distinctEdges()).mapToObj(e -> cut(graph, e)).iterator();
    }

    @Override
    public Value value(HackenbushGraph graph, SearchBudget budget) {
        return Value.nimber(graph.grundy());
    }

    /** The cuts the fusion analysis finds, in the order the edges are written. */
    @Override
    public Moves<HackenbushGraph> movesToValue(HackenbushGraph graph, BigInteger target, SearchBudget budget) {
        if (target.bitLength() >= Integer.SIZE) {
            return Moves.none();
        }
        FusionAnalysis.Cuts cuts = graph.analysis().cutsTo(target.intValue(), budget);
        List<Move<HackenbushGraph>> listed = new ArrayList<>();
        for (int e : cuts.edges()) {
            if (listed.size() == budget.mostListed()) {
                break;
            }
            listed.add(cut(graph, e));
        }
        if (!cuts.complete()) {
            return new Moves<>(listed, false);
        }
        return Moves.counted(listed, cuts.edges().length);
    }

    @Override
    public List<Phrase> explain(HackenbushGraph graph, SearchBudget budget) {
        return new FusionExplanation(graph).lines();
    }

    /** The edge as written, {@code 1-2}: the argument of the move's words. */
    @Override
    public List<String> typed(HackenbushGraph from, Move<HackenbushGraph> move) {
        return List.of((String) move.text().arguments().get(0));
    }

    /**
     * "1-2" cuts the first edge written so, else the first written "2-1"; in a sum of graphs, the
     * graph that has the edge reads it.
     */
    @Override
    public Move<HackenbushGraph> readMove(HackenbushGraph graph, List<String> words) {
        if (words.size() != 1 || words.get(0).indexOf('-') < 0) {
            throw new InvalidPositionException("error.move.hackenbushForm");
        }
        String word = words.get(0);
        String reversed = word.substring(word.indexOf('-') + 1) + "-" + word.substring(0, word.indexOf('-'));
        int found = -1;
        for (int e = 0; e < graph.edges() && found < 0; e++) {
            found = graph.written(e).equals(word) ? e : -1;
        }
        for (int e = 0; e < graph.edges() && found < 0; e++) {
            found = graph.written(e).equals(reversed) ? e : -1;
        }
        if (found < 0) {
            throw new NotThisComponentException("error.move.noSuchEdge", word);
        }
        return cut(graph, found);
    }

    /** "4 edges → 2": how many edges the cut leaves. */
    @Override
    public Phrase change(HackenbushGraph from, Move<HackenbushGraph> move) {
        int left = move.to().isEmpty() ? 0 : move.to().get(0).edges();
        return Phrase.of("change.hackenbush", from.edges(), left);
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.hackenbush");
    }

    private static Move<HackenbushGraph> cut(HackenbushGraph graph, int edge) {
        HackenbushGraph left = graph.cut(edge);
        Phrase text = Phrase.of("move.cutEdge", graph.written(edge));
        return new Move<>(text, left == null ? List.of() : List.of(left));
    }

    /** Every Hackenbush game is the same game: the graph is the position. */
    @Override
    public final boolean equals(Object other) {
        return other instanceof Hackenbush;
    }

    @Override
    public final int hashCode() {
        return Hackenbush.class.hashCode();
    }
}
