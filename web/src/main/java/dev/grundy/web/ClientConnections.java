package dev.grundy.web;

import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.HttpConnection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Keeps slow request heads and greedy clients from holding the server's connections. Jetty closes a
 * connection that stays silent, but a client that sends its head a byte every few seconds is never
 * silent; and all connections counted, one client could hold them all. So, on the connector:
 * <ul>
 * <li>a head that has begun to arrive must be whole within the head time: a sweep, four times per
 *     head time, closes a connection seen in the middle of the same head for longer (so it is cut
 *     off after between one and one and a half head times);</li>
 * <li>past its share of connections, a client's oldest connection that is waiting for a request —
 *     none begun, or its head or body still arriving, not one being answered — is closed, or the new one if none waits: a client that floods the
 *     server pushes out its own connections, never another client's, and a request that arrives
 *     at once is served even from the flooding address.</li>
 * </ul>
 */
final class ClientConnections extends AbstractLifeCycle implements Connection.Listener {
    private final long headNanos;
    private final int perClient;
    private final Map<HttpConnection, Tracked> open = new ConcurrentHashMap<>();
    private ScheduledExecutorService sweeper;

    /** What is known of one connection: its client, since when it is open, and its current head. */
    private static final class Tracked {
        final InetAddress client;
        final long openedNanos = System.nanoTime();
        long headSeenNanos;
        long headOfMessage = -1;

        Tracked(InetAddress client) {
            this.client = client;
        }
    }

    /**
     * @param headMillis how long a head may take once it has begun to arrive
     * @param perClient connections held at once from one address
     */
    ClientConnections(long headMillis, int perClient) {
        this.headNanos = TimeUnit.MILLISECONDS.toNanos(headMillis);
        this.perClient = perClient;
    }

    @Override
    protected void doStart() {
        sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "grundy-head-sweeper");
            thread.setDaemon(true);
            return thread;
        });
        long period = Math.max(1, headNanos / 4);
        sweeper.scheduleAtFixedRate(this::closeSlowHeads, period, period, TimeUnit.NANOSECONDS);
    }

    @Override
    protected void doStop() {
        sweeper.shutdownNow();
        open.clear();
    }

    @Override
    public void onOpened(Connection connection) {
        if (!(connection instanceof HttpConnection http)
                || !(http.getEndPoint().getRemoteSocketAddress() instanceof InetSocketAddress remote)) {
            return;
        }
        InetAddress client = remote.getAddress();
        open.put(http, new Tracked(client));
        synchronized (this) {
            if (open.values().stream().filter(tracked -> tracked.client.equals(client)).count() > perClient) {
                open.entrySet().stream()
                        .filter(entry -> entry.getValue().client.equals(client) && waiting(entry.getKey()) && entry.getKey() != http)
                        .min(Comparator.comparingLong(entry -> entry.getValue().openedNanos))
                        .map(Map.Entry::getKey)
                        .orElse(http)
                        .getEndPoint().close();
            }
        }
    }

    @Override
    public void onClosed(Connection connection) {
        open.remove(connection);
    }

    /** Waiting for a request, not answering one: none has begun, or its head or body is still arriving. */
    private static boolean waiting(HttpConnection connection) {
        return connection.getParser().isStart() || connection.getParser().inHeaderState()
                || connection.getParser().inContentState();
    }

    private void closeSlowHeads() {
        long now = System.nanoTime();
        open.forEach((connection, tracked) -> {
            if (!connection.getParser().inHeaderState() || connection.getParser().isStart()) {
                tracked.headOfMessage = -1;
            } else if (tracked.headOfMessage != connection.getMessagesIn()) {
                tracked.headOfMessage = connection.getMessagesIn();
                tracked.headSeenNanos = now;
            } else if (now - tracked.headSeenNanos >= headNanos) {
                connection.getEndPoint().close();
            }
        });
    }
}
