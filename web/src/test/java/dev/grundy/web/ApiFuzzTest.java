package dev.grundy.web;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.text.Excerpt;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Coverage-guided fuzzing of the API's request handling (Jazzer), over real HTTP: any body sent to
 * any endpoint is answered in JSON, with a result or one short error, never a failure of the server
 * (500). Each request is held to a small state and time limit, so that the fuzzer tries many.
 *
 * <p>Under {@code mvn verify} this runs on the inputs in {@code ApiFuzzTestInputs}, then fuzzes
 * for a few seconds; README, Tests, has the command for longer runs.
 */
class ApiFuzzTest {
    private static final List<String> ENDPOINTS = List.of("/api/solve", "/api/moves", "/api/play", "/api/sequence");
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static WebServer server;

    @BeforeAll
    static void start() {
        server = new WebServer(StandardGames.registry(), new WebLimits(20_000, 500, 4096, 2000)).start(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @FuzzTest
    void anyBodyIsAnsweredInJsonNeverAFailure(byte[] input) throws Exception {
        // The test's own connections, to its own server on this machine, are what it is about.
        BugDetectors.allowNetworkConnections((host, port) -> port == server.port());
        if (input.length == 0) {
            return;
        }
        // The first byte picks the endpoint, the rest is the body.
        String path = ENDPOINTS.get((input[0] & 0xFF) % ENDPOINTS.size());
        String body = new String(input, 1, input.length - 1, StandardCharsets.UTF_8);
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).as("%s %s", path, body).isIn(200, 400, 413, 422);
        JsonNode answer = MAPPER.readTree(response.body());
        if (response.statusCode() != 200) {
            String error = answer.get("error").asText();
            assertThat(error).hasSizeLessThan(600);
            assertThat(error.codePoints().allMatch(c -> c == ' ' || Excerpt.isSafe(Character.toString(c)))).as(error).isTrue();
        }
    }
}
