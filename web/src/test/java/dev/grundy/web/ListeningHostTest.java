package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server listens where it says: on the loopback interface unless a host is asked for. Checked
 * on the listening socket itself, so that no test connects to any address but loopback.
 */
class ListeningHostTest {

    @Test
    void listensOnLoopbackOnlyByDefault() {
        try (WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0)) {
            assertThat(server.boundAddress().isLoopbackAddress()).as("bound to " + server.boundAddress()).isTrue();
        }
    }

    @Test
    void listensOnEveryInterfaceWhenAsked() {
        try (WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start("0.0.0.0", 0)) {
            assertThat(server.boundAddress().isAnyLocalAddress()).as("bound to " + server.boundAddress()).isTrue();
        }
    }
}
