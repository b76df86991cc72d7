package dev.grundy.web;

import dev.grundy.budget.HeapWatch;
import dev.grundy.budget.SearchBudget;
import dev.grundy.pattern.TableRange;
import dev.grundy.text.GrundyException;

import java.util.List;

/**
 * The work one request may do and the room one client may take, so that no request and no client
 * can take the server down: how many states a search may explore, how long it may run, how large a
 * request body and an answer may be, how long a Grundy sequence may be asked for, how long a request
 * may take to arrive, and how many connections are held at once.
 *
 * @param maxStates states a search may explore
 * @param maxMillis wall time a request may compute, in milliseconds
 * @param maxBodyBytes the largest request body accepted, counted in the bytes actually received,
 *     whether the body is sent with a Content-Length or in chunks
 * @param maxSequence the longest Grundy sequence answered
 * @param readMillis how long a request's whole body may take to arrive, and how long a connection
 *     may stay silent, in milliseconds
 * @param maxConnections connections held at once; further clients wait to be accepted
 * @param maxAnswerBytes the largest answer sent: winning moves and moves that do not fit are left
 *     out (the count says how many there are), and an answer that still does not fit is refused
 * @param maxMemoryBytes the memory one request's searches may hold, by the estimated size of their
 *     states
 * @param headMillis how long a request's head may take to arrive once its first byte has, in
 *     milliseconds, however it trickles
 * @param maxConnectionsPerClient connections held at once from one address; past it, the oldest
 *     of that address's connections waiting for a request is closed
 */
public record WebLimits(long maxStates, long maxMillis, int maxBodyBytes, int maxSequence,
                        long readMillis, int maxConnections, int maxAnswerBytes, long maxMemoryBytes,
                        long headMillis, int maxConnectionsPerClient) {
    /** States a request may explore unless configured otherwise. */
    public static final long DEFAULT_MAX_STATES = 1_000_000L;
    /** Milliseconds a request may compute unless configured otherwise. */
    public static final long DEFAULT_MAX_MILLIS = 5_000L;
    /** The largest request body accepted unless configured otherwise. */
    public static final int DEFAULT_MAX_BODY_BYTES = 16 * 1024;
    /** The longest sequence answered unless configured otherwise. */
    public static final int DEFAULT_MAX_SEQUENCE = 100_000;
    /**
     * Milliseconds a body may take to arrive, and a connection may stay silent, unless configured
     * otherwise: a body of 16 KB crosses any network in well under a second, and a browser reconnects
     * when its idle connection is closed.
     */
    public static final long DEFAULT_READ_MILLIS = 10_000L;
    /**
     * Connections held at once unless configured otherwise: a classroom needs a few each, and a
     * connection waiting for its body costs no thread, only a socket and a buffer of up to
     * {@link #DEFAULT_MAX_BODY_BYTES}.
     */
    public static final int DEFAULT_MAX_CONNECTIONS = 1_000;
    /**
     * The largest answer sent unless configured otherwise: 4 MiB holds the 10,000 moves
     * {@code /api/moves} lists at most, each leading to a position of about 300 characters, and a
     * sequence of 100,000 values several times over.
     */
    public static final int DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;
    /**
     * The memory one request may hold unless configured otherwise: a quarter of Java's heap, so
     * that a few requests at their limit at once still leave the server room (and {@link
     * dev.grundy.budget.HeapWatch} stops any search before the heap is full).
     */
    public static final long DEFAULT_MAX_MEMORY_BYTES = HeapWatch.max() / 4;
    /**
     * Milliseconds a request's head may take unless configured otherwise: a browser sends it in one
     * packet; a client that trickles it a byte at a time is cut off, so it cannot hold a connection
     * for longer than this.
     */
    public static final long DEFAULT_HEAD_MILLIS = 5_000L;
    /**
     * Connections from one address unless configured otherwise: a quarter of all, so one client
     * cannot take them all; a classroom behind one address still has 250.
     */
    public static final int DEFAULT_MAX_CONNECTIONS_PER_CLIENT = DEFAULT_MAX_CONNECTIONS / 4;
    /** The most positions a table holds: 100 × 100, or 10,000 heaps. */
    public static final int MOST_TABLE_CELLS = 10_000;
    /** The last heap a misère quotient is built to when none is asked: it stops sooner once final. */
    public static final int QUOTIENT_LAST_HEAP = 300;
    /** The largest order a misère quotient may reach, as the command line's default. */
    public static final int MOST_QUOTIENT_ORDER = 2_000;

    /** @throws IllegalArgumentException if a limit is not positive */
    public WebLimits {
        if (maxStates <= 0 || maxMillis <= 0 || maxBodyBytes <= 0 || maxSequence <= 0
                || readMillis <= 0 || maxConnections <= 0 || maxAnswerBytes <= 0 || maxMemoryBytes <= 0
                || headMillis <= 0 || maxConnectionsPerClient <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /**
     * The limits with the default time for a request's head and connections per client.
     *
     * @throws IllegalArgumentException if a limit is not positive
     */
    public WebLimits(long maxStates, long maxMillis, int maxBodyBytes, int maxSequence,
                     long readMillis, int maxConnections, int maxAnswerBytes, long maxMemoryBytes) {
        this(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, maxConnections, maxAnswerBytes,
                maxMemoryBytes, DEFAULT_HEAD_MILLIS, Math.min(maxConnections, DEFAULT_MAX_CONNECTIONS_PER_CLIENT));
    }

    /**
     * The limits with the default memory one request may hold.
     *
     * @throws IllegalArgumentException if a limit is not positive
     */
    public WebLimits(long maxStates, long maxMillis, int maxBodyBytes, int maxSequence,
                     long readMillis, int maxConnections, int maxAnswerBytes) {
        this(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, maxConnections, maxAnswerBytes,
                DEFAULT_MAX_MEMORY_BYTES);
    }

    /**
     * The limits of work, with the default limits of clients.
     *
     * @param maxStates states a search may explore
     * @param maxMillis wall time a request may compute, in milliseconds
     * @param maxBodyBytes the largest request body accepted
     * @param maxSequence the longest Grundy sequence answered
     * @throws IllegalArgumentException if a limit is not positive
     */
    public WebLimits(long maxStates, long maxMillis, int maxBodyBytes, int maxSequence) {
        this(maxStates, maxMillis, maxBodyBytes, maxSequence, DEFAULT_READ_MILLIS, DEFAULT_MAX_CONNECTIONS,
                DEFAULT_MAX_ANSWER_BYTES);
    }

    /** @return the default limits */
    public static WebLimits standard() {
        return new WebLimits(DEFAULT_MAX_STATES, DEFAULT_MAX_MILLIS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_SEQUENCE);
    }

    /**
     * @param millis how long a body may take to arrive, and a connection may stay silent
     * @return these limits with that one changed
     * @throws IllegalArgumentException if it is not positive
     */
    public WebLimits withReadMillis(long millis) {
        return new WebLimits(maxStates, maxMillis, maxBodyBytes, maxSequence, millis, maxConnections, maxAnswerBytes,
                maxMemoryBytes, headMillis, maxConnectionsPerClient);
    }

    /**
     * @param connections connections held at once
     * @return these limits with that one changed
     * @throws IllegalArgumentException if it is not positive
     */
    public WebLimits withMaxConnections(int connections) {
        return new WebLimits(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, connections, maxAnswerBytes,
                maxMemoryBytes, headMillis, Math.min(connections, maxConnectionsPerClient));
    }

    /**
     * @param bytes the largest answer sent
     * @return these limits with that one changed
     * @throws IllegalArgumentException if it is not positive
     */
    public WebLimits withMaxAnswerBytes(int bytes) {
        return new WebLimits(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, maxConnections, bytes,
                maxMemoryBytes, headMillis, maxConnectionsPerClient);
    }

    /**
     * @param bytes the memory one request's searches may hold
     * @return these limits with that one changed
     * @throws IllegalArgumentException if it is not positive
     */
    public WebLimits withMaxMemoryBytes(long bytes) {
        return new WebLimits(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, maxConnections, maxAnswerBytes,
                bytes, headMillis, maxConnectionsPerClient);
    }

    /**
     * @param millis how long a request's head may take to arrive
     * @param perClient connections held at once from one address
     * @return these limits with those changed
     * @throws IllegalArgumentException if one is not positive
     */
    public WebLimits withHeads(long millis, int perClient) {
        return new WebLimits(maxStates, maxMillis, maxBodyBytes, maxSequence, readMillis, maxConnections, maxAnswerBytes,
                maxMemoryBytes, millis, perClient);
    }

    /**
     * @param mostListed the most moves one answer lists
     * @return what one request may spend, as its search budget counts
     */
    public SearchBudget.Limits budget(int mostListed) {
        return new SearchBudget.Limits(maxStates, maxMemoryBytes, mostListed);
    }

    /**
     * A table's ranges, as {@code /api/table} reads them (the server's and the static edition's).
     *
     * @param ranges the ranges as written, one per number ({@code 0..20})
     * @return them read
     * @throws GrundyException if one is not a range, or they hold more than {@link #MOST_TABLE_CELLS} positions
     */
    public static List<TableRange> tableRanges(List<String> ranges) {
        List<TableRange> read = ranges.stream().map(TableRange::parse).toList();
        long cells = read.stream().mapToLong(TableRange::size).reduce(1, (a, b) -> a * Math.min(b, MOST_TABLE_CELLS + 1L));
        if (cells > MOST_TABLE_CELLS) {
            throw new GrundyException(WebText.of("error.tableCells", MOST_TABLE_CELLS, cells));
        }
        return read;
    }
}
