package dev.grundy.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The time limit holds for the whole answer, and answers are bounded (issue 17, item 1): a request
 * of 16 KB whose position has thousands of winning moves — each, written whole, as long as the
 * request — is answered within the server's limits, its winning moves listed up to the limit and
 * counted exactly. Over 127.0.0.1, with generous timeouts as a safety net only.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AnswerBoundsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** 8,151 heaps of 1: the nim-sum is 1, and every heap holds a winning move. */
    private static final String ONES = "nim" + " 1".repeat(8_151);

    private static WebServer server;

    /**
     * The standard limits but 20 s to compute, not 5: on a loaded two-core machine the 16,300-digit
     * heap once took longer than 5 s (it takes about 1.5 s alone). Before the bound, the same
     * request computed for 47 s and answered 570 MB, so the tests still tell the two apart.
     */
    @BeforeAll
    static void start() {
        WebLimits standard = WebLimits.standard();
        server = new WebServer(StandardGames.registry(), new WebLimits(standard.maxStates(), 20_000, standard.maxBodyBytes(),
                standard.maxSequence())).start(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpRequest solve(String position) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"position\": \"" + position + "\"}")).build();
    }

    @Test
    void aSumOfThousandsOfHeapsIsAnsweredWithItsWinningMovesCountedAndTheFirstListed() throws Exception {
        HttpResponse<String> response = CLIENT.send(solve(ONES), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).as(response.body().substring(0, Math.min(300, response.body().length()))).isEqualTo(200);
        assertThat(response.body().getBytes(StandardCharsets.UTF_8).length).isLessThan(WebLimits.DEFAULT_MAX_ANSWER_BYTES);
        JsonNode answer = MAPPER.readTree(response.body());
        assertThat(answer.get("winningMoveCount").asLong()).isEqualTo(8_151);
        assertThat(answer.get("complete").asBoolean()).isFalse();
        JsonNode moves = answer.get("winningMoves");
        assertThat(moves).hasSize(1_000);
        assertThat(moves.get(0).get("text").asText()).isEqualTo("take 1 from heap 1");
        assertThat(moves.get(0).get("to").isNull()).isTrue();
        assertThat(moves.get(999).get("component").asInt()).isEqualTo(1_000);
        assertThat(moves.get(999).get("becomes").asText()).isEqualTo("nim 0");
    }

    /** Four at once, as the issue found them exhausting memory. */
    @Test
    void severalAtOnceAreAnsweredToo() {
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            answers.add(CLIENT.sendAsync(solve(ONES), HttpResponse.BodyHandlers.ofString()));
        }

        assertThat(answers).allSatisfy(answer -> assertThat(answer.join().statusCode()).isEqualTo(200));
    }

    /**
     * A heap of 16,300 nines has 17,484 winning takes, each leading to a heap of 16,300 digits:
     * they are counted, the first listed, and the positions they lead to not written out.
     */
    @Test
    void aHeapOfSixteenThousandDigitsIsAnsweredWithinTheLimits() throws Exception {
        HttpResponse<String> response = CLIENT.send(solve("fibonacci-nim " + "9".repeat(16_300)), HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).as(response.body().substring(0, Math.min(300, response.body().length()))).isEqualTo(200);
        assertThat(response.body().getBytes(StandardCharsets.UTF_8).length).isLessThan(WebLimits.DEFAULT_MAX_ANSWER_BYTES);
        JsonNode answer = MAPPER.readTree(response.body());
        assertThat(answer.get("winningMoveCount").asLong()).isEqualTo(17_484);
        assertThat(answer.get("complete").asBoolean()).isFalse();
        assertThat(answer.get("winningMoves")).hasSize(1_000).allSatisfy(move -> {
            assertThat(move.get("to").isNull()).isTrue();
            assertThat(move.get("becomes").isNull()).isTrue();
        });
        assertThat(answer.get("explanation").get("components").get(0).get("reasons").get(0).asText())
                .endsWith(" terms) (Zeckendorf: Fibonacci numbers, no two adjacent)");
    }

    /** The body's limit asks for fewer winning moves; the answer's size cuts them too. */
    @Test
    void theLimitAndTheAnswersSizeCutTheListButNotTheCount() throws Exception {
        HttpRequest fewer = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"position\": \"" + ONES + "\", \"limit\": 10}")).build();
        JsonNode answer = MAPPER.readTree(CLIENT.send(fewer, HttpResponse.BodyHandlers.ofString()).body());
        assertThat(answer.get("winningMoves")).hasSize(10);
        assertThat(answer.get("winningMoveCount").asLong()).isEqualTo(8_151);

        try (WebServer small = new WebServer(StandardGames.registry(), WebLimits.standard().withMaxAnswerBytes(10_000)).start(0)) {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + small.port() + "/api/solve"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"position\": \"nim" + " 1".repeat(81) + "\"}")).build();
            HttpResponse<String> cut = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());

            assertThat(cut.statusCode()).isEqualTo(200);
            assertThat(cut.body().length()).isLessThanOrEqualTo(10_000);
            JsonNode cutAnswer = MAPPER.readTree(cut.body());
            assertThat(cutAnswer.get("winningMoveCount").asLong()).isEqualTo(81);
            assertThat(cutAnswer.get("winningMoves").size()).isBetween(1, 80);
            assertThat(cutAnswer.get("complete").asBoolean()).isFalse();
        }
    }
}
