package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * {@code grundy serve} from the packaged jar, as a process of its own on 127.0.0.1: where it listens,
 * and that running out of memory ends the process with one line instead of leaving it half alive.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ServeJarIT {
    private static final Path JAR = Path.of(System.getProperty("grundy.jar", "target/grundy.jar"));
    private static final Pattern LISTENING = Pattern.compile("serving on http://([^/]+):(\\d+)/");

    /** A server started from the jar, with the port it printed. */
    private record Server(Process process, String host, int port, Path err) implements AutoCloseable {
        @Override
        public void close() {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Server serve(List<String> javaOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(javaOptions);
        command.addAll(List.of("-jar", JAR.toString(), "serve", "--port", "0"));
        command.addAll(List.of(args));
        Path err = Files.createTempFile("grundy-serve", ".err");
        Process process = new ProcessBuilder(command).redirectError(err.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertThat(line).as("the line saying where it serves").isNotNull();
        Matcher where = LISTENING.matcher(line);
        assertThat(where.find()).as(line).isTrue();
        return new Server(process, where.group(1), Integer.parseInt(where.group(2)), err);
    }

    /** 127.0.0.1, ::ffff:127.0.0.1 and ::1 as the kernel's socket tables write them. */
    private static final List<String> LOOPBACK = List.of("0100007F", "0000000000000000FFFF00000100007F",
            "00000000000000000000000001000000");

    /**
     * The local address of the socket listening on a port, from the kernel's tables of TCP sockets
     * (Linux; a Java server socket is an IPv6 one where the system has IPv6), so that the test
     * never connects to an address but loopback.
     */
    private static Optional<String> listeningAddress(int port) throws IOException {
        String hexPort = String.format(":%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            if (!Files.exists(Path.of(table))) {
                continue;
            }
            for (String line : Files.readAllLines(Path.of(table))) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length > 3 && fields[1].endsWith(hexPort) && fields[3].equals("0A")) {
                    return Optional.of(fields[1].substring(0, fields[1].indexOf(':')));
                }
            }
        }
        return Optional.empty();
    }

    private static boolean accepts(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void servesThisMachineOnlyAndSaysSo() throws Exception {
        try (Server server = serve(List.of())) {
            assertThat(server.host()).isEqualTo("127.0.0.1");
            assertThat(accepts(InetAddress.getByName("127.0.0.1"), server.port())).isTrue();
            assumeThat(Files.exists(Path.of("/proc/net/tcp"))).as("the kernel's socket table").isTrue();
            assertThat(listeningAddress(server.port())).hasValueSatisfying(address -> assertThat(LOOPBACK).contains(address));
        }
    }

    /**
     * Answers are bounded now, and searches stop before the heap is full; but a sequence of 10^8
     * values, which a careless --max-sequence allows, needs its table whole: more than 64 MB. The
     * process must end by itself, with exit code 3 and one line saying why.
     */
    @Test
    void runningOutOfMemoryEndsTheProcessWithOneLine() throws Exception {
        try (Server server = serve(List.of("-Xmx64m"), "--max-millis", "60000", "--max-sequence", "2000000000")) {
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            HttpRequest huge = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/sequence"))
                    .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"nim\", \"to\": 100000000}"))
                    .build();
            client.sendAsync(huge, HttpResponse.BodyHandlers.discarding());

            assertThat(server.process().waitFor(60, TimeUnit.SECONDS)).as("the server stopped by itself").isTrue();
            assertThat(server.process().exitValue()).isEqualTo(3);
            assertThat(Files.readString(server.err(), StandardCharsets.UTF_8).lines()
                    .filter(line -> line.startsWith("grundy serve: out of memory"))).hasSize(1);
        }
    }
}
