package dev.grundy.web;

import dev.grundy.text.Excerpt;
import dev.grundy.json.Json;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Jetty's own answers — to a request it cannot read (a head over its size, a bad Content-Length, a
 * malformed line) or to one that fails before any route — in the API's JSON with the security
 * headers, instead of Jetty's HTML page. Such a request is not understood, so the answer is in
 * English.
 */
final class JsonErrorHandler extends ErrorHandler {
    private static final String JSON = "application/json; charset=utf-8";

    private final int headBytes;

    /** @param headBytes the largest request head read, for the message */
    JsonErrorHandler(int headBytes) {
        this.headBytes = headBytes;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        SecurityHeaders.STANDARD.forEach(fields::put);
        fields.put(HttpHeader.CONTENT_TYPE, JSON);
        return BufferUtil.toBuffer(message(status, reason), StandardCharsets.UTF_8);
    }

    @Override
    public void handle(String target, Request baseRequest, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        baseRequest.setHandled(true);
        SecurityHeaders.STANDARD.forEach(response::setHeader);
        response.setContentType(JSON);
        Object reason = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        byte[] body = message(response.getStatus(), reason == null ? null : reason.toString()).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private String message(int status, String reason) {
        String said = reason == null ? HttpStatus.getMessage(status) : reason;
        return Json.error(WebText.of("error.head", status, Excerpt.of(said), headBytes).in(Locale.ENGLISH));
    }
}
