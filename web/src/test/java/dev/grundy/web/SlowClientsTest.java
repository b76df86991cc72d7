package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The slow-client attack of issue 17, on 127.0.0.1: 260 connections each send a request's head and
 * then its body a byte at a time — more connections than the server has threads. Normal requests
 * must keep being answered at once throughout, and the attackers be cut off when their time to send
 * a body is up. About 13 s with the default limits.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SlowClientsTest {
    private static final int ATTACKERS = 260;
    private static final long TRICKLE_MILLIS = 2_000;
    private static final String NORMAL = "{\"position\": \"nim 3 4 5\"}";

    @Test
    void normalRequestsAreAnsweredWhileSlowClientsTrickleTheirBodies() throws Exception {
        WebLimits limits = WebLimits.standard();
        List<RawHttp> attackers = new ArrayList<>();
        ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
        try (WebServer server = new WebServer(StandardGames.registry(), limits).start(0)) {
            long attackStart = System.nanoTime();
            for (int i = 0; i < ATTACKERS; i++) {
                attackers.add(new RawHttp(server.port(), 3_000)
                        .send("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"));
            }
            trickle.scheduleAtFixedRate(() -> attackers.forEach(attacker -> attacker.trickle(" ")),
                    TRICKLE_MILLIS, TRICKLE_MILLIS, TimeUnit.MILLISECONDS);

            List<Long> latencies = new ArrayList<>();
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            HttpRequest normal = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                    .timeout(Duration.ofSeconds(5)).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(NORMAL)).build();
            while (System.nanoTime() - attackStart < TimeUnit.MILLISECONDS.toNanos(limits.readMillis() - 1_000)) {
                long sent = System.nanoTime();
                HttpResponse<String> answer = client.send(normal, HttpResponse.BodyHandlers.ofString());
                latencies.add((System.nanoTime() - sent) / 1_000_000);
                assertThat(answer.statusCode()).isEqualTo(200);
                Thread.sleep(250);
            }
            trickle.shutdownNow();

            int cutOff = 0;
            for (RawHttp attacker : attackers) {
                try {
                    // Past its share of connections (a quarter), a client's oldest are closed without a word.
                    String response = attacker.response();
                    if (response.isEmpty() || RawHttp.status(response) == 408) {
                        cutOff++;
                    }
                } catch (java.io.IOException e) {
                    // closed without an answer: cut off all the same
                    cutOff++;
                }
            }
            long attackMillis = (System.nanoTime() - attackStart) / 1_000_000;

            List<Long> sorted = latencies.stream().sorted().toList();
            System.out.printf("slow-client attack, %d connections: %d normal requests, latency p50 %d ms, max %d ms; "
                    + "attackers cut off after %d ms%n", ATTACKERS, sorted.size(), sorted.get(sorted.size() / 2),
                    sorted.get(sorted.size() - 1), attackMillis);
            assertThat(sorted).hasSizeGreaterThan(10);
            assertThat(sorted.get(sorted.size() - 1)).as("slowest normal request, ms").isLessThan(2_000);
            assertThat(cutOff).as("attackers answered 408 or closed").isEqualTo(ATTACKERS);
            assertThat(attackMillis).as("time until every attacker is cut off, ms").isLessThan(limits.readMillis() + 5_000);
        } finally {
            trickle.shutdownNow();
            for (RawHttp attacker : attackers) {
                attacker.close();
            }
        }
    }

    /**
     * Past the connection limit a client waits to be accepted, and silent connections are closed
     * after the read time: with 10 connections allowed, all held silent, a normal request is answered
     * once the silent ones are closed.
     */
    @Test
    void pastTheConnectionLimitAClientWaitsUntilSilentConnectionsAreClosed() throws Exception {
        WebLimits limits = WebLimits.standard().withMaxConnections(10).withReadMillis(1_000);
        List<RawHttp> silent = new ArrayList<>();
        try (WebServer server = new WebServer(StandardGames.registry(), limits).start(0)) {
            for (int i = 0; i < 10; i++) {
                silent.add(new RawHttp(server.port(), 3_000));
            }
            Thread.sleep(200);
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            long sent = System.nanoTime();
            HttpResponse<String> answer = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                    .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(NORMAL)).build(),
                    HttpResponse.BodyHandlers.ofString());
            long millis = (System.nanoTime() - sent) / 1_000_000;

            assertThat(answer.statusCode()).isEqualTo(200);
            assertThat(millis).as("milliseconds waited for a connection").isBetween(500L, 5_000L);
        } finally {
            for (RawHttp connection : silent) {
                connection.close();
            }
        }
    }
}
