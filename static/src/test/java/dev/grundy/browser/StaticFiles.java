package dev.grundy.browser;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** A plain static file server on the loopback, as any static host serves the static edition: files, and nothing else. */
final class StaticFiles implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8");

    private final HttpServer server;

    StaticFiles(Path folder) {
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> serve(folder, exchange));
        server.start();
    }

    /** @return the address of the folder's index.html */
    String index() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/index.html";
    }

    private static void serve(Path folder, HttpExchange exchange) throws IOException {
        Path file = folder.resolve(exchange.getRequestURI().getPath().substring(1)).normalize();
        if (!file.startsWith(folder) || !Files.isRegularFile(file)) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
        }
        String name = file.getFileName().toString();
        exchange.getResponseHeaders().set("Content-Type", TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream"));
        byte[] bytes = Files.readAllBytes(file);
        exchange.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
