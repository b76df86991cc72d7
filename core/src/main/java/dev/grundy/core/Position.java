package dev.grundy.core;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A whole position of the position language: a sum of terms, each a game with its components,
 * written {@code bash:3 10 + wythoff 3 5 + nim 4}. The empty sum, where nothing is left, is written
 * {@code 0}.
 */
public final class Position {
    /** How the empty sum is written. */
    public static final String EMPTY = "0";

    private final List<Term<?>> terms;
    private String written;
    private int hash;

    /** @param terms the terms in the order written; none for the empty sum */
    public Position(List<Term<?>> terms) {
        this.terms = List.copyOf(terms);
    }

    /** @return the terms in the order written */
    public List<Term<?>> terms() {
        return terms;
    }

    /**
     * Every component in the order written. Components of heap games are named "heap 1",
     * "heap 2", … counting the heaps of the whole position, so that a move's words point at one;
     * tokens on graphs likewise "token 1", "token 2", … (see {@link Game#componentLabel}).
     *
     * @return the components with their places and names
     */
    public List<Component<?>> components() {
        List<Component<?>> all = new ArrayList<>();
        Map<String, Integer> numbers = new HashMap<>();
        for (int t = 0; t < terms.size(); t++) {
            Term<?> term = terms.get(t);
            String labelKey = term.game().componentLabel();
            for (int i = 0; i < term.components().size(); i++) {
                Phrase label = labelKey == null ? null : Phrase.of(labelKey, numbers.merge(labelKey, 1, Integer::sum));
                all.add(component(term, t, i, all.size() + 1, label));
            }
        }
        return all;
    }

    /** @return every legal move of the position, component by component, handed out lazily */
    public Stream<PositionMove> moves() {
        return LazyStreams.flatMap(components().stream(), Component::moves);
    }

    /**
     * The same sum written in one standard way: one term per game, games by name, components in
     * a fixed order. Two positions that differ only in the order of their summands have the same
     * canonical form, so a search over whole positions can remember them as one.
     *
     * @return the canonical form
     */
    public Position canonical() {
        Map<Game<?>, List<Object>> byGame = new HashMap<>();
        for (Term<?> term : terms) {
            byGame.computeIfAbsent(term.game(), game -> new ArrayList<>()).addAll(term.components());
        }
        List<Term<?>> sorted = new ArrayList<>();
        byGame.entrySet().stream()
                .sorted(Comparator.comparing(entry -> entry.getKey().name()))
                .forEach(entry -> sorted.add(sortedTerm(entry.getKey(), entry.getValue())));
        return new Position(sorted);
    }

    /**
     * Components in a fixed order: their natural order where they have one (heaps), else the
     * order of their words, each written once rather than at every comparison.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <P> Term<P> sortedTerm(Game<P> game, List<Object> components) {
        List<P> typed = (List<P>) components;
        Class<?> kind = typed.get(0).getClass();
        if (typed.get(0) instanceof Comparable && typed.stream().allMatch(component -> component.getClass() == kind)) {
            List sorted = new ArrayList<>(typed);
            sorted.sort(null);
            return new Term<>(game, (List<P>) sorted);
        }
        List<Map.Entry<String, P>> written = new ArrayList<>(typed.size());
        for (P component : typed) {
            written.add(Map.entry(game.format(component), component));
        }
        written.sort(Map.Entry.comparingByKey());
        return new Term<>(game, written.stream().map(Map.Entry::getValue).toList());
    }

    private <P> Component<P> component(Term<P> term, int termIndex, int index, int number, Phrase label) {
        return new Component<>(this, term.game(), term.components().get(index), termIndex, index, number, label);
    }

    /**
     * @param termIndex the term moved in
     * @param index the component within the term
     * @param parts the sum the move leaves in place of that component
     * @param <P> the type of the term's components
     * @return the position after the move; a term left with nothing disappears
     */
    <P> Position replace(int termIndex, int index, List<P> parts) {
        @SuppressWarnings("unchecked")
        Term<P> term = (Term<P>) terms.get(termIndex);
        List<P> left = term.replace(index, parts);
        List<Term<?>> replaced = new ArrayList<>(terms);
        if (left.isEmpty()) {
            replaced.remove(termIndex);
        } else {
            replaced.set(termIndex, new Term<>(term.game(), left));
        }
        return new Position(replaced);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Position position && (this == position || hashCode() == position.hashCode() && terms.equals(position.terms));
    }

    /** Worked out once: a search looks a position up and then stores it under the same hash. */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = terms.hashCode();
            hash = h;
        }
        return h;
    }

    /** @return the position in the position language, pasteable back into any command; written once */
    @Override
    public String toString() {
        String text = written;
        if (text == null) {
            text = terms.isEmpty() ? EMPTY : terms.stream().map(Term::toString).collect(Collectors.joining(" + "));
            written = text;
        }
        return text;
    }
}
