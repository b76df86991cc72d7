package dev.grundy.web;

import dev.grundy.core.GrundyException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Request bodies: JSON objects with known fields, or one clear error. */
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
}
