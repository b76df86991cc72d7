package dev.grundy.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reads a request's whole body before any handler runs, with no thread waiting for it: what has
 * arrived with the request's head is read at once, the rest as it arrives (the Servlet API's
 * non-blocking input), and the request goes on to Javalin once it is all there. A client that sends
 * slowly holds a connection, never one of the server's threads, so other requests keep being answered.
 *
 * <p>The body is bounded by the bytes actually received, however it is framed: a Content-Length over
 * the limit is refused before anything is read, a chunked body as soon as its first byte over the
 * limit arrives. A body that has not all arrived within its time is cut off. What came of the reading
 * is left on the request for {@link #body}, from which the handlers answer 413, 408 or 400.
 */
final class BodyReader implements Filter {
    private static final String ATTRIBUTE = BodyReader.class.getName();
    private static final int CHUNK = 4096;

    /** What came of reading a request's body. */
    sealed interface Body permits Received, Refused {
    }

    /** @param bytes the whole body, within the limit */
    record Received(byte[] bytes) implements Body {
    }

    /** A body that was not read to its end. */
    enum Refused implements Body {
        /** More bytes than the limit. */
        TOO_LARGE,
        /** Not all there within the time a body may take to arrive. */
        TOO_SLOW,
        /** The connection failed, or the chunks were malformed. */
        BROKEN
    }

    private final int mostBytes;
    private final long readMillis;

    /**
     * @param mostBytes the largest body read
     * @param readMillis how long a body may take to arrive
     */
    BodyReader(int mostBytes, long readMillis) {
        this.mostBytes = mostBytes;
        this.readMillis = readMillis;
    }

    /**
     * @param request a request that has passed this filter
     * @return what came of reading its body, or null if it had none
     */
    static Body body(HttpServletRequest request) {
        return (Body) request.getAttribute(ATTRIBUTE);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        if (body(http) != null || request.getDispatcherType() != DispatcherType.REQUEST || !hasBody(http)) {
            pass(http, response, chain);
        } else if (http.getContentLengthLong() > mostBytes) {
            request.setAttribute(ATTRIBUTE, Refused.TOO_LARGE);
            pass(http, response, chain);
        } else {
            ServletInputStream in = request.getInputStream();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            Body arrived = readArrived(in, http.getContentLengthLong(), received);
            if (arrived != null) {
                request.setAttribute(ATTRIBUTE, arrived);
                pass(http, response, chain);
                return;
            }
            AsyncContext async = request.startAsync();
            async.setTimeout(readMillis);
            Reading reading = new Reading(async, in, received);
            async.addListener(reading);
            in.setReadListener(reading);
        }
    }

    /** On to the handlers, with the body read whole in place of the connection's stream. */
    private static void pass(HttpServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        chain.doFilter(body(request) instanceof Received received ? new ReceivedRequest(request, received.bytes()) : request,
                response);
    }

    /**
     * Reads what has already arrived, without blocking: usually the whole body, which came with the
     * request's head, so that the request goes on from the thread it is on (as fast as before this
     * filter). Only a body still on its way is waited for without a thread.
     *
     * @param length the body's length as the request says, or -1 for a body in chunks, whose end
     *     shows only when it is read
     * @return the body if what arrived settles it, or null to wait for more
     */
    private Body readArrived(ServletInputStream in, long length, ByteArrayOutputStream received) {
        byte[] chunk = new byte[CHUNK];
        try {
            while (received.size() != length && !in.isFinished()) {
                int ready = in.available();
                if (ready <= 0) {
                    return null;
                }
                int read = in.read(chunk, 0, Math.min(ready, CHUNK));
                if (read < 0) {
                    break;
                }
                if (received.size() + read > mostBytes) {
                    return Refused.TOO_LARGE;
                }
                received.write(chunk, 0, read);
            }
        } catch (IOException e) {
            return Refused.BROKEN;
        }
        return new Received(received.toByteArray());
    }

    /** In HTTP/1.1 a request has a body when it says how long, or that it comes in chunks. */
    private static boolean hasBody(HttpServletRequest request) {
        return request.getContentLengthLong() > 0
                || request.getContentLengthLong() < 0 && request.getHeader("Transfer-Encoding") != null;
    }

    /** One body being read as it arrives; whichever event settles it first sends the request on. */
    private final class Reading implements ReadListener, AsyncListener {
        private final AsyncContext async;
        private final ServletInputStream in;
        private final ByteArrayOutputStream received;
        private final AtomicBoolean settled = new AtomicBoolean();
        private final byte[] chunk = new byte[CHUNK];

        /** @param received what had arrived before the request waited */
        Reading(AsyncContext async, ServletInputStream in, ByteArrayOutputStream received) {
            this.async = async;
            this.in = in;
            this.received = received;
        }

        @Override
        public void onDataAvailable() throws IOException {
            while (!settled.get() && in.isReady()) {
                int read = in.read(chunk);
                if (read < 0) {
                    return;
                }
                if (received.size() + read > mostBytes) {
                    settle(Refused.TOO_LARGE);
                    return;
                }
                received.write(chunk, 0, read);
            }
        }

        @Override
        public void onAllDataRead() {
            settle(new Received(received.toByteArray()));
        }

        @Override
        public void onError(Throwable failure) {
            settle(failure instanceof TimeoutException || failure.getCause() instanceof TimeoutException
                    ? Refused.TOO_SLOW : Refused.BROKEN);
        }

        @Override
        public void onTimeout(AsyncEvent event) {
            settle(Refused.TOO_SLOW);
        }

        @Override
        public void onError(AsyncEvent event) {
            onError(event.getThrowable());
        }

        @Override
        public void onComplete(AsyncEvent event) {
            // The request was answered; nothing is left to do.
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
            // Only this filter reads asynchronously.
        }

        private void settle(Body body) {
            if (settled.compareAndSet(false, true)) {
                async.getRequest().setAttribute(ATTRIBUTE, body);
                async.dispatch();
            }
        }
    }

    /** The request as the handlers see it: its body read from memory. */
    private static final class ReceivedRequest extends HttpServletRequestWrapper {
        private final byte[] bytes;

        ReceivedRequest(HttpServletRequest request, byte[] bytes) {
            super(request);
            this.bytes = bytes;
        }

        @Override
        public int getContentLength() {
            return bytes.length;
        }

        @Override
        public long getContentLengthLong() {
            return bytes.length;
        }

        @Override
        public ServletInputStream getInputStream() {
            return new BytesInputStream(bytes);
        }

        @Override
        public BufferedReader getReader() {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), charset));
        }
    }

    /** A body held in memory, read as a servlet's input. */
    private static final class BytesInputStream extends ServletInputStream {
        private final ByteArrayInputStream bytes;

        BytesInputStream(byte[] bytes) {
            this.bytes = new ByteArrayInputStream(bytes);
        }

        @Override
        public int read() {
            return bytes.read();
        }

        @Override
        public int read(byte[] into, int offset, int length) {
            return bytes.read(into, offset, length);
        }

        @Override
        public boolean isFinished() {
            return bytes.available() == 0;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setReadListener(ReadListener listener) {
            throw new IllegalStateException("the body has been read already");
        }
    }
}
