package dev.grundy.core;

import dev.grundy.budget.SearchBudget;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * One component of a whole position, with where it sits, so that its moves can be told in words
 * and turned into moves of the whole position. It writes itself once ({@link #written}), however
 * many moves ask.
 *
 * @param <P> the type of the game's components
 */
public final class Component<P> {
    private final Position whole;
    private final Game<P> game;
    private final P position;
    private final int term;
    private final int index;
    private final int number;
    private final Phrase label;
    private String written;

    /**
     * @param whole the position the component belongs to
     * @param game the component's game
     * @param position the component itself
     * @param term which term of the whole it belongs to
     * @param index which component of that term it is
     * @param number its place among all the components of the whole, from 1, in the order written
     * @param label its name in the whole ("heap 3"), or null when its game has no heaps
     */
    Component(Position whole, Game<P> game, P position, int term, int index, int number, Phrase label) {
        this.whole = Objects.requireNonNull(whole, "whole");
        this.game = Objects.requireNonNull(game, "game");
        this.position = Objects.requireNonNull(position, "position");
        this.term = term;
        this.index = index;
        this.number = number;
        this.label = label;
    }

    /** @return the position the component belongs to */
    public Position whole() {
        return whole;
    }

    /** @return the component's game */
    public Game<P> game() {
        return game;
    }

    /** @return the component itself */
    public P position() {
        return position;
    }

    /** @return which term of the whole it belongs to */
    public int term() {
        return term;
    }

    /** @return which component of that term it is */
    public int index() {
        return index;
    }

    /** @return its place among all the components of the whole, from 1, in the order written */
    public int number() {
        return number;
    }

    /** @return its name in the whole ("heap 3"), or null when its game has no heaps */
    public Phrase label() {
        return label;
    }

    /**
     * @param move a move of this component
     * @return the same move as a move of the whole position
     */
    public PositionMove lift(Move<P> move) {
        return new PositionMove(this, move);
    }

    /**
     * @param budget the work the computation may do
     * @return the component's value, see {@link NimValues#value}
     */
    public Value value(SearchBudget budget) {
        return game.value(position, budget);
    }

    /** @return the component's rank for progress, see {@link LoopyGame#rank}; 0 in a game that always ends */
    public long rank() {
        return game instanceof LoopyGame<P> loopy ? loopy.rank(position) : 0;
    }

    /**
     * @param budget the work the computation may do
     * @return who wins the component on its own, see {@link NimValues#outcome}
     */
    public Outcome outcome(SearchBudget budget) {
        return game.outcome(position, budget);
    }

    /**
     * @param budget the work the computation may do
     * @return the reasoning behind the component's value, see {@link GameWords#explain}
     */
    public List<Phrase> explain(SearchBudget budget) {
        return game.explain(position, budget);
    }

    /**
     * @param target a nim-value
     * @param budget the work the computation may do
     * @return the component's moves to that value, as moves of the whole position
     */
    public PositionMoves movesToValue(BigInteger target, SearchBudget budget) {
        return lift(game.movesToValue(position, target, budget));
    }

    /**
     * @param budget the work the computation may do
     * @return the component's winning moves on its own, as moves of the whole position
     */
    public PositionMoves winningMoves(SearchBudget budget) {
        return lift(game.winningMoves(position, budget));
    }

    /** @return the component's legal moves, as moves of the whole position, handed out lazily */
    public Stream<PositionMove> moves() {
        return StreamSupport.stream(game.moves(position).spliterator(), false).map(this::lift);
    }

    /**
     * @param words a move of this component as a person types it, see {@link TypedInput#readMove}
     * @return the move, as a move of the whole position
     * @throws InvalidPositionException if the words are no legal move
     */
    public PositionMove read(List<String> words) {
        return lift(game.readMove(position, words));
    }

    /** @return the component written as the words of its game, e.g. {@code 3} or {@code 92 16}; written once */
    public String written() {
        String text = written;
        if (text == null) {
            text = game.format(position);
            written = text;
        }
        return text;
    }

    private PositionMoves lift(Moves<P> moves) {
        return new PositionMoves(moves.list().stream().map(this::lift).toList(), moves.complete(), moves.count());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Component<?> component && whole.equals(component.whole) && term == component.term
                && index == component.index;
    }

    @Override
    public int hashCode() {
        return Objects.hash(whole, term, index);
    }

    @Override
    public String toString() {
        return game.name() + " " + written();
    }
}
