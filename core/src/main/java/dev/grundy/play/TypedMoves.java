package dev.grundy.play;

import dev.grundy.core.Component;
import dev.grundy.core.HeapGame;
import dev.grundy.core.NotThisComponentException;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Term;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Moves of a whole position as a person types them. Heaps are numbered across the whole position,
 * so "2 3" takes three from heap 2 whatever game it belongs to; a position with one component that
 * is no heap (Wythoff's piles, a Fibonacci Nim heap) takes that game's own words, "a 2", as does a
 * position with several where exactly one of them reads the words; and "#4" plays the fourth move
 * of the list {@link Position#moves()} gives, for anything else.
 */
public final class TypedMoves {
    private TypedMoves() {
    }

    /**
     * @param position the position moved in
     * @param typed the move as typed, e.g. {@code "2 3"}, {@code "both 2"} or {@code "#4"}
     * @return the legal move it describes
     * @throws InvalidPositionException naming why the words are no legal move
     */
    public static PositionMove read(Position position, String typed) {
        List<String> words = Arrays.asList(typed.trim().split("\\s+"));
        if (words.get(0).startsWith("#")) {
            return byNumber(position, words);
        }
        List<Component<?>> heaps = new ArrayList<>();
        List<Component<?>> others = new ArrayList<>();
        for (Component<?> component : position.components()) {
            (component.game() instanceof HeapGame ? heaps : others).add(component);
        }
        Optional<BigInteger> heapNumber = number(words.get(0));
        if (!heaps.isEmpty() && heapNumber.isPresent()) {
            BigInteger n = heapNumber.get();
            if (n.signum() <= 0 || n.compareTo(BigInteger.valueOf(heaps.size())) > 0) {
                throw new InvalidPositionException("error.move.noSuchHeap", n, heaps.size());
            }
            return heaps.get(n.intValue() - 1).read(words.subList(1, words.size()));
        }
        if (others.isEmpty()) {
            throw new InvalidPositionException("error.move.heapForm");
        }
        return readInOne(others, words);
    }

    /**
     * A joint move as a person types it under the Every-SG convention: one move for each component
     * that can move, each typed as {@link #read} reads it, separated by {@code ;}.
     *
     * @param position the position moved in
     * @param typed the moves, e.g. {@code "1 2; 2 3"}
     * @return the joint move
     * @throws InvalidPositionException if a move is illegal, two are in one component, or a
     *     component that can move has none
     */
    public static PositionMove readTogether(Position position, String typed) {
        List<PositionMove> moves = new ArrayList<>();
        for (String one : typed.split(";")) {
            moves.add(read(position, one));
        }
        if (moves.stream().map(PositionMove::component).distinct().count() != moves.size()) {
            throw new InvalidPositionException("error.move.every.twice");
        }
        for (Component<?> component : position.components()) {
            boolean moved = moves.stream().anyMatch(move -> move.component().equals(component));
            if (!moved && component.moves().findAny().isPresent()) {
                Object named = component.label() == null ? component.toString() : component.label();
                throw new InvalidPositionException("error.move.every.missing", named);
            }
        }
        moves.sort(Comparator.comparingInt(move -> move.component().number()));
        return PositionMove.together(moves);
    }

    /**
     * The words must be a move of exactly one of the components, where moves that leave the same
     * sum count as one (tokens on one vertex moved alike). When none reads them, the error told is
     * that of the component they are about, or the one all components agree on.
     */
    private static PositionMove readInOne(List<Component<?>> components, List<String> words) {
        if (components.size() == 1) {
            return components.get(0).read(words);
        }
        List<PositionMove> readings = new ArrayList<>();
        Set<Phrase> aboutThem = new LinkedHashSet<>();
        Set<Phrase> aboutOthers = new LinkedHashSet<>();
        for (Component<?> component : components) {
            try {
                readings.add(component.read(words));
            } catch (NotThisComponentException elsewhere) {
                aboutOthers.add(elsewhere.phrase());
            } catch (InvalidPositionException notThisOne) {
                aboutThem.add(notThisOne.phrase());
            }
        }
        Set<Phrase> errors = aboutThem.isEmpty() ? aboutOthers : aboutThem;
        if (readings.isEmpty() && errors.size() == 1) {
            throw new InvalidPositionException(errors.iterator().next());
        }
        if (readings.stream().map(move -> move.to().canonical()).distinct().count() != 1) {
            throw new InvalidPositionException("error.move.ambiguous");
        }
        return readings.get(0);
    }

    /**
     * @param position a position
     * @return how moves are typed in it: the forms of its games, then moves by number
     */
    public static List<Phrase> forms(Position position) {
        Set<Phrase> forms = new LinkedHashSet<>();
        for (Term<?> term : position.terms()) {
            forms.add(term.game().moveForms());
        }
        forms.add(Phrase.of("forms.byNumber"));
        return List.copyOf(forms);
    }

    private static PositionMove byNumber(Position position, List<String> words) {
        Optional<BigInteger> n = words.size() == 1 ? number(words.get(0).substring(1)) : Optional.empty();
        if (n.isEmpty()) {
            throw new InvalidPositionException("error.move.byNumber");
        }
        if (n.get().signum() <= 0 || n.get().bitLength() > 31) {
            throw new InvalidPositionException("error.move.noSuchNumber", words.get(0));
        }
        return position.moves().skip(n.get().longValue() - 1).findFirst()
                .orElseThrow(() -> new InvalidPositionException("error.move.noSuchNumber", words.get(0)));
    }

    private static Optional<BigInteger> number(String word) {
        return word.matches("[0-9]{1,30}") ? Optional.of(new BigInteger(word)) : Optional.empty();
    }
}
