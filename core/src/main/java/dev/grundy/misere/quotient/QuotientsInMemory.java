package dev.grundy.misere.quotient;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Misère quotients kept in memory only, for a front end that must not write files (the server).
 * Bounded by what the quotients hold — a quotient of order q holds a q × q multiplication table
 * and its Φ — so that no run of questions grows it past its limit: the least recently used are
 * dropped first. Thread-safe.
 */
final class QuotientsInMemory implements QuotientStore {
    /** Table entries and Φ values kept in all: about 16 MB of {@code int}s. */
    static final long MOST_ENTRIES = 4_000_000;

    private final long mostEntries;
    private final Map<String, MisereQuotient> kept = new LinkedHashMap<>(16, 0.75f, true);
    private long entries;
    private final Map<String, FailedBuild> failed = new ConcurrentHashMap<>();

    QuotientsInMemory(long mostEntries) {
        this.mostEntries = mostEntries;
    }

    @Override
    public synchronized MisereQuotient load(String game) {
        return kept.get(game);
    }

    @Override
    public synchronized void save(MisereQuotient quotient) {
        MisereQuotient before = kept.put(quotient.game(), quotient);
        entries += entries(quotient) - (before == null ? 0 : entries(before));
        Iterator<MisereQuotient> eldest = kept.values().iterator();
        while (entries > mostEntries && eldest.hasNext()) {
            MisereQuotient dropped = eldest.next();
            if (dropped != quotient) {
                entries -= entries(dropped);
                eldest.remove();
            }
        }
    }

    @Override
    public FailedBuild failure(String game) {
        return failed.get(game);
    }

    /** One small record per game asked about: bounded by the games a server knows how to name. */
    @Override
    public void remember(FailedBuild build) {
        failed.put(build.game(), build);
    }

    @Override
    public String place(String game) {
        return "memory";
    }

    /** @return the number of ints the quotient holds */
    static long entries(MisereQuotient quotient) {
        long order = quotient.order();
        return order * order + quotient.phi().length;
    }

    /** @return the table entries and Φ values held now */
    synchronized long entries() {
        return entries;
    }
}
