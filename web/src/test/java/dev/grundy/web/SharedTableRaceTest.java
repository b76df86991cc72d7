package dev.grundy.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.SequenceMethod;
import dev.grundy.budget.SearchBudget;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests that share one game's table — {@code POST /api/sequence} reading it, {@code POST
 * /api/solve} growing it — from many threads at once, over loopback. Every value answered is
 * checked against a plain mex loop over the game's rules written here, which shares nothing with
 * the engine; and a request that must wait for the table while another thread grows it keeps its
 * deadline.
 */
class SharedTableRaceTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Officers' sequences are asked up to here; the naive loop takes about n²/4 steps. */
    private static final int OFFICERS_TO = 50_000;
    /** Kayles' sequences are asked up to the server's limit; its period covers the rest. */
    private static final int KAYLES_TO = 100_000;
    private static final int KAYLES_NAIVE = 2_000;
    /** Officers' heaps solved go up by half from 2^15 to below this one. */
    private static final int LARGEST_SOLVED = 1 << 19;
    /** Rounds of the race; {@code -Dgrundy.race.rounds=N} runs more, to hunt a rare failure. */
    private static final int ROUNDS = Integer.getInteger("grundy.race.rounds", 4);
    private static final int READERS = 8;
    private static final int READS_EACH = 12;

    private static int[] officers;
    private static int[] kayles;

    @BeforeAll
    static void computeNaively() {
        officers = naive(new int[] {0, 6}, OFFICERS_TO + 1);
        kayles = naive(new int[] {0, 7, 7}, KAYLES_NAIVE);
        // Kayles is periodic with period 12 from 71 (Guy and Smith 1956): the octal games
        // periodicity theorem proves it from the values up to 2·71 + 2·12 + 2, which these exceed.
        for (int n = 71; n + 12 < KAYLES_NAIVE; n++) {
            assertThat(kayles[n + 12]).as("Kayles G(%d) = G(%d)", n + 12, n).isEqualTo(kayles[n]);
        }
    }

    /** G(n) of Kayles for any n, by its period beyond the naive values. */
    private static int kayles(int n) {
        return n < KAYLES_NAIVE ? kayles[n] : kayles[71 + (n - 71) % 12];
    }

    /**
     * Each round starts a server with fresh tables, so that its solves grow Officers' table —
     * doubling it from about 2^15 to about 2^19 heaps, both cores at work — while the readers' sequences of up
     * to 50,000 heaps are written out; the readers' Kayles sequences of up to 100,000 heaps grow
     * Kayles' table themselves, from its period, under one another's feet.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void sequencesReadWhileOtherRequestsGrowTheTableHoldTheRightValues() throws Exception {
        WebLimits limits = new WebLimits(WebLimits.DEFAULT_MAX_STATES, 60_000, WebLimits.DEFAULT_MAX_BODY_BYTES, KAYLES_TO);
        AtomicInteger checked = new AtomicInteger();
        for (int round = 0; round < ROUNDS; round++) {
            GameRegistry registry = StandardGames.registry();
            ExecutorService pool = Executors.newFixedThreadPool(READERS + 2);
            try (WebServer server = new WebServer(registry, limits).start(0)) {
                HttpClient client = HttpClient.newHttpClient();
                CountDownLatch start = new CountDownLatch(1);
                List<Future<?>> work = new ArrayList<>();
                for (int solver = 0; solver < 2; solver++) {
                    int first = solver;
                    work.add(pool.submit(() -> {
                        start.await();
                        for (int heap = (1 << 15) + first; heap < LARGEST_SOLVED; heap = heap * 3 / 2) {
                            Answer answer = post(client, server, "/api/solve", "{\"position\": \"octal:0.6 " + heap + "\"}");
                            assertThat(answer.status()).as("solve octal:0.6 %d: %s", heap, answer.body()).isEqualTo(200);
                        }
                        return null;
                    }));
                }
                for (int reader = 0; reader < READERS; reader++) {
                    Random random = new Random(31L * round + reader);
                    work.add(pool.submit(() -> {
                        start.await();
                        for (int read = 0; read < READS_EACH; read++) {
                            boolean officersAsked = random.nextBoolean();
                            int to = officersAsked ? OFFICERS_TO / 2 + random.nextInt(OFFICERS_TO / 2 + 1)
                                    : 1 + random.nextInt(KAYLES_TO);
                            String game = officersAsked ? "octal:0.6" : "kayles";
                            Answer answer = post(client, server, "/api/sequence",
                                    "{\"game\": \"" + game + "\", \"to\": " + to + "}");
                            assertThat(answer.status()).as("sequence %s to %d: %s", game, to, answer.body()).isEqualTo(200);
                            JsonNode values = MAPPER.readTree(answer.body()).get("values");
                            assertThat(values.size()).isEqualTo(to + 1);
                            for (int n = 0; n <= to; n++) {
                                int expected = officersAsked ? officers[n] : kayles(n);
                                if (values.get(n).asInt() != expected) {
                                    throw new AssertionError(game + ": G(" + n + ") answered " + values.get(n).asInt()
                                            + ", naively " + expected + " (sequence to " + to + ")");
                                }
                            }
                            checked.incrementAndGet();
                        }
                        return null;
                    }));
                }
                start.countDown();
                for (Future<?> done : work) {
                    done.get();
                }
                assertThat(((OctalGame) registry.game("octal:0.6", SearchBudget.standard())).known().length())
                        .as("the solves grew Officers' table").isGreaterThan(LARGEST_SOLVED * 2 / 3);
            } finally {
                pool.shutdownNow();
            }
        }
        assertThat(checked).hasValue(ROUNDS * READERS * READS_EACH);
    }

    /**
     * While a long run holds Officers' table (started here, outside any request, so that it
     * outlasts a request's deadline), a request that needs the same table gives up at its deadline
     * with the server's "time" error, instead of waiting for the run to end.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aRequestWaitingForTheTableStopsAtItsDeadline() throws Exception {
        GameRegistry registry = StandardGames.registry();
        long deadline = 400;
        WebLimits limits = new WebLimits(WebLimits.DEFAULT_MAX_STATES, deadline, WebLimits.DEFAULT_MAX_BODY_BYTES, 1000);
        CountDownLatch holding = new CountDownLatch(1);
        OctalGame officers = (OctalGame) registry.game("octal:0.6", SearchBudget.standard());
        Thread longRun = new Thread(() -> {
            try {
                officers.sequence(20_000_000, SequenceMethod.AUTO, SearchBudget.of(Long.MAX_VALUE), (values, computed, target, rare) -> {
                    if (computed >= 50_000) {
                        holding.countDown();
                    }
                });
            } catch (CancellationException stopped) {
                // Interrupted at the end of the test, as meant.
            }
        }, "long-run");
        try (WebServer server = new WebServer(registry, limits).start(0)) {
            longRun.start();
            assertThat(holding.await(60, TimeUnit.SECONDS)).as("the long run started").isTrue();
            HttpClient client = HttpClient.newHttpClient();
            for (String[] request : new String[][] {
                    {"/api/sequence", "{\"game\": \"octal:0.6\", \"to\": 10}"},
                    {"/api/solve", "{\"position\": \"octal:0.6 7\"}"}}) {
                long started = System.nanoTime();
                Answer answer = post(client, server, request[0], request[1]);
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);

                assertThat(answer.status()).as("%s %s: %s", request[0], request[1], answer.body()).isEqualTo(422);
                assertThat(answer.body()).contains(String.valueOf(deadline));
                assertThat(millis).as("answered after %d ms", millis).isLessThan(deadline + 3_000);
                assertThat(longRun.isAlive()).as("the table was still held").isTrue();
            }
        } finally {
            longRun.interrupt();
            longRun.join();
        }
    }

    private record Answer(int status, String body) {
    }

    /**
     * A request that gives up after 45 s, so that a server stuck behind a lock fails the test: long
     * enough for a solve that grows Officers' table to 2^19 on a loaded two-core machine (10 s was
     * passed there once).
     */
    private static Answer post(HttpClient client, WebServer server, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(45))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body());
    }

    /**
     * G(0 … count − 1) of the octal game with digits d0, d1, … (0.6 is {0, 6}) by the definition:
     * every option marked, then the mex. Digits up to 7: take and leave nothing (1), one heap (2),
     * two heaps (4).
     */
    private static int[] naive(int[] digits, int count) {
        int[] g = new int[count];
        int[] seen = new int[1 << 10];
        for (int n = 0; n < count; n++) {
            int mark = n + 1;
            for (int k = 1; k < digits.length && k <= n; k++) {
                int left = n - k;
                if ((digits[k] & 1) != 0 && left == 0) {
                    seen[0] = mark;
                }
                if ((digits[k] & 2) != 0 && left > 0) {
                    seen[g[left]] = mark;
                }
                if ((digits[k] & 4) != 0) {
                    for (int a = 1; 2 * a <= left; a++) {
                        seen[g[a] ^ g[left - a]] = mark;
                    }
                }
            }
            int mex = 0;
            while (seen[mex] == mark) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }
}
