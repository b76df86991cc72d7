package dev.grundy.browser;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSExport;

import java.util.List;
import java.util.Locale;

/**
 * The compiled engine's entry points, called by the page's worker ({@code worker.js}) with the
 * fields of the server's requests; each returns the server's JSON answer. A limit of
 * {@link #NONE} stands for none given. The worker's searches report their states to the page as they go.
 */
public final class WorkerMain {
    /** A limit or a heap count the request did not give. */
    public static final int NONE = Integer.MIN_VALUE;
    private static final StaticApi API = new StaticApi(WorkerMain::explored);

    private WorkerMain() {
    }

    public static void main(String[] args) {
        // The exports are the entry points; nothing runs when the script loads.
    }

    @JSExport
    public static String solve(String position, String convention, int limit, String lang) {
        return API.solve(question(position, convention, limit), locale(lang));
    }

    @JSExport
    public static String moves(String position, String convention, int limit, String lang) {
        return API.moves(question(position, convention, limit), locale(lang));
    }

    @JSExport
    public static String play(String position, String convention, String lang) {
        return API.play(question(position, convention, NONE), locale(lang));
    }

    @JSExport
    public static String sequence(String game, int to, String lang) {
        return API.sequence(game, to == NONE ? null : to, locale(lang));
    }

    /** @param ranges the ranges, one per number ({@code 0..20}); null for none given */
    @JSExport
    public static String table(String game, String[] ranges, String lang) {
        return API.table(game, ranges == null ? null : List.of(ranges), locale(lang));
    }

    @JSExport
    public static String quotient(String game, int to, String lang) {
        return API.quotient(game, to == NONE ? null : to, locale(lang));
    }

    @JSExport
    public static String wythoff(String to, String lang) {
        return API.wythoffPairs(to, locale(lang));
    }

    @JSExport
    public static String games(String lang) {
        return API.games(locale(lang));
    }

    @JSExport
    public static String texts(String lang) {
        return API.texts(locale(lang));
    }

    @JSExport
    public static String timeUp(String lang) {
        return API.timeUp(locale(lang));
    }

    @JSExport
    public static int maxMillis() {
        return (int) API.maxMillis();
    }

    /** @param millis how long each following call may compute (the page's first answer, on its own thread, takes less) */
    @JSExport
    public static void limitTime(int millis) {
        API.limitTime(millis);
    }

    /** @return true when the last call stopped at its time limit */
    @JSExport
    public static boolean timedOut() {
        return API.timedOut();
    }

    private static StaticApi.Question question(String position, String convention, int limit) {
        return new StaticApi.Question(position, convention, limit == NONE ? null : limit);
    }

    private static Locale locale(String lang) {
        return "zh".equals(lang) ? Locale.SIMPLIFIED_CHINESE : Locale.ENGLISH;
    }

    private static void explored(long states) {
        report(states);
    }

    @JSBody(params = "states", script = "if (globalThis.grundyProgress) { globalThis.grundyProgress(states); }")
    private static native void report(double states);
}
