package dev.grundy.web;

import java.util.Map;

/**
 * The headers every answer carries, the page's and the API's alike: the page may load its own
 * script, style and data only, and be framed by no one; answers are taken for the type they say,
 * and read by pages of this server only.
 */
final class SecurityHeaders {
    /** Header names and values. */
    static final Map<String, String> STANDARD = Map.of(
            "Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
                    + "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer",
            "X-Frame-Options", "DENY",
            "Cross-Origin-Resource-Policy", "same-origin",
            "Cross-Origin-Opener-Policy", "same-origin");

    private SecurityHeaders() {
    }
}
