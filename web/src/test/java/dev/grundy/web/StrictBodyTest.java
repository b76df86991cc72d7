package dev.grundy.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The cases of issue 17, item 5, over HTTP: answered 400 naming the field, never guessed at. */
class StrictBodyTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();


    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "/api/solve        | {\"position\": \"nim 3\", \"misere\": 1}      | \"misere\" must be true or false",
        "/api/moves        | {\"position\": \"nim 3\", \"limit\": \"5\"}   | \"limit\" must be a whole number without quotes, e.g. 5",
        "/api/sequence     | {\"game\": \"kayles\", \"to\": 1e3}           | \"to\" must be a whole number without quotes, e.g. 5",
        "/api/play         | {\"position\": \"nim 3\"} garbage             | the body must be one JSON object with nothing after it",
        "/api/solve        | {\"position\": 345}                           | \"position\" must be a string in double quotes",
        "/api/solve        | {\"position\": \"nim 3\", \"position\": \"nim 4\"} | \"position\" appears twice in the body",
        "/api/solve?lang=zh | {\"position\": \"nim 3\", \"misere\": 1}     | \"misere\" 的值须为：true 或 false",
        "/api/moves?lang=zh | {\"position\": \"nim 3\", \"limit\": \"5\"}  | \"limit\" 的值须为：不带引号的整数，例如 5",
        "/api/solve?lang=zh | {\"position\": \"nim 3\"} garbage            | 请求体须为一个 JSON 对象，其后不能有其他内容",
    })
    void aValueOfTheWrongTypeOrTrailingGarbageAnswers400NamingIt(String path, String body, String error) throws Exception {
        WebApiTest.Answer answer = WebApiTest.post(SERVER.get(), path, body);

        assertThat(answer.status()).isEqualTo(400);
        assertThat(MAPPER.readTree(answer.body()).get("error").asText()).isEqualTo(error);
    }
}
