package dev.grundy.rules;

import dev.grundy.text.GrundyException;
import dev.grundy.core.ImpartialGame;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LongEncoded;
import dev.grundy.core.Move;
import dev.grundy.text.Phrase;
import dev.grundy.core.Rules;
import dev.grundy.solve.CodedGame;

import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * A person's rules with every call into their code watched, so that a mistake there is told in
 * one line naming the game and the line of their file ({@link RulesThrewException}) rather than
 * surfacing later inside the engine as Grundy's own failure. A position that does not parse is
 * told with the rules' own message after the game's name.
 *
 * @param <P> the type of positions
 */
final class GuardedRules<P> implements ImpartialGame<P> {
    private final Rules<P> rules;
    private final String name;
    // Made once: a call records it, and must not make an object each time.
    private final Function<P, String> wordsOf;

    /** @param rules the person's rules; their name is asked for once, here */
    GuardedRules(Rules<P> rules) {
        this.rules = rules;
        this.wordsOf = rules::format;
        this.name = nonNull("name", guarded(rules.getClass().getSimpleName() + ".java", rules::name));
    }

    String name() {
        return name;
    }

    /**
     * @param words a position's words
     * @return the position
     * @throws InvalidPositionException naming the game, if the rules refuse the words
     */
    P parse(List<String> words) {
        P position;
        CodeCall watch = CodeCall.ofThisThread();
        watch.enter(name, CodeCall.Kind.CODE, words, read -> String.join(" ", read));
        try {
            position = rules.parse(words);
        } catch (InvalidPositionException e) {
            throw new InvalidPositionException(Phrase.of("error.rules.position", name, e.phrase()));
        } catch (GrundyException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
            throw new InvalidPositionException(Phrase.of("error.rules.position", name, message));
        } catch (RuntimeException | StackOverflowError e) {
            throw threw(e);
        } finally {
            watch.exit();
        }
        return nonNull("parse", position);
    }

    String format(P position) {
        return nonNull("format", guarded(name, () -> rules.format(position)));
    }

    /** The moves, handed out as lazily as the rules hand them out. */
    @Override
    public Iterable<Move<P>> moves(P position) {
        Iterable<Move<P>> moves = nonNull("moves", movesOf(position, () -> rules.moves(position)));
        return () -> {
            Iterator<Move<P>> iterator = nonNull("moves", movesOf(position, moves::iterator));
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return movesOf(position, iterator::hasNext);
                }

                @Override
                public Move<P> next() {
                    return nonNull("moves", movesOf(position, iterator::next));
                }
            };
        };
    }

    /** @return the rules as a game of codes for {@link dev.grundy.solve.CodedGrundySolver}, a fresh one, or null unless they are a one-line game */
    CodedGame coded() {
        // OneLineRules tell their own failures in one line with the position; nothing more to watch.
        return rules instanceof OneLineRules line ? line.coded() : null;
    }

    /** @return the rules as a one-line game of one number, whose code is the heap; null when they are not one */
    OneLineRules heapLine() {
        return rules instanceof OneLineRules line && line.codes().arity() == 1 ? line : null;
    }

    /** @return the rules' code for positions, watched like the rest, or null when they have none */
    ToLongFunction<P> key() {
        if (!(rules instanceof LongEncoded<?> encoded)) {
            return null;
        }
        // Rules<P> that are LongEncoded<Q> for another Q fail in encode, which is told like any throw.
        @SuppressWarnings("unchecked")
        LongEncoded<P> codes = (LongEncoded<P>) encoded;
        return position -> {
            CodeCall watch = CodeCall.ofThisThread();
            watch.enter(name, CodeCall.Kind.CODE, position, wordsOf);
            try {
                return codes.encode(position);
            } catch (GrundyException e) {
                throw e;
            } catch (RuntimeException | StackOverflowError e) {
                throw threw(e);
            } finally {
                watch.exit();
            }
        };
    }

    private <T> T movesOf(P position, Supplier<T> call) {
        return watched(name, CodeCall.Kind.MOVES, position, call);
    }

    private <T> T guarded(String who, Supplier<T> call) {
        return watched(who, CodeCall.Kind.CODE, null, call);
    }

    /** The call, recorded for a watchdog while it runs, its throws told in one line. */
    private <T> T watched(String who, CodeCall.Kind kind, P position, Supplier<T> call) {
        CodeCall watch = CodeCall.ofThisThread();
        watch.enter(who, kind, position, wordsOf);
        try {
            return call.get();
        } catch (GrundyException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            throw new RulesThrewException(who, e, rules.getClass());
        } finally {
            watch.exit();
        }
    }

    private RulesThrewException threw(Throwable e) {
        return new RulesThrewException(name, e, rules.getClass());
    }

    private <T> T nonNull(String method, T value) {
        if (value == null) {
            throw new GrundyException(Phrase.of("error.rules.null", name == null ? rules.getClass().getSimpleName() : name,
                    method));
        }
        return value;
    }
}
