package dev.grundy.web;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON API reference's examples are real: every {@code $ curl …} line of
 * docs/reference/json-api.md is sent to a running server, as curl would send it (a body given with
 * {@code -d} and no type goes as a form, as curl sends it), and what curl would print — the body,
 * the status under {@code -w ' %{http_code}\n'}, or the headers a {@code grep … | sort} keeps —
 * must be the lines shown under it. The server listens on a port of its own, so the examples'
 * {@code localhost:8080} is the host curl names and the test's port is where it is sent.
 */
class ApiDocsExamplesTest {
    private static final Path PAGE = Path.of("..", "docs", "reference", "json-api.md");
    private static final Pattern WORD = Pattern.compile("'([^']*)'|(\\S+)");
    private static final Pattern HEADER_FILTER = Pattern.compile("(.*) \\| grep -iE '([^']*)' \\| sort");

    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();

    @TestFactory
    Stream<DynamicTest> everyCurlExampleAnswersWhatItShows() throws IOException {
        List<String> lines = Files.readAllLines(PAGE);
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("$ curl ")) {
                String command = lines.get(i).substring(2);
                int end = i + 1;
                while (end < lines.size() && !lines.get(end).startsWith("$ ") && !lines.get(end).startsWith("```")) {
                    end++;
                }
                String shown = String.join("\n", lines.subList(i + 1, end)).strip();
                tests.add(DynamicTest.dynamicTest(command, () -> assertThat(curl(command)).isEqualTo(shown)));
                i = end - 1;
            }
        }
        assertThat(tests).as("curl examples on the page").hasSizeGreaterThanOrEqualTo(10);
        return tests.stream();
    }

    /** What curl prints for the command, sent to the test's server. */
    private static String curl(String command) throws IOException {
        var filter = HEADER_FILTER.matcher(command);
        boolean headersOnly = filter.matches();
        List<String> words = words(headersOnly ? filter.group(1) : command);
        String method = "GET";
        String url = null;
        String body = null;
        boolean status = false;
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < words.size(); i++) {
            switch (words.get(i)) {
                case "-s" -> { }
                case "-X" -> method = words.get(++i);
                case "-H" -> {
                    String[] header = words.get(++i).split(": ", 2);
                    headers.put(header[0], header[1]);
                }
                case "-d" -> body = words.get(++i);
                case "-w" -> status = words.get(++i).equals(" %{http_code}\\n");
                case "-D", "-o" -> i++;
                default -> url = words.get(i);
            }
        }
        if (body != null) {
            headers.putIfAbsent("Content-Type", "application/x-www-form-urlencoded");
            method = "GET".equals(method) ? "POST" : method;
        }
        headers.putIfAbsent("Host", url.substring(0, url.indexOf('/')));
        Response response = send(method, url.substring(url.indexOf('/')), headers, body);
        if (headersOnly) {
            Pattern kept = Pattern.compile(filter.group(2), Pattern.CASE_INSENSITIVE);
            return response.headers().stream().filter(line -> kept.matcher(line).find()).sorted().collect(Collectors.joining("\n"));
        }
        return (response.body() + (status ? " " + response.status() : "")).strip();
    }

    private record Response(int status, List<String> headers, String body) {
    }

    private static Response send(String method, String path, Map<String, String> headers, String body) throws IOException {
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        head.append("Content-Length: ").append(content.length).append("\r\nConnection: close\r\n\r\n");
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", SERVER.get().port()), 10_000);
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.UTF_8));
            out.write(content);
            out.flush();
            return parse(readAll(socket.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        in.transferTo(received);
        return received.toByteArray();
    }

    /** The status, the header lines and the body (chunked transfer decoded) of a whole response. */
    private static Response parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int split = text.indexOf("\r\n\r\n");
        List<String> headLines = Arrays.asList(text.substring(0, split).split("\r\n"));
        int status = Integer.parseInt(headLines.get(0).split(" ")[1]);
        List<String> headers = headLines.subList(1, headLines.size());
        byte[] body = Arrays.copyOfRange(raw, split + 4, raw.length);
        boolean chunked = headers.stream().anyMatch(line -> line.toLowerCase(Locale.ROOT).startsWith("transfer-encoding: chunked"));
        return new Response(status, headers, new String(chunked ? unchunked(body) : body, StandardCharsets.UTF_8));
    }

    private static byte[] unchunked(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = indexOfCrlf(body, at);
            int size = Integer.parseInt(new String(body, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].strip(), 16);
            if (size == 0) {
                return out.toByteArray();
            }
            out.write(body, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
    }

    private static int indexOfCrlf(byte[] bytes, int from) {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == '\r' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        throw new IllegalStateException("a chunk without its size line");
    }

    /** The words of a command line: at spaces, a '…' being one word without its quotes (all the page's commands need). */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        var word = WORD.matcher(line);
        while (word.find()) {
            words.add(word.group(1) != null ? word.group(1) : word.group(2));
        }
        return words;
    }
}
