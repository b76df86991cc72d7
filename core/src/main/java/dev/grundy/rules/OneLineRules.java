package dev.grundy.rules;

import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.LongEncoded;
import dev.grundy.core.Move;
import dev.grundy.text.Phrase;
import dev.grundy.core.Rules;
import dev.grundy.solve.CodedGame;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The rules of a one-line game ({@link OneLineText}): positions are tuples of one to three numbers,
 * written as the numbers ({@code line 3 4}) and remembered by their {@link TupleCodes code}, so a
 * position is its code. Whatever the line throws, a number out of range included, is told in one
 * line with the position it was asked about.
 */
public final class OneLineRules implements Rules<Long>, LongEncoded<Long> {
    /** The game's name in the position language. */
    public static final String NAME = "line";

    private final OneLineText line;
    private final TupleCodes codes;
    private final OneLineMoves prototype;
    private final GameParameters parameters;
    private LineHeapValues heapValues;
    // One scratch buffer per thread: listing options must not allocate one each time.
    private final ThreadLocal<OneLineMoves> scratch;

    OneLineRules(OneLineText line, OneLineMoves prototype) {
        this(line, prototype, GameParameters.none());
    }

    OneLineRules(OneLineText line, OneLineMoves prototype, GameParameters parameters) {
        this.parameters = parameters;
        this.line = line;
        this.codes = new TupleCodes(line.arity());
        this.prototype = prototype;
        this.scratch = ThreadLocal.withInitial(this::lister);
    }

    /** @return the line as written */
    public OneLineText line() {
        return line;
    }

    /** @return the values of {@code --param} the line was compiled with */
    public GameParameters parameters() {
        return parameters;
    }

    /** @return the sequence table of a line of one number, one for every request, grown under its own lock */
    synchronized LineHeapValues heapValues() {
        if (heapValues == null) {
            heapValues = new LineHeapValues(this);
        }
        return heapValues;
    }

    /** @return how positions are packed */
    public TupleCodes codes() {
        return codes;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** Exactly {@link TupleCodes#arity} whole numbers from 0 to {@link TupleCodes#max}. */
    @Override
    public Long parse(List<String> words) {
        if (words.size() != codes.arity()) {
            throw new InvalidPositionException("error.line.position", codes.arity(), codes.max(), String.join(" ", words));
        }
        long[] numbers = new long[words.size()];
        for (int i = 0; i < numbers.length; i++) {
            try {
                numbers[i] = Long.parseLong(words.get(i));
            } catch (NumberFormatException e) {
                numbers[i] = -1;
            }
            if (numbers[i] < 0 || numbers[i] > codes.max()) {
                throw new InvalidPositionException("error.line.position", codes.arity(), codes.max(), String.join(" ", words));
            }
        }
        return codes.code(numbers);
    }

    @Override
    public String format(Long code) {
        StringJoiner words = new StringJoiner(" ");
        for (long number : codes.numbers(code)) {
            words.add(Long.toString(number));
        }
        return words.toString();
    }

    @Override
    public Iterable<Move<Long>> moves(Long code) {
        OneLineMoves lister = scratch.get();
        int size = list(lister, code);
        long[] words = lister.words();
        List<Move<Long>> moves = new ArrayList<>();
        for (int i = 0; i < size; ) {
            int parts = (int) words[i++];
            List<Long> to = new ArrayList<>(parts);
            StringJoiner text = new StringJoiner(" + ", "to ", "");
            for (int p = 0; p < parts; p++) {
                to.add(words[i]);
                text.add(format(words[i++]));
            }
            moves.add(new Move<>(text.toString(), to));
        }
        return moves;
    }

    @Override
    public long encode(Long code) {
        return code;
    }

    /** @return the game for the coded search: a fresh lister, for one thread */
    public CodedGame coded() {
        OneLineMoves lister = lister();
        return new CodedGame() {
            @Override
            public int list(long code) {
                return OneLineRules.this.list(lister, code);
            }

            @Override
            public long[] words() {
                return lister.words();
            }

            @Override
            public String format(long code) {
                return OneLineRules.this.format(code);
            }
        };
    }

    /** A lister of its own, whose runs a watchdog can see. */
    private OneLineMoves lister() {
        return prototype.freshFor(codes, new CodeCall(NAME, CodeCall.Kind.MOVES, this::format));
    }

    private int list(OneLineMoves lister, long code) {
        try {
            return lister.list(code);
        } catch (RuntimeException | StackOverflowError e) {
            String message = e.getMessage();
            String what = e.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
            throw new GrundyException(Phrase.of("error.line.threw", what, format(code)));
        }
    }
}
