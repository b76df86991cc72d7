package dev.grundy.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A client that writes HTTP by hand over a socket to 127.0.0.1, for what ordinary clients do not do:
 * send a body in chunks of its choosing, stop half-way, or trickle it a byte at a time. Every read
 * waits at most the time given, so no test can hang on it.
 */
final class RawHttp implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final InputStream in;

    /**
     * @param port the server's port on 127.0.0.1
     * @param readMillis the longest a read may wait
     */
    RawHttp(int port, int readMillis) throws IOException {
        socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), readMillis);
        socket.setSoTimeout(readMillis);
        out = socket.getOutputStream();
        in = socket.getInputStream();
    }

    /** @param text written as it is, in UTF-8 */
    RawHttp send(String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
        return this;
    }

    /**
     * Sends text as an attacker trickling a request does, and ignores that the server has cut
     * the connection off.
     *
     * @param text written as it is, in UTF-8
     */
    void trickle(String text) {
        try {
            send(text);
        } catch (IOException e) {
            // cut off by the server
        }
    }

    /** @param data one chunk of a chunked body */
    RawHttp chunk(String data) throws IOException {
        byte[] bytes = data.getBytes(StandardCharsets.UTF_8);
        return send(Integer.toHexString(bytes.length) + "\r\n" + data + "\r\n");
    }

    /** The head of a POST whose body follows in chunks. */
    RawHttp chunkedPost(String path) throws IOException {
        return send("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n");
    }

    /**
     * @return the response: its status line and headers, a blank line and the body, as far as the
     *     server sent it before closing or before a read timed out
     */
    String response() throws IOException {
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int read; (read = in.read(buffer)) >= 0; ) {
                received.write(buffer, 0, read);
                if (complete(received.toString(StandardCharsets.UTF_8))) {
                    break;
                }
            }
        } catch (SocketTimeoutException e) {
            if (received.size() == 0) {
                throw e;
            }
        }
        return received.toString(StandardCharsets.UTF_8);
    }

    /** @return the status code of the response, e.g. 413 */
    static int status(String response) {
        return Integer.parseInt(response.substring(response.indexOf(' ') + 1, response.indexOf(' ') + 4));
    }

    /** @return the body of a response */
    static String body(String response) {
        return response.substring(response.indexOf("\r\n\r\n") + 4);
    }

    /** A response with a Content-Length is complete once that many bytes of body are in. */
    private static boolean complete(String response) {
        int end = response.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        String head = response.substring(0, end).toLowerCase(java.util.Locale.ROOT);
        int length = head.indexOf("content-length:");
        if (length < 0) {
            return false;
        }
        int lineEnd = head.indexOf("\r\n", length);
        long expected = Long.parseLong(head.substring(length + "content-length:".length(), lineEnd < 0 ? head.length() : lineEnd).trim());
        return response.getBytes(StandardCharsets.UTF_8).length - end - 4 >= expected;
    }

    /**
     * Looks, for at most 50 ms, whether the server has closed the connection or answered on it.
     *
     * @return true if it has
     */
    boolean closedByPeer() {
        try {
            int timeout = socket.getSoTimeout();
            socket.setSoTimeout(50);
            try {
                in.read();
                return true;
            } finally {
                socket.setSoTimeout(timeout);
            }
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
