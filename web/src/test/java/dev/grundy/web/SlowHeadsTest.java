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
 * Issue 28, row 6, on 127.0.0.1: 1,100 connections trickling their request heads a byte every 5 s
 * held every connection the server allowed, and no other request was answered for as long as they
 * lasted. Scaled down: 200 trickling connections against a server allowing 100, with a head time
 * of 1 s. Before, the trickle kept each connection from being silent, so none was ever closed.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SlowHeadsTest {
    private static final int ATTACKERS = 200;
    private static final long HEAD_MILLIS = 1_000;
    private static final long TRICKLE_MILLIS = 300;
    private static final String NORMAL = "{\"position\": \"nim 3 4 5\"}";

    @Test
    void normalRequestsAreAnsweredWhileHeadsTrickle() throws Exception {
        WebLimits limits = WebLimits.standard().withMaxConnections(100).withHeads(HEAD_MILLIS, 50);
        List<RawHttp> attackers = new ArrayList<>();
        ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
        try (WebServer server = new WebServer(StandardGames.registry(), limits).start(0)) {
            for (int i = 0; i < ATTACKERS; i++) {
                attackers.add(new RawHttp(server.port(), 3_000).send("P"));
            }
            trickle.scheduleAtFixedRate(() -> attackers.forEach(attacker -> attacker.trickle("P")),
                    TRICKLE_MILLIS, TRICKLE_MILLIS, TimeUnit.MILLISECONDS);
            Thread.sleep(500);

            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            HttpRequest normal = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/solve"))
                    .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(NORMAL)).build();
            List<Long> latencies = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                long sent = System.nanoTime();
                HttpResponse<String> answer = client.send(normal, HttpResponse.BodyHandlers.ofString());
                latencies.add((System.nanoTime() - sent) / 1_000_000);
                assertThat(answer.statusCode()).isEqualTo(200);
                Thread.sleep(200);
            }
            Thread.sleep(2 * HEAD_MILLIS);
            trickle.shutdownNow();
            long open = attackers.stream().filter(attacker -> !attacker.closedByPeer()).count();
            System.out.printf("slow-head attack, %d connections, head time %d ms: normal requests answered in %s ms; "
                    + "%d attackers still open after %d ms more%n", ATTACKERS, HEAD_MILLIS, latencies, open, 2 * HEAD_MILLIS);
            assertThat(latencies).allSatisfy(millis -> assertThat(millis).isLessThan(3_000));
            assertThat(open).as("trickling connections not yet cut off").isZero();
        } finally {
            trickle.shutdownNow();
            for (RawHttp attacker : attackers) {
                attacker.close();
            }
        }
    }

    /** A client past its share: its oldest connection waiting for a request makes room for the new one. */
    @Test
    void pastItsShareAClientsOldestWaitingConnectionIsClosed() throws Exception {
        WebLimits limits = WebLimits.standard().withHeads(60_000, 5);
        List<RawHttp> silent = new ArrayList<>();
        try (WebServer server = new WebServer(StandardGames.registry(), limits).start(0)) {
            for (int i = 0; i < 8; i++) {
                silent.add(new RawHttp(server.port(), 2_000).send("GET /api/ga"));
                Thread.sleep(50);
            }
            Thread.sleep(300);
            List<Boolean> alive = silent.stream().map(connection -> !connection.closedByPeer()).toList();
            assertThat(alive).containsExactly(false, false, false, true, true, true, true, true);
            RawHttp last = silent.get(7).send("mes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(RawHttp.status(last.response())).isEqualTo(200);
        } finally {
            for (RawHttp connection : silent) {
                connection.close();
            }
        }
    }
}
