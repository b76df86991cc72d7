package dev.grundy.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.grundy.core.GrundyException;
import dev.grundy.core.Convention;

import java.util.List;

/** Reading request bodies: a malformed body is bad input, told in words, never a stack trace. */
final class ApiRequest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ApiRequest() {
    }

    /**
     * A position to solve, list the moves of, or play in.
     *
     * @param position the position in the position language
     * @param convention how the whole position is played: {@code normal} (the default) or {@code misere}
     * @param misere {@code true} for {@code "convention": "misere"}, as the API first wrote it
     * @param limit the most moves to list, for {@code /api/moves}
     */
    record PositionBody(String position, String convention, Boolean misere, Integer limit) {
        /**
         * @return the convention asked for
         * @throws GrundyException if it is unknown, or contradicts {@code misere}
         */
        Convention playedAs() {
            Convention named = convention == null ? null : Convention.named(convention);
            if (convention != null && named == null) {
                throw new GrundyException(WebText.of("error.fieldValue", "convention"));
            }
            Convention fromMisere = misere == null ? null : misere ? Convention.MISERE : Convention.NORMAL;
            if (named != null && fromMisere != null && named != fromMisere) {
                throw new GrundyException(WebText.of("error.fieldValue", "misere"));
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
     * @param body the request body
     * @param type the record it must be
     * @param <T> the record's type
     * @return the body read
     * @throws GrundyException if the body is not such JSON
     */
    static <T> T read(String body, Class<T> type) {
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) {
                throw new GrundyException(WebText.of("error.body"));
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw new GrundyException(WebText.of("error.unknownField", e.getPropertyName()));
        } catch (JsonMappingException e) {
            List<JsonMappingException.Reference> path = e.getPath();
            String field = path.isEmpty() ? null : path.get(path.size() - 1).getFieldName();
            throw new GrundyException(field == null ? WebText.of("error.body") : WebText.of("error.fieldValue", field));
        } catch (JsonProcessingException e) {
            throw new GrundyException(WebText.of("error.body"));
        }
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
