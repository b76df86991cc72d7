package dev.grundy.browser;

import dev.grundy.budget.ProgressListener;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The static edition's calls compute under a time limit, the server's unless the page sets a
 * shorter one, and tell when they stopped at it (here on the JVM, whose {@code Deadline} interrupts;
 * the browser's twin asks the clock, which the browser tests check).
 */
class StaticApiTimeTest {
    private static final StaticApi.Question HARD =
            new StaticApi.Question("kayles 5 6 7 8 9 10 11 12 13 14 15 16 + wythoff 1 2", "misere", null);

    @Test
    void aCallPastItsTimeLimitIsAnsweredAsTheServerAnswersIt() {
        StaticApi api = new StaticApi(ProgressListener.NONE);
        api.limitTime(200);

        assertThat(api.solve(HARD, Locale.ENGLISH))
                .isEqualTo("{\"error\":\"the computation passed the server's limit of 200 ms; try a smaller position\"}");
        assertThat(api.timedOut()).isTrue();
        assertThat(Thread.currentThread().isInterrupted()).as("the thread goes on clean").isFalse();
    }

    @Test
    void aCallWithinItsTimeLimitIsAnsweredAndSaysSo() {
        StaticApi api = new StaticApi(ProgressListener.NONE);
        api.limitTime(200);
        api.solve(HARD, Locale.ENGLISH);

        assertThat(api.solve(new StaticApi.Question("nim 3 4 5", null, null), Locale.SIMPLIFIED_CHINESE)).contains("\"outcome\":\"N\"");
        assertThat(api.timedOut()).isFalse();
    }
}
