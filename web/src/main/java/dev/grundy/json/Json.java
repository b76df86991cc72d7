package dev.grundy.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.language.GameType;
import dev.grundy.misere.quotient.FailedBuild;
import dev.grundy.misere.quotient.MisereQuotient;
import dev.grundy.misere.quotient.Presentation;
import dev.grundy.pattern.Finding;
import dev.grundy.pattern.ShapePattern;
import dev.grundy.pattern.ShapeTable;
import dev.grundy.pattern.ValueTable;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The JSON contract of the CLI (and the web API): one object per answer, on one line. Words for
 * people — a move's text, an error — are in the language asked for; everything else is data.
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    /**
     * A move: its words; the whole position it leads {@code to}, written when the position moved
     * from is at most {@value PositionMove#WRITTEN_IN_FULL} characters long, else null; the
     * {@code component} it changes (its number in the position, from 1, in the order written) and
     * what that component {@code becomes}, written as a position of its own game ({@code nim 1},
     * {@code lasker 3 7}, {@code 0} when nothing is left), null when the component is longer. A joint
     * move (Every-SG: one move in each component that can move) names its first component, what all
     * its components become, and its single {@code moves}, left out for a single move.
     */
    @JsonPropertyOrder({"text", "to", "component", "becomes", "moves"})
    public record MoveJson(String text, String to, int component, String becomes,
                           @JsonInclude(JsonInclude.Include.NON_NULL) List<MoveJson> moves) {
        public static MoveJson of(PositionMove move, Locale locale) {
            SearchBudget.stopIfInterrupted();
            List<MoveJson> singles = move.singles().size() == 1 ? null
                    : move.singles().stream().map(single -> of(single, locale)).toList();
            return new MoveJson(move.text().in(locale), move.writtenTo(), move.component().number(), move.writtenBecomes(),
                    singles);
        }
    }

    /**
     * A {@link Value} as the contract writes it: {@code grundy} is the nim-value or null;
     * {@code infinity} is K of the value ∞(K) of a position whose play may not end, left out
     * otherwise; {@code noValue} says why there is no value (misère play; out of reach), left out
     * otherwise. Objects that hold a value carry these three fields.
     */
    @JsonPropertyOrder({"grundy", "infinity", "noValue"})
    public record ValueJson(BigInteger grundy, @JsonInclude(JsonInclude.Include.NON_NULL) List<BigInteger> infinity,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String noValue) {
        static ValueJson of(Value value, Locale locale) {
            if (value instanceof Value.Nimber nimber) {
                return new ValueJson(nimber.value(), null, null);
            }
            if (value instanceof Value.Infinite infinite) {
                return new ValueJson(null, List.copyOf(infinite.finiteOptions()), null);
            }
            return new ValueJson(null, null, ((Value.None) value).reason().in(locale));
        }
    }

    /**
     * A solution: {@code complete} is true when {@code winningMoves} holds every winning move, and
     * {@code winningMoveCount} says how many there are, listed or not (null where the theory
     * constructs some moves without counting the rest). The moves come written already (see
     * {@link #written}).
     */
    @JsonPropertyOrder({"position", "convention", "outcome", "grundy", "infinity", "noValue", "complete",
            "winningMoveCount", "winningMoves", "explanation"})
    public record SolutionJson(String position, String convention, String outcome, BigInteger grundy,
                               @JsonInclude(JsonInclude.Include.NON_NULL) List<BigInteger> infinity,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String noValue, boolean complete,
                               Long winningMoveCount, List<RawValue> winningMoves, ExplanationJson explanation) {
        public static SolutionJson of(Solution solution, Locale locale) {
            return of(solution, locale, solution.winningMoves().stream().map(move -> written(MoveJson.of(move, locale))).toList());
        }

        static SolutionJson of(Solution solution, Locale locale, List<RawValue> moves) {
            ValueJson value = ValueJson.of(solution.value(), locale);
            boolean complete = solution.complete() && moves.size() == solution.winningMoves().size();
            Long count = solution.winningMoveCount().isPresent() ? solution.winningMoveCount().getAsLong() : null;
            return new SolutionJson(solution.position().toString(), solution.convention().word(),
                    solution.outcome().name(), value.grundy(), value.infinity(), value.noValue(), complete, count,
                    moves, ExplanationJson.of(solution.explanation(), locale));
        }
    }

    /** One component of the explanation: where it sits, what it is, its value and why. */
    @JsonPropertyOrder({"label", "game", "written", "grundy", "infinity", "noValue", "reasons"})
    public record ComponentJson(String label, String game, String written, BigInteger grundy,
                                @JsonInclude(JsonInclude.Include.NON_NULL) List<BigInteger> infinity,
                                @JsonInclude(JsonInclude.Include.NON_NULL) String noValue, List<String> reasons) {
        static ComponentJson of(Explanation.Row row, Locale locale) {
            SearchBudget.stopIfInterrupted();
            ValueJson value = ValueJson.of(row.value(), locale);
            return new ComponentJson(row.label() == null ? null : row.label().in(locale), row.game(), row.written(),
                    value.grundy(), value.infinity(), value.noValue(), words(row.reasons(), locale));
        }
    }

    /**
     * Why the position is worth what it is, as the solver found it: its components' values and
     * reasons, the total, the verdict and the steps of the rule that decided. Front ends show it as
     * it is.
     */
    @JsonPropertyOrder({"components", "total", "verdict", "steps"})
    public record ExplanationJson(List<ComponentJson> components, ValueJson total, List<String> verdict,
                                  List<String> steps) {
        static ExplanationJson of(Explanation explanation, Locale locale) {
            return new ExplanationJson(explanation.rows().stream().map(row -> ComponentJson.of(row, locale)).toList(),
                    ValueJson.of(explanation.total(), locale), words(explanation.verdict(), locale),
                    words(explanation.steps(), locale));
        }
    }

    private static List<String> words(List<Phrase> phrases, Locale locale) {
        return phrases.stream().map(phrase -> phrase.in(locale)).toList();
    }

    /** A legal move as {@link MoveJson} writes it, with the value and outcome of what it leaves. */
    @JsonPropertyOrder({"text", "to", "component", "becomes", "grundy", "outcome", "winning"})
    public record ValuedMoveJson(String text, String to, int component, String becomes, BigInteger grundy, String outcome,
                                 boolean winning) {
        public static ValuedMoveJson of(ValuedMove move, Locale locale) {
            MoveJson written = MoveJson.of(move.move(), locale);
            return new ValuedMoveJson(written.text(), written.to(), written.component(), written.becomes(),
                    ValueJson.of(move.value(), locale).grundy(), move.outcome().name(), move.wins());
        }
    }

    /** A position's moves, each written already (see {@link #written}). */
    @JsonPropertyOrder({"position", "grundy", "complete", "moves"})
    public record MovesJson(String position, BigInteger grundy, boolean complete, List<RawValue> moves) {
    }

    @JsonPropertyOrder({"position", "error"})
    public record ErrorJson(String position, String error) {
    }

    /** @param error what went wrong, for people */
    public record ProblemJson(String error) {
    }

    @JsonPropertyOrder({"text", "change", "to"})
    public record PlayedMoveJson(String text, String change, String to) {
    }

    @JsonPropertyOrder({"position", "move"})
    public record PlayJson(String position, PlayedMoveJson move) {
    }

    @JsonPropertyOrder({"name", "syntax", "rule", "position", "example"})
    public record GameJson(String name, String syntax, String rule, String position, String example) {
        public static GameJson of(GameType type, Locale locale) {
            return new GameJson(type.name(), type.syntax(), type.rule().in(locale), type.position().in(locale), type.example());
        }
    }

    public record GamesJson(List<GameJson> games) {
    }

    @JsonPropertyOrder({"k", "a", "b"})
    public record PairJson(BigInteger k, BigInteger a, BigInteger b) {
    }

    public static String solution(Solution solution, Locale locale) {
        return write(SolutionJson.of(solution, locale));
    }

    /**
     * A solution whose winning moves are listed while the answer stays within a size: the moves
     * that do not fit are left out, {@code complete} is then false and {@code winningMoveCount}
     * still counts them all.
     *
     * @param solution the solution
     * @param locale the language of the words
     * @param maxBytes the most bytes the answer may take; the position and the explanation are
     *     always written, so an answer may pass it only when they alone do
     * @param mostListed the most winning moves listed, 0 for none (the count still says how many)
     * @return the answer
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while writing
     */
    public static String solution(Solution solution, Locale locale, long maxBytes, int mostListed) {
        long room = maxBytes - bytes(write(SolutionJson.of(solution, locale, List.of())));
        List<PositionMove> winning = solution.winningMoves();
        List<RawValue> moves = fitting(winning.subList(0, Math.min(mostListed, winning.size())),
                move -> MoveJson.of(move, locale), room);
        return write(SolutionJson.of(solution, locale, moves));
    }

    public static String moves(String position, MoveList moves, Locale locale) {
        return moves(position, moves, locale, Long.MAX_VALUE);
    }

    /**
     * @param position the position moved from
     * @param moves its moves
     * @param locale the language of the words
     * @param maxBytes the most bytes the answer may take: the moves that do not fit are left out,
     *     and {@code complete} is then false
     * @return the answer
     */
    public static String moves(String position, MoveList moves, Locale locale, long maxBytes) {
        BigInteger grundy = ValueJson.of(moves.value(), locale).grundy();
        long room = maxBytes - bytes(write(new MovesJson(position, grundy, false, List.of())));
        List<RawValue> listed = fitting(moves.moves(), move -> ValuedMoveJson.of(move, locale), room);
        return write(new MovesJson(position, grundy, moves.complete() && listed.size() == moves.moves().size(), listed));
    }

    /** The first items, written, whose JSON fits in {@code room} bytes with a comma each. */
    private static <T> List<RawValue> fitting(List<T> items, Function<T, ?> json, long room) {
        List<RawValue> fitted = new ArrayList<>();
        long left = room;
        for (T item : items) {
            // One move of a heap of 16,000 digits takes a tenth of a second to write in words:
            // the request's deadline is heard between moves.
            SearchBudget.stopIfInterrupted();
            RawValue written = written(json.apply(item));
            left -= bytes(written.rawValue().toString()) + 1;
            if (left < 0) {
                break;
            }
            fitted.add(written);
        }
        return fitted;
    }

    private static long bytes(String json) {
        long bytes = json.length();
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            bytes += c < 0x80 ? 0 : c < 0x800 || Character.isSurrogate(c) ? 1 : 2;
        }
        return bytes;
    }

    public static String error(String position, String message) {
        return write(new ErrorJson(position, message));
    }

    /**
     * @param message what went wrong, for people
     * @return {"error": message}
     */
    public static String error(String message) {
        return write(new ProblemJson(message));
    }

    /**
     * @param position the position moved in
     * @param move the engine's move, or empty when there is none
     * @param locale the language of the move's words
     * @return {"position", "move": {"text", "change", "to"} or null}
     */
    public static String play(Position position, Optional<PositionMove> move, Locale locale) {
        return write(new PlayJson(position.toString(), move.map(played -> new PlayedMoveJson(played.text().in(locale),
                played.change().in(locale), played.to().toString())).orElse(null)));
    }

    /**
     * @param texts the page's texts by key
     * @return them as one JSON object
     */
    public static String texts(Map<String, String> texts) {
        return write(texts);
    }

    /** @param language the language the page opens in: the server's choice ({@code --lang}), or null for the browser's */
    public record LanguageJson(String language) {
    }

    /**
     * @param language "en", "zh", or null when the page should follow the browser
     * @return {"language": ...}
     */
    public static String language(String language) {
        return write(new LanguageJson(language));
    }

    public static String games(List<GameType> types, Locale locale) {
        return write(new GamesJson(types.stream().map(type -> GameJson.of(type, locale)).toList()));
    }

    public static String pairs(List<PairJson> pairs) {
        return write(pairs);
    }

    /**
     * A nimber expression's value: {@code steps}, each operation told in the language asked for,
     * only when asked for.
     */
    @JsonPropertyOrder({"expression", "value", "steps"})
    public record NimberJson(String expression, BigInteger value, @JsonInclude(JsonInclude.Include.NON_NULL) List<String> steps) {
    }

    public static String nimber(NimberJson nimber) {
        return write(nimber);
    }

    /**
     * The genus of each heap of a game, from heap 0, as Winning Ways writes it ({@code "4^{146}"}).
     *
     * @param game the game's name
     * @param genera the genera
     */
    @JsonPropertyOrder({"game", "genera"})
    public record GeneraJson(String game, List<String> genera) {
    }

    /** @return {"game": ..., "genera": [...]} */
    public static String genera(GeneraJson genera) {
        return write(genera);
    }

    /**
     * {"game", "values": [...], "periodicity": {...} or null, "summary": {...}}, written as it goes,
     * so a long sequence is never held as objects.
     */
    public static void sequence(Sequence sequence, OutputStream out) throws IOException {
        try (JsonGenerator json = new JsonFactory().createGenerator(out, JsonEncoding.UTF8)) {
            json.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
            json.writeStartObject();
            json.writeStringField("game", sequence.game());
            json.writeArrayFieldStart("values");
            for (int n = 0; n < sequence.length(); n++) {
                json.writeNumber(sequence.get(n));
            }
            json.writeEndArray();
            writePeriodicity(json, sequence.periodicity());
            SequenceSummary summary = SequenceSummary.of(sequence);
            json.writeObjectFieldStart("summary");
            json.writeNumberField("largest", summary.largest());
            json.writeNumberField("largestAt", summary.largestAt());
            json.writeNumberField("pPositions", summary.losing());
            json.writeNumberField("lastPPosition", summary.lastLosing());
            json.writeNumberField("rareMask", summary.mask());
            json.writeNumberField("rareHeaps", summary.rare());
            json.writeEndObject();
            json.writeEndObject();
        }
        out.write('\n');
        out.flush();
    }

    private static void writePeriodicity(JsonGenerator json, Periodicity periodicity) throws IOException {
        if (periodicity == null) {
            json.writeNullField("periodicity");
            return;
        }
        json.writeObjectFieldStart("periodicity");
        json.writeNumberField("preperiod", periodicity.preperiod());
        json.writeNumberField("period", periodicity.period());
        json.writeNumberField("saltus", periodicity.saltus());
        json.writeBooleanField("proved", periodicity.proved());
        json.writeNumberField("checkedTo", periodicity.checkedTo());
        json.writeEndObject();
    }

    /**
     * A table of values as {@code grundy table --json} writes it: the game, the numbers' names, the
     * ranges, the values nested one array per number (the last innermost; 0 is a P-position), and
     * the patterns found, each in words with whether a theorem proves it.
     */
    public static String table(String game, ValueTable table, List<Finding> patterns, Locale locale) {
        return write(tableFields(game, table, patterns, locale));
    }

    private static Map<String, Object> tableFields(String game, ValueTable table, List<Finding> patterns, Locale locale) {
        List<RangeJson> ranges = table.ranges().stream().map(range -> new RangeJson(range.from(), range.to())).toList();
        List<PatternJson> found = patterns.stream()
                .map(pattern -> new PatternJson(pattern.says(table).in(locale), pattern.proof() != null)).toList();
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("game", game);
        answer.put("names", ValueTable.names(table.arity()));
        answer.put("ranges", ranges);
        answer.put("values", nested(table, 0, 0));
        answer.put("patterns", found);
        return answer;
    }

    /**
     * The tables of one game for each value of a parameter as {@code grundy table --param K=1..6
     * --json} writes them: the parameter's name, one table per value (as {@link #table}, with the
     * value first), and the patterns every table shows, each in words with whether every table
     * proved it.
     */
    public static String acrossParameter(String game, String name, List<BigInteger> values, List<ValueTable> tables,
                                         List<List<Finding>> patterns, List<Phrase> common, Locale locale) {
        return eachParameter(name, values, k -> tableFields(game, tables.get(k), patterns.get(k), locale), common, locale);
    }

    /**
     * The tables of a one-line game over strings, lists, grids or trees for each value of a
     * parameter, as {@code grundy table --param K=A..B --json} writes them: each table as
     * {@link #shapeTable} writes it, with its K, then the patterns every table shows (never proved).
     */
    public static String shapesAcrossParameter(String game, String name, List<BigInteger> values, List<ShapeTable> tables,
                                               List<List<ShapePattern>> patterns, List<Phrase> common, Locale locale) {
        return eachParameter(name, values, k -> shapeTableFields(game, tables.get(k), patterns.get(k), locale), common, locale);
    }

    /** The parameter's name, each value's table (the value first, then the fields of its table), and the common patterns. */
    private static String eachParameter(String name, List<BigInteger> values, java.util.function.IntFunction<Map<String, Object>> fieldsOfTable,
                                        List<Phrase> common, Locale locale) {
        List<Map<String, Object>> each = new ArrayList<>();
        for (int k = 0; k < values.size(); k++) {
            Map<String, Object> table = new java.util.LinkedHashMap<>();
            table.put(name, values.get(k));
            table.putAll(fieldsOfTable.apply(k));
            each.add(table);
        }
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("parameter", name);
        answer.put("tables", each);
        answer.put("common", commonPatterns(common, locale));
        return write(answer);
    }

    private static List<PatternJson> commonPatterns(List<Phrase> common, Locale locale) {
        return common.stream().map(phrase -> new PatternJson(phrase.in(locale), "pattern.across.proved".equals(phrase.key()))).toList();
    }

    /**
     * A table of a one-line game over strings, lists, grids or trees as {@code grundy table --json}
     * writes it: the game, the table's description, each position (its words) with its value, and
     * the patterns found through a feature of the position, each in words (never proved).
     */
    public static String shapeTable(String game, ShapeTable table, List<ShapePattern> patterns, Locale locale) {
        return write(shapeTableFields(game, table, patterns, locale));
    }

    private static Map<String, Object> shapeTableFields(String game, ShapeTable table, List<ShapePattern> patterns, Locale locale) {
        List<ShapePositionJson> positions = IntStream.range(0, table.size())
                .mapToObj(i -> new ShapePositionJson(table.position(i), table.value(i))).toList();
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("game", game);
        answer.put("table", table.written());
        answer.put("positions", positions);
        answer.put("patterns", patterns.stream()
                .map(pattern -> new PatternJson(pattern.says(table.size(), table.written()).in(locale), false)).toList());
        return answer;
    }

    /** A position of a shape's table, as its words, and its value. */
    @JsonPropertyOrder({"position", "value"})
    record ShapePositionJson(String position, long value) {
    }

    /** A range of a table's number. */
    @JsonPropertyOrder({"from", "to"})
    record RangeJson(long from, long to) {
    }

    /** A pattern of a table in words, and whether a theorem proves it. */
    @JsonPropertyOrder({"says", "proved"})
    record PatternJson(String says, boolean proved) {
    }

    /** The values as arrays nested one level per number, the last number innermost. */
    private static Object nested(ValueTable table, int dimension, int offset) {
        int side = (int) table.ranges().get(dimension).size();
        int stride = 1;
        for (int d = dimension + 1; d < table.arity(); d++) {
            stride *= (int) table.ranges().get(d).size();
        }
        List<Object> values = new ArrayList<>(side);
        for (int i = 0; i < side; i++) {
            values.add(dimension == table.arity() - 1 ? (Object) table.value(offset + i) : nested(table, dimension + 1, offset + i * stride));
        }
        return values;
    }

    /**
     * A misère quotient as {@code grundy quotient --json} writes it: order, whether it is final (the
     * periodicity test proved it covers every heap) and why the build stopped, the last heap, the
     * misère preperiod and period when final, the P-portion, the generators with the heaps they are
     * images of, the relations and Φ (heap → element), elements written as words of the generators.
     *
     * @param stop why the build stopped: final, last_heap, order_limit, budget or not_settled
     */
    public static String quotient(MisereQuotient quotient, String stop) {
        Presentation presentation = quotient.presentation();
        List<GeneratorJson> generators = IntStream.range(0, quotient.generatorHeaps().length)
                .mapToObj(g -> new GeneratorJson(presentation.names().get(g), quotient.generatorHeaps()[g])).toList();
        return write(new QuotientJson(quotient.game(), quotient.order(), quotient.isFinal(), stop.toLowerCase(Locale.ROOT),
                quotient.lastHeap(), quotient.isFinal() ? quotient.periodicity().preperiod() : null,
                quotient.isFinal() ? quotient.periodicity().period() : null,
                quotient.monoid().pPortion().stream().map(presentation::word).toList(), generators, presentation.relations(),
                java.util.Arrays.stream(quotient.phi()).mapToObj(presentation::word).toList()));
    }

    /**
     * A build that gave up before with the same or larger limits, as {@code grundy quotient --json}
     * answers from its record instead of building again: the heap and order it reached, why it
     * stopped, and the limits it had (larger ones build again).
     */
    public static String failedQuotient(FailedBuild failed) {
        return write(new FailedQuotientJson(failed.game(), false, "gave_up_before", failed.reached(), failed.order(),
                failed.stop().name().toLowerCase(Locale.ROOT), new QuotientLimitsJson(failed.lastHeap(), failed.states(), failed.seconds(), failed.mostOrder())));
    }

    /** The answer from a record of a build that gave up. */
    @JsonPropertyOrder({"game", "final", "stopped", "lastHeap", "order", "reason", "limits"})
    record FailedQuotientJson(String game, @com.fasterxml.jackson.annotation.JsonProperty("final") boolean isFinal, String stopped,
                              int lastHeap, int order, String reason, QuotientLimitsJson limits) {
    }

    /** The limits a quotient build had: its last heap, states, seconds and largest order. */
    record QuotientLimitsJson(int lastHeap, long states, int seconds, int mostOrder) {
    }

    /** The quotient's answer; "final" is true when the periodicity test proved the quotient covers every heap. */
    @JsonPropertyOrder({"game", "order", "final", "stopped", "lastHeap", "preperiod", "period", "pPortion", "generators",
            "relations", "phi"})
    record QuotientJson(String game, int order, @com.fasterxml.jackson.annotation.JsonProperty("final") boolean isFinal,
                        String stopped, int lastHeap, Integer preperiod, Integer period, List<String> pPortion,
                        List<GeneratorJson> generators, List<String> relations, List<String> phi) {
    }

    /** A generator's name and the heap whose image it is. */
    record GeneratorJson(String name, int heap) {
    }

    /**
     * An item of an answer's list written once, when it is measured: writing the whole answer then
     * copies it instead of writing it again, which for thousands of numbers of 16,000 digits took
     * most of a second past the request's deadline, deaf to it (issue 28, row 10).
     */
    private static RawValue written(Object item) {
        return new RawValue(write(item));
    }

    private static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value, e);
        }
    }
}
