package dev.grundy.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A misère question that makes the engine build a game's quotient writes no file: the server keeps
 * quotients in memory. The command line's quotient folder and the home folder are pointed at empty
 * folders of the test's own, and must stay empty.
 */
class ServerWritesNoFilesTest {
    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();

    @Test
    void aQuotientBuiltForARequestStaysInMemory() throws Exception {
        Path quotients = Files.createTempDirectory("no-quotients");
        Path home = Files.createTempDirectory("no-home");
        String savedHome = System.getProperty("user.home");
        System.setProperty("grundy.quotients", quotients.toString());
        System.setProperty("user.home", home.toString());
        try {
            for (String game : new String[] {"subtract:1,2", "octal:0.75"}) {
                JsonNode answer = solve("{\"position\": \"" + game + " 11 11 11\", \"misere\": true}");
                assertThat(answer.path("explanation").toString()).as(game).contains("quotient");
            }
            assertThat(entries(quotients)).isZero();
            assertThat(entries(home)).isZero();
        } finally {
            System.clearProperty("grundy.quotients");
            System.setProperty("user.home", savedHome);
        }
    }

    private static JsonNode solve(String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + SERVER.get().port() + "/api/solve"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return new ObjectMapper().readTree(response.body());
    }

    private static long entries(Path folder) throws Exception {
        try (Stream<Path> all = Files.walk(folder)) {
            return all.filter(path -> !path.equals(folder)).count();
        }
    }
}
