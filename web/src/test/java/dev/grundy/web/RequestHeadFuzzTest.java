package dev.grundy.web;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Coverage-guided fuzzing of request heads (Jazzer), written byte for byte over a socket: whatever
 * the request line and headers — malformed, oversized, cross-site, with a bad length — the server
 * answers with a status that is not its own failure (never 500), in JSON whenever it is an error (never
 * Jetty's HTML page), with the security headers; or it closes the connection. And it keeps
 * answering: a normal request after each input is served. Heads and bodies are given half a second,
 * so that an input that stops half-way costs little.
 */
class RequestHeadFuzzTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static WebServer server;

    @BeforeAll
    static void start() {
        server = new WebServer(StandardGames.registry(), new WebLimits(20_000, 500, 4096, 2000)
                .withReadMillis(500).withHeads(500, 64)).start(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @FuzzTest
    void anyHeadIsAnsweredInJsonOrClosed(byte[] head) throws Exception {
        // The test's own connections, to its own server on this machine, are what it is about.
        BugDetectors.allowNetworkConnections((host, port) -> port == server.port());
        String response;
        try (RawHttp http = new RawHttp(server.port(), 3_000)) {
            http.send(new String(head, StandardCharsets.ISO_8859_1) + "\r\n\r\n");
            response = http.response();
        } catch (IOException closed) {
            response = "";
        }
        if (!response.isEmpty()) {
            int status = RawHttp.status(response);
            String lower = response.toLowerCase(Locale.ROOT);
            // 505 answers a version that is not HTTP/1.x: the client's fault, said in JSON like a 4xx.
            assertThat(status).as(response).isBetween(200, 505).isNotEqualTo(500);
            assertThat(lower).as(response).contains("x-content-type-options: nosniff");
            if (status >= 400 && !RawHttp.body(response).isEmpty()) {
                assertThat(lower).as(response).contains("content-type: application/json");
                assertThat(MAPPER.readTree(RawHttp.body(response)).get("error").asText()).hasSizeLessThan(600);
            }
        }
        try (RawHttp http = new RawHttp(server.port(), 3_000)) {
            http.send("GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(RawHttp.status(http.response())).isEqualTo(200);
        }
    }
}
