package dev.grundy.rules;

import dev.grundy.text.Phrase;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * One place a person's code is called from (a one-line game's lister, a formula, or one thread's
 * calls into {@code --rules}), watched so that a call that never returns can be told: a busy loop
 * ignores interrupts, so only another thread can notice it. On entry the call records what it is
 * asked and counts itself; on exit it counts again, so the count is odd while person's code runs.
 * The count is written with a release store (a plain store on x86) and no clock is read, so the
 * hot path stays cheap: a watcher that sees the same odd count for longer than its limit knows the
 * call is stuck ({@link #running}). Entered by one thread at a time, never nested.
 *
 * <p>Cost: O(1) a call, two release stores and a few plain ones; {@link #running} is O(call sites
 * alive). The scheme is a heartbeat counter, as used by watchdog timers in general.
 */
public final class CodeCall {
    /** What the person's code was asked, for the message. */
    public enum Kind {
        /** The moves of a position. */
        MOVES,
        /** A {@code --check} formula at a position. */
        FORMULA,
        /** Anything else: the name, reading or writing a position, the constructor. */
        CODE
    }

    /** A call that was running when looked at, with its count to tell whether it is still the same call. */
    public record Running(CodeCall call, long count) {
    }

    private static final VarHandle CALLS;
    // Weak: a lister or a thread's slot that is no longer used leaves the set with it.
    private static final Set<CodeCall> ALL = Collections.newSetFromMap(new WeakHashMap<>());
    private static final ThreadLocal<CodeCall> THREADS = ThreadLocal.withInitial(CodeCall::new);

    static {
        try {
            CALLS = MethodHandles.lookup().findVarHandle(CodeCall.class, "calls", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final LongFunction<String> codeWords;
    private String who;
    private Kind kind;
    private long calls;
    private long code;
    private Object position;
    private Function<Object, String> words;

    /** A call site whose position is set on each entry ({@link #enter(String, Kind, Object, Function)}). */
    private CodeCall() {
        this(null, null, null);
    }

    /**
     * @param who the game or formula, as people know it
     * @param kind what is asked
     * @param codeWords a position's words from its code, for {@link #enter(long)}
     */
    CodeCall(String who, Kind kind, LongFunction<String> codeWords) {
        this.who = who;
        this.kind = kind;
        this.codeWords = codeWords;
        synchronized (ALL) {
            ALL.add(this);
        }
    }

    /** @return the calling thread's own call site, for calls that are not on a hot path */
    static CodeCall ofThisThread() {
        return THREADS.get();
    }

    /** @param positionCode the position the person's code is asked about */
    void enter(long positionCode) {
        code = positionCode;
        CALLS.setRelease(this, calls + 1);
    }

    /**
     * @param game the game or formula
     * @param asked what is asked
     * @param about the position, or null
     * @param wordsOf the position's words, called only when the call is told
     */
    <P> void enter(String game, Kind asked, P about, Function<? super P, String> wordsOf) {
        who = game;
        kind = asked;
        position = about;
        @SuppressWarnings("unchecked")
        Function<Object, String> anyWords = (Function<Object, String>) wordsOf;
        words = anyWords;
        CALLS.setRelease(this, calls + 1);
    }

    void exit() {
        CALLS.setRelease(this, calls + 1);
        position = null;
    }

    /** @return every call into person's code running now, in any thread */
    public static List<Running> running() {
        List<CodeCall> all;
        synchronized (ALL) {
            all = new ArrayList<>(ALL);
        }
        List<Running> running = new ArrayList<>();
        for (CodeCall call : all) {
            long count = (long) CALLS.getAcquire(call);
            if ((count & 1) == 1) {
                running.add(new Running(call, count));
            }
        }
        return running;
    }

    /** @return the game or formula, e.g. {@code line} or {@code --check} */
    public String who() {
        return who;
    }

    /** @return what the code was asked */
    public Kind kind() {
        return kind;
    }

    /**
     * The position asked about, in its words. For {@code --rules} this calls the person's
     * {@code format}, which may itself not return: call it where that cannot hang the caller.
     *
     * @return the position, or null when the call is about none
     */
    public String position() {
        if (codeWords != null) {
            return codeWords.apply(code);
        }
        Object about = position;
        Function<Object, String> wordsOf = words;
        return about == null || wordsOf == null ? null : wordsOf.apply(about);
    }

    /** @return what was asked, for the message: e.g. "the moves of 5" */
    public Phrase asked() {
        String where = position();
        return switch (kind) {
            case MOVES -> Phrase.of("call.moves", where);
            case FORMULA -> Phrase.of("call.formula", where);
            case CODE -> where == null ? Phrase.of("call.code") : Phrase.of("call.codeAt", where);
        };
    }
}
