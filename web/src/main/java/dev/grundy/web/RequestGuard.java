package dev.grundy.web;

import dev.grundy.text.Excerpt;
import dev.grundy.json.Json;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;

/**
 * Refuses what no page of another site may ask and no name but this server's may reach, before
 * anything else runs, and puts the security headers on every answer:
 * <ul>
 * <li>{@code Host} must name this server — an IP address, {@code localhost}, or a name it was given
 *     — so that a page of a site whose name an attacker points at 127.0.0.1 (DNS rebinding) is
 *     refused: 421;</li>
 * <li>{@code Origin}, when a browser sends one, must be this server's own ({@code http://} and the
 *     Host), and {@code Sec-Fetch-Site}, when sent, same-origin or none: else 403. Clients that are
 *     not browsers send neither, and are served;</li>
 * <li>a POST must say its body is JSON ({@code Content-Type: application/json}): the types a form
 *     or a cross-site page may send without asking first ({@code text/plain}, form types) are
 *     refused: 415.</li>
 * </ul>
 */
final class RequestGuard implements Filter {
    private final Set<String> names;

    /** @param names the host names this server answers to besides IP addresses and localhost, lower case */
    RequestGuard(Set<String> names) {
        this.names = names;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        SecurityHeaders.STANDARD.forEach(response::setHeader);
        String host = request.getHeader("Host");
        String origin = request.getHeader("Origin");
        String site = request.getHeader("Sec-Fetch-Site");
        Locale language = Language.of(request.getQueryString(), request.getHeader("Accept-Language"));
        if (host != null && !names.contains(hostName(host)) && !ipAddress(hostName(host))) {
            refuse(response, 421, WebText.of("error.host", Excerpt.of(host)).in(language));
        } else if (origin != null && !origin.equalsIgnoreCase("http://" + host)
                || site != null && !site.equals("same-origin") && !site.equals("none")) {
            refuse(response, HttpServletResponse.SC_FORBIDDEN,
                    WebText.of("error.origin", Excerpt.of(origin == null ? site : origin)).in(language));
        } else if ("POST".equals(request.getMethod()) && !json(request.getContentType())) {
            refuse(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE,
                    WebText.of("error.contentType", Excerpt.of(String.valueOf(request.getContentType()))).in(language));
        } else {
            chain.doFilter(req, res);
        }
    }

    /** @return the host without its port, lower case; an IPv6 address keeps its brackets */
    static String hostName(String host) {
        String name = host.trim().toLowerCase(Locale.ROOT);
        if (name.startsWith("[")) {
            int end = name.indexOf(']');
            return end < 0 ? name : name.substring(0, end + 1);
        }
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }

    /** An address written as numbers cannot be rebound to another machine by a name server. */
    private static boolean ipAddress(String name) {
        return name.matches("\\d{1,3}(\\.\\d{1,3}){3}") || name.matches("\\[[0-9a-f:.]+]");
    }

    private static boolean json(String contentType) {
        if (contentType == null) {
            return false;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).trim();
        return type.equalsIgnoreCase("application/json");
    }

    private static void refuse(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setHeader("Connection", "close");
        response.setContentType("application/json; charset=utf-8");
        byte[] body = Json.error(message).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
