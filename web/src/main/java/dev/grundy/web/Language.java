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
        if (asked == null) {
            asked = ctx.header("Accept-Language");
        }
        return asked != null && asked.trim().toLowerCase(Locale.ROOT).startsWith("zh") ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
    }
}
