package dev.grundy.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/** Every endpoint of the JSON API and every error it answers, over real HTTP. */
class WebApiTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    /** A misère sum only a search of the whole position decides: slow, and many states. */
    private static final String HARD = "{\"position\": \"kayles 5 6 7 8 9 10 11 12 13 14 15 16 + wythoff 1 2\", \"misere\": true}";

    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();

    record Answer(int status, String body) {
        JsonNode json() throws IOException {
            return MAPPER.readTree(body);
        }
    }


    static Answer post(WebServer on, String path, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + on.port() + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body());
    }

    static Answer get(String path, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + SERVER.get().port() + path));
        if (headers.length > 0) {
            request.headers(headers);
        }
        HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body());
    }

    @Test
    void solveAnswersTheCliContract() throws Exception {
        Answer answer = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 3 4 5\", \"misere\": false}");

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.body()).startsWith("{\"position\":\"nim 3 4 5\",\"convention\":\"normal\",\"outcome\":\"N\","
                + "\"grundy\":2,\"complete\":true,\"winningMoveCount\":1,\"winningMoves\":[{\"text\":\"take 2 from heap 1\","
                + "\"to\":\"nim 1 4 5\",\"component\":1,\"becomes\":\"nim 1\"}],"
                + "\"explanation\":{\"components\":[{\"label\":\"heap 1\",\"game\":\"nim\",\"written\":\"3\",\"grundy\":3,");
        assertThat(answer.json().get("explanation").get("total").get("grundy").asInt()).isEqualTo(2);
        assertThat(answer.json().get("explanation").get("verdict").get(0).asText()).startsWith("The nim-sum is not 0");
    }

    @Test
    void solvePlaysEverySgWhenAskedWithJointMoves() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/solve?lang=zh", "{\"position\": \"bash:2 4 5\", \"convention\": \"every\"}").json();

        assertThat(answer.get("convention").asText()).isEqualTo("every");
        assertThat(answer.get("outcome").asText()).isEqualTo("N");
        assertThat(answer.get("winningMoves").get(0).get("moves")).hasSize(2);
        assertThat(answer.get("explanation").get("verdict").get(0).asText()).contains("最大步数为 3");
    }

    @Test
    void playUnderEverySgMovesInEveryComponent() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/play", "{\"position\": \"bash:2 3 4\", \"convention\": \"every\"}").json();

        assertThat(answer.get("move").get("to").asText()).isEqualTo("bash:2 2 3");
    }

    @Test
    void solvePlaysMisereWhenAsked() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 1 1 1\", \"misere\": true}").json();

        assertThat(answer.get("outcome").asText()).isEqualTo("P");
        assertThat(answer.get("grundy").isNull()).isTrue();
    }

    @Test
    void solveKeepsHugeValuesExact() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 123456789012345678901234567890 1\"}").json();

        assertThat(answer.get("grundy").bigIntegerValue()).hasToString("123456789012345678901234567891");
    }

    @Test
    void movesListsEveryMoveWithWhatItLeaves() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/moves", "{\"position\": \"nim 1 2\"}").json();

        assertThat(answer.get("grundy").asInt()).isEqualTo(3);
        assertThat(answer.get("moves")).hasSize(3);
        assertThat(answer.get("moves").get(1).get("text").asText()).isEqualTo("take 1 from heap 2");
        assertThat(answer.get("moves").get(1).get("winning").asBoolean()).isTrue();
        assertThat(answer.get("moves").get(0).get("winning").asBoolean()).isFalse();
    }

    @Test
    void movesStopsAtTheLimitAsked() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/moves", "{\"position\": \"nim 100\", \"limit\": 5}").json();

        assertThat(answer.get("moves")).hasSize(5);
        assertThat(answer.get("complete").asBoolean()).isFalse();
    }

    /** Issue 28, row 14: a limit of 0 listed a winning move and said the list was complete. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"/api/solve | winningMoves", "/api/moves | moves"})
    void aLimitOfZeroListsNoMoveAndSaysTheListIsIncomplete(String path, String listed) throws Exception {
        JsonNode answer = post(SERVER.get(), path, "{\"position\": \"nim 3\", \"limit\": 0}").json();

        assertThat(answer.get(listed)).isEmpty();
        assertThat(answer.get("complete").asBoolean()).isFalse();
    }

    @Test
    void sequenceAnswersValuesAndTheProvedPeriod() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/sequence", "{\"game\": \"kayles\", \"to\": 200}").json();

        assertThat(answer.get("game").asText()).isEqualTo("kayles");
        assertThat(answer.get("values")).hasSize(201);
        assertThat(answer.get("values").toString()).startsWith("[0,1,2,3,1,4,3,2,1,4,2,6,");
        assertThat(answer.get("values").get(70).asInt()).as("the last exceptional value").isEqualTo(6);
        assertThat(answer.get("periodicity").get("period").asInt()).isEqualTo(12);
        assertThat(answer.get("periodicity").get("preperiod").asInt()).isEqualTo(71);
        assertThat(answer.get("periodicity").get("proved").asBoolean()).isTrue();
    }

    @Test
    void gamesListsEveryGameWithItsSyntax() throws Exception {
        JsonNode answer = get("/api/games").json();

        assertThat(answer.get("games").findValuesAsText("syntax")).contains("nim", "bash:M", "octal:CODE", "wythoff");
        assertThat(answer.get("games").get(0).get("rule").asText()).isEqualTo("take any number of tokens from one heap");
    }

    @Test
    void playAnswersTheEnginesMove() throws Exception {
        JsonNode answer = post(SERVER.get(), "/api/play", "{\"position\": \"nim 3 4 5\"}").json();

        assertThat(answer.get("move").get("to").asText()).isEqualTo("nim 1 4 5");
        assertThat(answer.get("move").get("change").asText()).isEqualTo("3 → 1");
        assertThat(post(SERVER.get(), "/api/play", "{\"position\": \"nim 0\"}").json().get("move").isNull()).isTrue();
    }

    @Test
    void theSolutionExplainsEachComponentsValueForTheNimSumTable() throws Exception {
        JsonNode explanation = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 3 + wythoff 3 5\"}").json().get("explanation");
        JsonNode components = explanation.get("components");

        assertThat(components).hasSize(2);
        assertThat(components.get(0).get("label").asText()).isEqualTo("heap 1");
        assertThat(components.get(0).get("grundy").asInt()).isEqualTo(3);
        assertThat(components.get(1).get("label").isNull()).isTrue();
        assertThat(components.get(1).get("grundy").asInt()).isZero();
        assertThat(components.get(1).get("reasons").get(0).asText()).contains("(3, 5)");
        assertThat(explanation.get("total").get("grundy").asInt()).isEqualTo(3);
    }

    @Test
    void theConventionIsNamedOrGivenAsMisereAndAContradictionIsRefused() throws Exception {
        JsonNode named = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 1 1 2\", \"convention\": \"misere\"}").json();
        JsonNode flagged = post(SERVER.get(), "/api/solve", "{\"position\": \"nim 1 1 2\", \"misere\": true}").json();

        assertThat(named.get("convention").asText()).isEqualTo("misere");
        assertThat(named.get("winningMoves")).isEqualTo(flagged.get("winningMoves"));
        assertThat(named.get("explanation").get("steps")).isNotEmpty();
        assertThat(post(SERVER.get(), "/api/solve", "{\"position\": \"nim 1\", \"convention\": \"misere\", \"misere\": false}")
                .status()).isEqualTo(400);
        assertThat(post(SERVER.get(), "/api/solve", "{\"position\": \"nim 1\", \"convention\": \"sideways\"}").status())
                .isEqualTo(400);
    }

    @Test
    void wythoffListsThePairsUpToABound() throws Exception {
        JsonNode pairs = get("/api/wythoff?to=8").json();

        assertThat(pairs.findValuesAsText("a")).containsExactly("0", "1", "3", "4", "6", "8");
        assertThat(pairs.findValuesAsText("b")).containsExactly("0", "2", "5", "7", "10", "13");
    }

    @Test
    void speaksTheLanguageAskedFor() throws Exception {
        assertThat(get("/api/texts?lang=zh").json().get("solve").asText()).isEqualTo("求解");
        assertThat(get("/api/texts").json().get("solve").asText()).isEqualTo("Solve");
        assertThat(post(SERVER.get(), "/api/solve?lang=zh", "{\"position\": \"nim 3 4 5\"}").json()
                .get("winningMoves").get(0).get("text").asText()).isEqualTo("从第 1 堆取 2");
        assertThat(get("/api/wythoff?to=x", "Accept-Language", "zh-CN,zh;q=0.9").json().get("error").asText())
                .isEqualTo("to 须在 0 到 10000 之间，实际为 x");
    }

    @Test
    void servesThePage() throws Exception {
        assertThat(get("/").body()).contains("<title>Grundy</title>").contains("src=\"app.js\"");
        assertThat(get("/app.js").status()).isEqualTo(200);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "/api/solve    | {\"position\": \"nim -3\"}              | nim: heap size must be a non-negative integer, got '-3'",
        "/api/solve    | {\"position\": \"chess 3\"}             | unknown game 'chess'",
        "/api/solve    | {\"positio\": \"nim 3\"}                | unknown field 'positio' in the body",
        "/api/solve    | {}                                      | the body needs \"position\"",
        "/api/solve    | nim 3 4 5                               | the body must be a JSON object, e.g. {\"position\": \"nim 3 4 5\", \"misere\": false}",
        "/api/moves    | {\"position\": \"nim 3\", \"limit\": -1} | limit must be between 0 and 10000, got -1",
        "/api/play     | {\"position\": \"\"}                    | ",
        "/api/sequence | {\"game\": \"wythoff\", \"to\": 10}     | wythoff is not a heap game; try kayles, dawson, octal:0.07, grundy-game, subtract:1,3,4, lasker, nim or bash:3",
        "/api/sequence | {\"game\": \"kayles\", \"to\": 100001}  | to must be between 0 and 100000, got 100001",
        "/api/sequence | {\"game\": \"kayles\"}                 | the body needs \"to\"",
        "/api/solve    | {\"position\": \"nim 3\", \"misere\": \"yes\"} | \"misere\" must be true or false",
        "/api/sequence | {\"game\": \"kayles\", \"to\": 99999999999999999999} | \"to\" has a value of the wrong type, or too large",
        "/api/solve    | {\"position\": \"graph:/etc/hosts a\"}  | unknown game 'graph'",
    })
    void badInputAnswers400WithTheReason(String path, String body, String error) throws Exception {
        Answer answer = post(SERVER.get(), path, body);

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().get("error").asText()).startsWith(error == null ? "" : error).isNotBlank();
    }

    @Test
    void thePageOpensInTheLanguageTheServerWasAskedForOrElseTheBrowsers() throws Exception {
        try (WebServer chinese = new WebServer(StandardGames.registry(), WebLimits.standard(), Locale.SIMPLIFIED_CHINESE).start(0)) {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + chinese.port() + "/api/language")).build();

            assertThat(MAPPER.readTree(CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body()).get("language").asText())
                    .isEqualTo("zh");
        }
        assertThat(get("/api/language").json().get("language").isNull()).isTrue();
    }

    @Test
    void aPathOrMethodTheApiDoesNotHaveIsAnsweredInJson() throws Exception {
        Answer nowhere = get("/api/nowhere");
        Answer wrongMethod = get("/api/solve");

        assertThat(nowhere.status()).isEqualTo(404);
        assertThat(nowhere.json().get("error").asText()).startsWith("no such API: GET /api/nowhere");
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.json().get("error").asText()).startsWith("no such API: GET /api/solve");
    }

    @Test
    void aBodyOverTheLimitAnswers413() throws Exception {
        Answer answer = post(SERVER.get(), "/api/solve", "{\"position\": \"nim" + " 1".repeat(WebLimits.DEFAULT_MAX_BODY_BYTES) + "\"}");

        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.json().get("error").asText()).isEqualTo("the body is larger than 16384 bytes");
    }

    @Test
    void aSearchBeyondTheStateLimitAnswers422() throws Exception {
        try (WebServer small = new WebServer(StandardGames.registry(), new WebLimits(1000, 60_000, 16_384, 1000)).start(0)) {
            Answer answer = post(small, "/api/solve", HARD);

            assertThat(answer.status()).isEqualTo(422);
            assertThat(answer.json().get("error").asText())
                    .isEqualTo("the search passed the server's limit of 1000 states; try a smaller position");
        }
    }

    @Test
    void aComputationBeyondTheTimeLimitAnswers422AndTheServerGoesOn() throws Exception {
        try (WebServer quick = new WebServer(StandardGames.registry(), new WebLimits(Long.MAX_VALUE, 200, 16_384, 1000)).start(0)) {
            Answer answer = post(quick, "/api/solve", HARD);

            assertThat(answer.status()).isEqualTo(422);
            assertThat(answer.json().get("error").asText())
                    .isEqualTo("the computation passed the server's limit of 200 ms; try a smaller position");
            assertThat(post(quick, "/api/solve", "{\"position\": \"nim 1\"}").status()).isEqualTo(200);
        }
    }

    /** A misère search of Wythoff's game meets thousands of moves at every state; the limit still holds. */
    @Test
    void theTimeLimitHoldsWhereEveryStateHasManyMoves() throws Exception {
        try (WebServer quick = new WebServer(StandardGames.registry(), new WebLimits(Long.MAX_VALUE, 500, 16_384, 1000)).start(0)) {
            long start = System.nanoTime();
            Answer answer = post(quick, "/api/solve", "{\"position\": \"wythoff 3000 5000\", \"misere\": true}");
            long seconds = (System.nanoTime() - start) / 1_000_000_000L;

            assertThat(answer.status()).isEqualTo(422);
            assertThat(seconds).as("seconds to answer a limit of 500 ms").isLessThan(10);
        }
    }

    @Test
    void manyConcurrentRequestsAllSucceed() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            String body = i % 2 == 0 ? "{\"position\": \"nim 3 4 " + i + "\"}" : "{\"position\": \"subtract:1,3,4 " + i + " 7\"}";
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + SERVER.get().port() + "/api/solve"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
            answers.add(CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
        }

        assertThat(answers).allSatisfy(answer -> assertThat(answer.get().statusCode()).isEqualTo(200));
        assertThat(answers.get(4).get().body()).contains("\"grundy\":3");
    }
}
