package dev.grundy.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.core.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.spec.GameType;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON contract of the CLI (and the web API): one object per answer, on one line. Words for
 * people — a move's text, an error — are in the language asked for; everything else is data.
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    @JsonPropertyOrder({"text", "to"})
    public record MoveJson(String text, String to) {
        public static MoveJson of(PositionMove move, Locale locale) {
            return new MoveJson(move.text().in(locale), move.to().toString());
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

    @JsonPropertyOrder({"position", "convention", "outcome", "grundy", "infinity", "noValue", "complete",
            "winningMoves", "explanation"})
    public record SolutionJson(String position, String convention, String outcome, BigInteger grundy,
                               @JsonInclude(JsonInclude.Include.NON_NULL) List<BigInteger> infinity,
                               @JsonInclude(JsonInclude.Include.NON_NULL) String noValue, boolean complete,
                               List<MoveJson> winningMoves, ExplanationJson explanation) {
        public static SolutionJson of(Solution solution, Locale locale) {
            ValueJson value = ValueJson.of(solution.value(), locale);
            return new SolutionJson(solution.position().toString(), solution.convention().word(),
                    solution.outcome().name(), value.grundy(), value.infinity(), value.noValue(), solution.complete(),
                    solution.winningMoves().stream().map(move -> MoveJson.of(move, locale)).toList(),
                    ExplanationJson.of(solution.explanation(), locale));
        }
    }

    /** One component of the explanation: where it sits, what it is, its value and why. */
    @JsonPropertyOrder({"label", "game", "written", "grundy", "infinity", "noValue", "reasons"})
    public record ComponentJson(String label, String game, String written, BigInteger grundy,
                                @JsonInclude(JsonInclude.Include.NON_NULL) List<BigInteger> infinity,
                                @JsonInclude(JsonInclude.Include.NON_NULL) String noValue, List<String> reasons) {
        static ComponentJson of(Explanation.Row row, Locale locale) {
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

    @JsonPropertyOrder({"text", "to", "grundy", "outcome", "winning"})
    public record ValuedMoveJson(String text, String to, BigInteger grundy, String outcome, boolean winning) {
        public static ValuedMoveJson of(ValuedMove move, Locale locale) {
            return new ValuedMoveJson(move.move().text().in(locale), move.move().to().toString(),
                    ValueJson.of(move.value(), locale).grundy(), move.outcome().name(), move.wins());
        }
    }

    @JsonPropertyOrder({"position", "grundy", "complete", "moves"})
    public record MovesJson(String position, BigInteger grundy, boolean complete, List<ValuedMoveJson> moves) {
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

    public static String moves(String position, MoveList moves, Locale locale) {
        return write(new MovesJson(position, ValueJson.of(moves.value(), locale).grundy(), moves.complete(),
                moves.moves().stream().map(move -> ValuedMoveJson.of(move, locale)).toList()));
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

    private static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value, e);
        }
    }
}
