package dev.grundy.web;

import dev.grundy.language.StandardGames;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server with the standard games and limits on a free loopback port, started before a test
 * class's tests and stopped after them: {@code @RegisterExtension static final RunningServer
 * SERVER = new RunningServer();}.
 */
final class RunningServer implements BeforeAllCallback, AfterAllCallback {
    private WebServer server;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        server.close();
    }

    /** @return the running server */
    WebServer get() {
        return server;
    }
}
