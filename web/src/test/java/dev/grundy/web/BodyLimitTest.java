package dev.grundy.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The limits on what a request sends and what its answer holds, however the body is framed: the
 * attacks of issue 17 (a chunked body past the limit, one that never ends, a huge answer), over
 * real HTTP on 127.0.0.1, each bounded in time.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BodyLimitTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int MOST = WebLimits.DEFAULT_MAX_BODY_BYTES;
    private static final String NORMAL = "{\"position\": \"nim 3 4 5\"}";

    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();


    /** A position of many Nim heaps of 1, written in about the bytes asked for. */
    private static String heapsOfOne(int bytes) {
        return "{\"position\": \"nim" + " 1".repeat(bytes / 2) + "\"}";
    }

    /** Sent in chunks of 1 KB, the last one marked when {@code finish}. */
    private static void sendChunked(RawHttp http, String body, boolean finish) throws Exception {
        for (int at = 0; at < body.length(); at += 1024) {
            http.chunk(body.substring(at, Math.min(body.length(), at + 1024)));
        }
        if (finish) {
            http.send("0\r\n\r\n");
        }
    }

    @Test
    void aChunkedBodyPastTheLimitAnswers413AtOnceWithoutWaitingForItsEnd() throws Exception {
        try (RawHttp http = new RawHttp(SERVER.get().port(), 5_000)) {
            http.chunkedPost("/api/solve");
            sendChunked(http, heapsOfOne(MOST + 1024), false);
            long sent = System.nanoTime();
            String response = http.response();
            long millis = (System.nanoTime() - sent) / 1_000_000;

            assertThat(RawHttp.status(response)).isEqualTo(413);
            assertThat(MAPPER.readTree(RawHttp.body(response)).get("error").asText())
                    .isEqualTo("the body is larger than 16384 bytes");
            assertThat(millis).as("milliseconds from the last byte sent to the 413").isLessThan(2_000);
            System.out.printf("chunked body past the limit, never finished: 413 after %d ms%n", millis);
        }
    }

    /** The attack of issue 17: 100 KB in chunks, twice at once, while a normal request is answered. */
    @Test
    void twoChunkedBodiesOf100KbAnswer413AndTheServerGoesOn() throws Exception {
        String body = heapsOfOne(100 * 1024);
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> chunkedAttack(body));
        CompletableFuture<String> second = CompletableFuture.supplyAsync(() -> chunkedAttack(body));
        long start = System.nanoTime();
        String firstResponse = first.get(10, TimeUnit.SECONDS);
        String secondResponse = second.get(10, TimeUnit.SECONDS);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(RawHttp.status(firstResponse)).isEqualTo(413);
        assertThat(RawHttp.status(secondResponse)).isEqualTo(413);
        assertThat(WebApiTest.post(SERVER.get(), "/api/solve", NORMAL).status()).isEqualTo(200);
        System.out.printf("two chunked bodies of 100 KB at once: both 413 within %d ms%n", millis);
    }

    private static String chunkedAttack(String body) {
        try (RawHttp http = new RawHttp(SERVER.get().port(), 5_000)) {
            http.chunkedPost("/api/solve");
            try {
                sendChunked(http, body, true);
            } catch (java.io.IOException closed) {
                // The server may close the connection once it has refused the body.
            }
            return http.response();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aContentLengthPastTheLimitAnswers413BeforeTheBodyIsSent() throws Exception {
        try (RawHttp http = new RawHttp(SERVER.get().port(), 5_000)) {
            http.send("POST /api/solve?lang=zh HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{");
            String response = http.response();

            assertThat(RawHttp.status(response)).isEqualTo(413);
            assertThat(MAPPER.readTree(RawHttp.body(response)).get("error").asText()).isEqualTo("请求体超过 16384 字节");
        }
    }

    @Test
    void aBodyThatStopsArrivingAnswers408() throws Exception {
        try (WebServer quick = new WebServer(StandardGames.registry(), WebLimits.standard().withReadMillis(1_000)).start(0);
             RawHttp http = new RawHttp(quick.port(), 5_000)) {
            long start = System.nanoTime();
            http.send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"position\": ");
            String response = http.response();
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(RawHttp.status(response)).isEqualTo(408);
            assertThat(MAPPER.readTree(RawHttp.body(response)).get("error").asText())
                    .isEqualTo("the body did not arrive within 1000 ms");
            assertThat(millis).isBetween(900L, 4_000L);
            System.out.printf("a body that stops arriving, read time 1000 ms: 408 after %d ms%n", millis);
        }
    }

    @Test
    void aChunkedBodyWithinTheLimitIsReadWhole() throws Exception {
        try (RawHttp http = new RawHttp(SERVER.get().port(), 5_000)) {
            http.chunkedPost("/api/solve");
            http.chunk("{\"position\": ").chunk("\"nim 3 4 5\"}").send("0\r\n\r\n");
            String response = http.response();

            assertThat(RawHttp.status(response)).isEqualTo(200);
            assertThat(response).contains("\"winningMoves\":[{\"text\":\"take 2 from heap 1\",\"to\":\"nim 1 4 5\",\"component\":1,\"becomes\":\"nim 1\"}]");
        }
    }

    /**
     * Moves are left out of an answer until it fits (see {@code AnswerBoundsTest}); what remains —
     * the position and the reasoning, a row for each of 300 heaps — may still be too large for a
     * small limit, and is then refused without being sent. Only the first bytes are read, so a
     * server that sent it would fail here at once.
     */
    @Test
    void anAnswerOverTheLimitIsRefusedInsteadOfSent() throws Exception {
        WebLimits small = new WebLimits(WebLimits.DEFAULT_MAX_STATES, 60_000, WebLimits.DEFAULT_MAX_BODY_BYTES,
                WebLimits.DEFAULT_MAX_SEQUENCE).withMaxAnswerBytes(4_096);
        try (WebServer server = new WebServer(StandardGames.registry(), small).start(0)) {
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                    .timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"position\": \"nim" + " 1".repeat(300) + "\"}"))
                    .build();
            long start = System.nanoTime();
            HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            long millis = (System.nanoTime() - start) / 1_000_000;
            String head;
            try (InputStream body = response.body()) {
                head = new String(body.readNBytes(4096), StandardCharsets.UTF_8);
            }

            assertThat(response.statusCode()).isEqualTo(422);
            assertThat(MAPPER.readTree(head).get("error").asText()).isEqualTo(
                    "the answer would be larger than the server's limit of 4096 bytes; ask for fewer moves (\"limit\") or a smaller position");
            System.out.printf("an answer over a limit of 4 KB: 422 after %d ms%n", millis);
        }
    }
}
