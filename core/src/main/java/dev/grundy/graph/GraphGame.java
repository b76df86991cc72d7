package dev.grundy.graph;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LoopyGame;
import dev.grundy.core.Move;
import dev.grundy.core.Moves;
import dev.grundy.core.NotThisComponentException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Tokens on a directed graph: a move slides one token along an edge, and whoever cannot move
 * loses. Tokens are independent, so a position — the vertices holding tokens, {@code graph:g.txt a
 * c c} — is the sum of one-token games. Every vertex's value is computed once when the game is made
 * ({@link GraphValues}): the Grundy value on an acyclic graph, the generalised value γ with cycles,
 * where a token may move for ever and a position may be a draw.
 */
public final class GraphGame implements LoopyGame<Integer> {
    private static final int FOLLOWERS_SHOWN = 12;

    private final Graph graph;
    private final GraphValues values;

    /** @param graph the graph the tokens move on */
    public GraphGame(Graph graph) {
        this.graph = graph;
        this.values = GraphValues.of(graph.edges());
    }

    @Override
    public String name() {
        return "graph:" + graph.source();
    }

    @Override
    public boolean loopy() {
        return !values.acyclic();
    }

    /** One token per word, each word a vertex's name. */
    @Override
    public List<Integer> parse(List<String> words) {
        if (words.isEmpty()) {
            throw new InvalidPositionException("error.graph.noTokens", name(), graph.names().name(0));
        }
        List<Integer> tokens = new ArrayList<>(words.size());
        for (String word : words) {
            int vertex = graph.names().find(word);
            if (vertex < 0) {
                throw new InvalidPositionException("error.graph.noVertex", name(), word);
            }
            tokens.add(vertex);
        }
        return tokens;
    }

    @Override
    public String format(Integer vertex) {
        return graph.names().name(vertex);
    }

    /** The token moves to each follower, once each even where edges are repeated. */
    @Override
    public Iterable<Move<Integer>> moves(Integer vertex) {
        return () -> followers(vertex).mapToObj(w -> slide(vertex, w)).iterator();
    }

    /** A nim-value, or ∞(K) on a graph with cycles: computed once for the whole graph when it was read. */
    @Override
    public Value value(Integer vertex, SearchBudget budget) {
        return values.value(vertex);
    }

    @Override
    public long rank(Integer vertex) {
        return values.rank(vertex);
    }

    @Override
    public Outcome outcome(Integer vertex, SearchBudget budget) {
        return values.outcome(vertex);
    }

    /**
     * The moves to followers of finite value {@code target}: in the file's order on an acyclic
     * graph, where every play ends; smallest rank first on a graph with cycles, so that the first
     * makes progress.
     */
    @Override
    public Moves<Integer> movesToValue(Integer vertex, BigInteger target, SearchBudget budget) {
        if (target.bitLength() >= Integer.SIZE) {
            return Moves.none();
        }
        int wanted = target.intValue();
        IntStream found = followers(vertex).filter(w -> values.isFinite(w) && values.finite(w) == wanted);
        return Moves.all((values.acyclic() ? found.boxed() : found.boxed().sorted(Comparator.comparingInt(values::rank)))
                .map(w -> slide(vertex, w))
                .toList());
    }

    @Override
    public List<Phrase> explain(Integer vertex, SearchBudget budget) {
        Value value = values.value(vertex);
        String name = format(vertex);
        if (graph.edges().outDegree(vertex) == 0) {
            return List.of(Phrase.of("explain.graph.sink", name));
        }
        if (values.acyclic()) {
            return List.of(Phrase.of("explain.graph.mex", name, followerValues(vertex), value));
        }
        if (value.isNimber()) {
            return List.of(Phrase.of("explain.graph.finite", name, value));
        }
        List<Phrase> reasons = new ArrayList<>();
        reasons.add(Phrase.of("explain.graph.infinite", name, value));
        reasons.add(Phrase.of(value.outcome() == Outcome.N ? "explain.graph.infiniteN" : "explain.graph.infiniteD"));
        return reasons;
    }

    /** The vertex the token stands on, then the one it moves to. */
    @Override
    public List<String> typed(Integer from, Move<Integer> move) {
        return List.of(format(from), format(move.to().get(0)));
    }

    /** "b" moves a token to b, from the one vertex its component stands on: typed as FROM TO, "a b". */
    @Override
    public Move<Integer> readMove(Integer from, List<String> words) {
        if (words.size() != 2) {
            throw new InvalidPositionException("error.move.graphForm");
        }
        if (!words.get(0).equals(format(from))) {
            throw new NotThisComponentException("error.move.noToken", words.get(0));
        }
        int to = graph.names().find(words.get(1));
        if (to < 0 || followers(from).noneMatch(w -> w == to)) {
            throw new InvalidPositionException("error.move.noEdge", words.get(0), words.get(1));
        }
        return slide(from, to);
    }

    /** "move token 2 from a to b": tokens are numbered, since several may stand on one vertex. */
    @Override
    public Phrase describe(Integer from, Move<Integer> move, Phrase label) {
        return label == null ? move.text() : Phrase.of("move.slideToken", label, format(from), format(move.to().get(0)));
    }

    @Override
    public Phrase moveForms() {
        return Phrase.of("forms.graph");
    }

    @Override
    public String componentLabel() {
        return "label.token";
    }

    private IntStream followers(int vertex) {
        Digraph edges = graph.edges();
        return IntStream.range(edges.firstEdge(vertex), edges.endEdge(vertex)).map(edges::target).distinct();
    }

    private Move<Integer> slide(int from, int to) {
        return Move.to(Phrase.of("move.slide", format(from), format(to)), to);
    }

    /** "0 (b), 1 (c)": the followers' values with their names, the first few. */
    private String followerValues(int vertex) {
        List<Integer> followers = followers(vertex).boxed().toList();
        String shown = followers.stream().limit(FOLLOWERS_SHOWN)
                .map(w -> values.finite(w) + " (" + format(w) + ")")
                .collect(Collectors.joining(", "));
        return followers.size() > FOLLOWERS_SHOWN ? shown + ", …" : shown;
    }
}
