package dev.grundy.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.core.PositionMove;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.spec.GameType;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

/**
 * The JSON contract of the CLI (and the web API): one object per answer, on one line. Words for
 * people — a move's text, an error — are in the language asked for; everything else is data.
 */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    @JsonPropertyOrder({"text", "to"})
    record MoveJson(String text, String to) {
        static MoveJson of(PositionMove move, Locale locale) {
            return new MoveJson(move.text().in(locale), move.to().toString());
        }
    }

    @JsonPropertyOrder({"position", "outcome", "grundy", "complete", "winningMoves"})
    record SolutionJson(String position, String outcome, BigInteger grundy, boolean complete,
                        List<MoveJson> winningMoves) {
        static SolutionJson of(Solution solution, Locale locale) {
            return new SolutionJson(solution.position().toString(), solution.outcome().name(), solution.grundy(),
                    solution.complete(), solution.winningMoves().stream().map(move -> MoveJson.of(move, locale)).toList());
        }
    }

    @JsonPropertyOrder({"text", "to", "grundy", "outcome", "winning"})
    record ValuedMoveJson(String text, String to, BigInteger grundy, String outcome, boolean winning) {
        static ValuedMoveJson of(ValuedMove move, Locale locale) {
            return new ValuedMoveJson(move.move().text().in(locale), move.move().to().toString(), move.grundy(),
                    move.outcome().name(), move.wins());
        }
    }

    @JsonPropertyOrder({"position", "grundy", "complete", "moves"})
    record MovesJson(String position, BigInteger grundy, boolean complete, List<ValuedMoveJson> moves) {
    }

    @JsonPropertyOrder({"position", "error"})
    record ErrorJson(String position, String error) {
    }

    @JsonPropertyOrder({"name", "syntax", "rule", "position", "example"})
    record GameJson(String name, String syntax, String rule, String position, String example) {
        static GameJson of(GameType type, Locale locale) {
            return new GameJson(type.name(), type.syntax(), type.rule().in(locale), type.position().in(locale), type.example());
        }
    }

    record GamesJson(List<GameJson> games) {
    }

    @JsonPropertyOrder({"k", "a", "b"})
    record PairJson(BigInteger k, BigInteger a, BigInteger b) {
    }

    static String solution(Solution solution, Locale locale) {
        return write(SolutionJson.of(solution, locale));
    }

    static String moves(String position, MoveList moves, Locale locale) {
        return write(new MovesJson(position, moves.grundy(), moves.complete(),
                moves.moves().stream().map(move -> ValuedMoveJson.of(move, locale)).toList()));
    }

    static String error(String position, String message) {
        return write(new ErrorJson(position, message));
    }

    static String games(List<GameType> types, Locale locale) {
        return write(new GamesJson(types.stream().map(type -> GameJson.of(type, locale)).toList()));
    }

    static String pairs(List<PairJson> pairs) {
        return write(pairs);
    }

    private static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON for " + value, e);
        }
    }
}
