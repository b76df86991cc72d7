package dev.grundy.web;

import io.javalin.http.Context;

import java.util.Locale;

/** The language of a request: {@code ?lang=zh} or {@code ?lang=en}, else the browser's Accept-Language. */
final class Language {
    private Language() {
    }

    /**
     * @param ctx the request
     * @return Simplified Chinese or English
     */
    static Locale of(Context ctx) {
        String asked = ctx.queryParam("lang");
        return chinese(asked == null ? ctx.header("Accept-Language") : asked) ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
    }

    /**
     * For a request no route has seen yet, whose query is not parsed.
     *
     * @param query the query string, or null
     * @param acceptLanguage the Accept-Language header, or null
     * @return Simplified Chinese or English
     */
    static Locale of(String query, String acceptLanguage) {
        String asked = acceptLanguage;
        for (String pair : query == null ? new String[0] : query.split("&")) {
            if (pair.startsWith("lang=")) {
                asked = pair.substring("lang=".length());
            }
        }
        return chinese(asked) ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
    }

    private static boolean chinese(String asked) {
        return asked != null && asked.trim().toLowerCase(Locale.ROOT).startsWith("zh");
    }
}
