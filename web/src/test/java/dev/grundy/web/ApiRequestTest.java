package dev.grundy.web;

import dev.grundy.core.Convention;
import dev.grundy.text.GrundyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Request bodies: JSON objects with known fields of exactly their types, or one clear error. */
class ApiRequestTest {

    @Test
    void readsAPositionBody() {
        ApiRequest.PositionBody body = ApiRequest.read("{\"position\": \"nim 3 4 5\", \"misere\": true}", ApiRequest.PositionBody.class);

        assertThat(body.position()).isEqualTo("nim 3 4 5");
        assertThat(body.misere()).isTrue();
        assertThat(body.limit()).isNull();
    }

    @Test
    void namesAnUnknownField() {
        assertThatThrownBy(() -> ApiRequest.read("{\"positio\": \"nim 3\"}", ApiRequest.PositionBody.class))
                .isInstanceOfSatisfying(GrundyException.class, e -> assertThat(e.phrase()).hasToString("unknown field 'positio' in the body"));
    }

    @Test
    void nullStandsForAFieldNotGiven() {
        ApiRequest.PositionBody body = ApiRequest.read("{\"position\": \"nim 3\", \"misere\": null, \"limit\": null}  \n",
                ApiRequest.PositionBody.class);

        assertThat(body.misere()).isNull();
        assertThat(body.playedAs()).isEqualTo(Convention.NORMAL);
        assertThat(body.limit()).isNull();
    }

    /** Nothing is coerced: a value of another type is refused with the field's name and the type it needs. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"position\": \"nim 3\", \"misere\": 1}         | \"misere\" must be true or false",
        "{\"position\": \"nim 3\", \"misere\": \"true\"}  | \"misere\" must be true or false",
        "{\"position\": \"nim 3\", \"misere\": 0.0}       | \"misere\" must be true or false",
        "{\"position\": \"nim 3\", \"limit\": \"5\"}      | \"limit\" must be a whole number without quotes, e.g. 5",
        "{\"position\": \"nim 3\", \"limit\": 5.0}        | \"limit\" must be a whole number without quotes, e.g. 5",
        "{\"position\": \"nim 3\", \"limit\": 1e3}        | \"limit\" must be a whole number without quotes, e.g. 5",
        "{\"position\": \"nim 3\", \"limit\": true}       | \"limit\" must be a whole number without quotes, e.g. 5",
        "{\"position\": 3}                                | \"position\" must be a string in double quotes",
        "{\"position\": true}                             | \"position\" must be a string in double quotes",
        "{\"position\": [\"nim 3\"]}                      | \"position\" must be a string in double quotes",
        "{\"position\": \"nim 3\", \"limit\": 99999999999} | \"limit\" has a value of the wrong type, or too large",
        "{\"position\": \"nim 3\", \"position\": \"nim 4\"} | \"position\" appears twice in the body",
        "{\"position\": \"nim 3\"} garbage                | the body must be one JSON object with nothing after it",
        "{\"position\": \"nim 3\"} {}                     | the body must be one JSON object with nothing after it",
        "{\"position\": \"nim 3\"} 5                      | the body must be one JSON object with nothing after it",
        "{\"position\": \"nim 3\"                         | the body must be a JSON object, e.g. {\"position\": \"nim 3 4 5\", \"misere\": false}",
    })
    void refusesAnythingButExactlyTheTypes(String body, String error) {
        assertThatThrownBy(() -> ApiRequest.read(body, ApiRequest.PositionBody.class))
                .isInstanceOfSatisfying(GrundyException.class, e -> assertThat(e.phrase()).hasToString(error));
    }

    @Test
    void toOfASequenceMustBeAWholeNumber() {
        assertThatThrownBy(() -> ApiRequest.read("{\"game\": \"kayles\", \"to\": 1e3}", ApiRequest.SequenceBody.class))
                .isInstanceOfSatisfying(GrundyException.class, e -> assertThat(e.phrase())
                        .hasToString("\"to\" must be a whole number without quotes, e.g. 5"));
    }

    @Test
    void saysItInChinese() {
        assertThatThrownBy(() -> ApiRequest.read("{\"position\": \"nim 3\", \"misere\": 1}", ApiRequest.PositionBody.class))
                .isInstanceOfSatisfying(GrundyException.class, e -> assertThat(e.phrase().in(Locale.SIMPLIFIED_CHINESE))
                        .isEqualTo("\"misere\" 的值须为：true 或 false"));
    }
}
