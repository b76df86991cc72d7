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

/** The JSON contract of the CLI (and the web API): one object per answer, on one line. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    @JsonPropertyOrder({"text", "to"})
    record MoveJson(String text, String to) {
        static MoveJson of(PositionMove move) {
            return new MoveJson(move.text(), move.to().toString());
        }
    }

    @JsonPropertyOrder({"position", "outcome", "grundy", "complete", "winningMoves"})
    record SolutionJson(String position, String outcome, BigInteger grundy, boolean complete,
                        List<MoveJson> winningMoves) {
        static SolutionJson of(Solution solution) {
            return new SolutionJson(solution.position().toString(), solution.outcome().name(), solution.grundy(),
                    solution.complete(), solution.winningMoves().stream().map(MoveJson::of).toList());
        }
    }

    @JsonPropertyOrder({"text", "to", "grundy", "outcome", "winning"})
    record ValuedMoveJson(String text, String to, BigInteger grundy, String outcome, boolean winning) {
        static ValuedMoveJson of(ValuedMove move) {
            return new ValuedMoveJson(move.move().text(), move.move().to().toString(), move.grundy(),
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
        static GameJson of(GameType type) {
            return new GameJson(type.name(), type.syntax(), type.rule(), type.position(), type.example());
        }
    }

    record GamesJson(List<GameJson> games) {
    }

    @JsonPropertyOrder({"k", "a", "b"})
    record PairJson(BigInteger k, BigInteger a, BigInteger b) {
    }

    static String solution(Solution solution) {
        return write(SolutionJson.of(solution));
    }

    static String moves(String position, MoveList moves) {
        return write(new MovesJson(position, moves.grundy(), moves.complete(),
                moves.moves().stream().map(ValuedMoveJson::of).toList()));
    }

    static String error(String position, String message) {
        return write(new ErrorJson(position, message));
    }

    static String games(List<GameType> types) {
        return write(new GamesJson(types.stream().map(GameJson::of).toList()));
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
