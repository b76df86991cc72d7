package dev.grundy.web;

import dev.grundy.language.StandardGames;

import java.io.IOException;

/**
 * A server in a Java of its own, for tests of a server's first request: started with the standard
 * games and limits but the time limit given, it prints its port and serves until its input closes.
 */
final class FreshServer {
    private FreshServer() {
    }

    /** @param args the time limit in milliseconds */
    public static void main(String[] args) throws IOException {
        WebLimits standard = WebLimits.standard();
        try (WebServer server = new WebServer(StandardGames.registry(), new WebLimits(standard.maxStates(),
                Long.parseLong(args[0]), standard.maxBodyBytes(), standard.maxSequence())).start(0)) {
            System.out.println(server.port());
            System.out.flush();
            while (System.in.read() >= 0) {
                // serves until the test closes our input
            }
        }
    }
}
