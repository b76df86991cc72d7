package dev.grundy.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, rows 5 and 15: no page of another site may make the server work, no name but its own
 * may reach it, every answer carries the security headers, and what Jetty cannot read is answered
 * in JSON. Requests are written by hand, so that every header is the test's.
 */
class CrossSiteTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String BODY = "{\"position\": \"nim 3 4 5\"}";

    @RegisterExtension
    static final RunningServer SERVER = new RunningServer();

    private static String exchange(String request) throws Exception {
        try (RawHttp http = new RawHttp(SERVER.get().port(), 5_000)) {
            http.send(request);
            return http.response();
        }
    }

    private static String post(String host, String extraHeaders, String contentType) throws Exception {
        return exchange("POST /api/solve HTTP/1.1\r\nHost: " + host + "\r\n" + extraHeaders
                + (contentType == null ? "" : "Content-Type: " + contentType + "\r\n")
                + "Content-Length: " + BODY.length() + "\r\nConnection: close\r\n\r\n" + BODY);
    }

    private static String self() {
        return "127.0.0.1:" + SERVER.get().port();
    }

    private static String error(String response) throws Exception {
        return MAPPER.readTree(RawHttp.body(response)).get("error").asText();
    }

    @Test
    void aRequestOfThisServersOwnPageIsServed() throws Exception {
        String response = post(self(), "Origin: http://" + self() + "\r\nSec-Fetch-Site: same-origin\r\n", "application/json");
        assertThat(RawHttp.status(response)).isEqualTo(200);
    }

    @Test
    void aClientThatIsNotABrowserSendsNoOriginAndIsServed() throws Exception {
        assertThat(RawHttp.status(post(self(), "", "application/json; charset=utf-8"))).isEqualTo(200);
        assertThat(RawHttp.status(post("localhost:" + SERVER.get().port(), "", "application/json"))).isEqualTo(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1"})
    void aRequestFromAnotherOriginIsRefused(String origin) throws Exception {
        String response = post(self(), "Origin: " + origin + "\r\n", "application/json");
        assertThat(RawHttp.status(response)).isEqualTo(403);
        assertThat(error(response)).isEqualTo("requests from another site are refused (origin " + origin + ")");
    }

    @Test
    void aCrossSiteFetchWithoutAnOriginIsRefusedByItsFetchSite() throws Exception {
        assertThat(RawHttp.status(post(self(), "Sec-Fetch-Site: cross-site\r\n", "application/json"))).isEqualTo(403);
    }

    /** DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 sends its own Host. */
    @Test
    void aHostThatIsNotThisServersIsRefused() throws Exception {
        String response = post("evil.example:" + SERVER.get().port(), "Origin: http://evil.example:" + SERVER.get().port() + "\r\n",
                "application/json");
        assertThat(RawHttp.status(response)).isEqualTo(421);
        assertThat(error(response)).startsWith("this server does not answer to the host evil.example:");
        String page = exchange("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
        assertThat(RawHttp.status(page)).isEqualTo(421);
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"})
    void aBodyThatIsNotSaidToBeJsonIsRefused(String type) throws Exception {
        String response = post(self(), "", type);
        assertThat(RawHttp.status(response)).isEqualTo(415);
        assertThat(error(response)).isEqualTo("the body must be sent as Content-Type: application/json, got " + type);
    }

    @Test
    void aBodyWithNoTypeIsRefused() throws Exception {
        assertThat(RawHttp.status(post(self(), "", null))).isEqualTo(415);
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET / HTTP/1.1", "GET /app.js HTTP/1.1", "GET /api/games HTTP/1.1", "GET /api/nothing HTTP/1.1",
            "POST /api/solve HTTP/1.1"})
    void everyAnswerCarriesTheSecurityHeaders(String line) throws Exception {
        String head = exchange(line + "\r\nHost: " + self() + "\r\nConnection: close\r\n\r\n").split("\r\n\r\n")[0]
                .toLowerCase(Locale.ROOT);
        assertThat(head).contains("content-security-policy: default-src 'none'; script-src 'self'; style-src 'self';",
                "frame-ancestors 'none'", "x-content-type-options: nosniff", "referrer-policy: no-referrer",
                "x-frame-options: deny", "cross-origin-resource-policy: same-origin");
        assertThat(head).doesNotContain("server: jetty");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/", "/"})
    void aLongUnknownPathIsQuotedAsAnExcerpt(String under) throws Exception {
        String path = under + "a".repeat(7_000);
        String response = exchange("GET " + path + " HTTP/1.1\r\nHost: " + self() + "\r\nConnection: close\r\n\r\n");
        assertThat(RawHttp.status(response)).isEqualTo(404);
        assertThat(error(response)).startsWith("no such API: GET " + under + "aaaa").contains("…").hasSizeLessThan(250);
    }

    @Test
    void aHeadLargerThanTheLimitIsAnsweredInJson() throws Exception {
        String response = exchange("GET /api/games HTTP/1.1\r\nHost: " + self() + "\r\nX-Filler: " + "x".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");
        assertThat(RawHttp.status(response)).isEqualTo(431);
        assertThat(response.toLowerCase(Locale.ROOT)).contains("content-type: application/json", "x-content-type-options: nosniff");
        assertThat(error(response)).isEqualTo("the request could not be read (431 Request Header Fields Too Large): "
                + "its head is malformed or larger than the server's limit of 8192 bytes");
    }

    @Test
    void aBadContentLengthIsAnsweredInJson() throws Exception {
        String response = exchange("POST /api/solve HTTP/1.1\r\nHost: " + self() + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: 12x\r\n\r\n{}");
        assertThat(RawHttp.status(response)).isEqualTo(400);
        assertThat(response.toLowerCase(Locale.ROOT)).contains("content-type: application/json");
        assertThat(error(response)).startsWith("the request could not be read (400 ");
    }
}
