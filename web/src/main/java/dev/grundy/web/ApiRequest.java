package dev.grundy.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import dev.grundy.core.Convention;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

import java.io.IOException;
import java.util.List;

/**
 * Reading request bodies, strictly: a body is one JSON object whose fields have exactly their types —
 * {@code "misere": 1}, {@code "limit": "5"}, {@code "to": 1e3}, {@code "position": 3}, a field given
 * twice or anything after the object is refused with the field's name, never guessed at. A malformed
 * body is bad input, told in words, never a stack trace. {@code null} stands for a field not given.
 */
final class ApiRequest {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .withCoercionConfig(LogicalType.Textual, strings -> strings
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();
    /** How Jackson's duplicate detection begins its message; it has no exception type of its own. */
    private static final String DUPLICATE = "Duplicate field";

    private ApiRequest() {
    }

    /**
     * A position to solve, list the moves of, or play in.
     *
     * @param position the position in the position language
     * @param convention how the whole position is played: {@code normal} (the default), {@code misere} or {@code every} (Every-SG)
     * @param misere {@code true} for {@code "convention": "misere"}, as the API first wrote it
     * @param limit the most moves to list: the moves of {@code /api/moves}, the winning moves of {@code /api/solve}
     */
    record PositionBody(String position, String convention, Boolean misere, Integer limit) {
        /**
         * @return the convention asked for
         * @throws GrundyException if it is unknown, or contradicts {@code misere}
         */
        Convention playedAs() {
            Convention named = convention == null ? null : Convention.named(convention);
            if (convention != null && named == null) {
                throw new GrundyException(WebText.of("error.convention", convention));
            }
            Convention fromMisere = misere == null ? null : misere ? Convention.MISERE : Convention.NORMAL;
            if (named != null && fromMisere != null && named != fromMisere) {
                throw new GrundyException(WebText.of("error.conventionClash", misere, convention));
            }
            return named != null ? named : fromMisere != null ? fromMisere : Convention.NORMAL;
        }
    }

    /**
     * A Grundy sequence to compute.
     *
     * @param game a heap game, e.g. {@code octal:0.07}
     * @param to the last heap
     */
    record SequenceBody(String game, Integer to) {
    }

    /**
     * A table of values to compute, with its patterns.
     *
     * @param game a game of one to three numbers, e.g. {@code wythoff}
     * @param ranges one range {@code FROM..TO} per number, e.g. {@code ["0..20", "0..20"]}
     */
    record TableBody(String game, List<String> ranges) {
    }

    /**
     * A misère quotient to build.
     *
     * @param game a heap game, e.g. {@code kayles}
     * @param to the last heap adjoined; left out, the build stops once the quotient is final
     */
    record QuotientBody(String game, Integer to) {
    }

    /**
     * @param body the request body
     * @param type the record it must be
     * @param <T> the record's type
     * @return the body read
     * @throws GrundyException if the body is not one such JSON object, naming the field at fault
     */
    static <T> T read(String body, Class<T> type) {
        try (JsonParser parser = MAPPER.createParser(body)) {
            T value = MAPPER.readValue(parser, type);
            if (value == null) {
                throw new GrundyException(WebText.of("error.body"));
            }
            requireEnd(parser);
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new GrundyException(WebText.of("error.unknownField", e.getPropertyName()));
        } catch (JsonMappingException e) {
            String field = field(e);
            throw new GrundyException(field == null ? WebText.of("error.body") : fieldError(field, e));
        } catch (JsonProcessingException e) {
            String duplicate = duplicateField(e);
            throw new GrundyException(duplicate == null ? WebText.of("error.body") : WebText.of("error.duplicateField", duplicate));
        } catch (IOException e) {
            throw new GrundyException(WebText.of("error.body"));
        }
    }

    /** After the object, only white space: anything else, even valid JSON, is refused. */
    private static void requireEnd(JsonParser parser) {
        try {
            if (parser.nextToken() == null) {
                return;
            }
        } catch (IOException e) {
            // Not even JSON after the object: refused all the same.
        }
        throw new GrundyException(WebText.of("error.trailing"));
    }

    /** @return the field given twice, if that is what the parser found wrong; else null */
    private static String duplicateField(JsonProcessingException e) {
        if (!String.valueOf(e.getOriginalMessage()).startsWith(DUPLICATE) || !(e.getProcessor() instanceof JsonParser parser)) {
            return null;
        }
        try {
            return parser.currentName();
        } catch (IOException unreadable) {
            return null;
        }
    }

    private static String field(JsonMappingException e) {
        List<JsonMappingException.Reference> path = e.getPath();
        return path.isEmpty() ? null : path.get(path.size() - 1).getFieldName();
    }

    /** A value of the wrong type says which type it must have; a number too large, that it is. */
    private static Phrase fieldError(String field, JsonMappingException e) {
        Class<?> expected = e instanceof MismatchedInputException mismatch ? mismatch.getTargetType() : null;
        if (expected == boolean.class || expected == Boolean.class) {
            return WebText.of("error.fieldType", field, WebText.of("type.boolean"));
        } else if (expected == int.class || expected == Integer.class) {
            return WebText.of("error.fieldType", field, WebText.of("type.integer"));
        } else if (expected == String.class) {
            return WebText.of("error.fieldType", field, WebText.of("type.string"));
        }
        return WebText.of("error.fieldValue", field);
    }

    /**
     * @param value a field's value
     * @param name the field's name
     * @param <T> its type
     * @return the value
     * @throws GrundyException if it is missing
     */
    static <T> T required(T value, String name) {
        if (value == null) {
            throw new GrundyException(WebText.of("error.missingField", name));
        }
        return value;
    }
}
