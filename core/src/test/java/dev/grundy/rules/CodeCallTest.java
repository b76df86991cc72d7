package dev.grundy.rules;

import dev.grundy.core.Move;
import dev.grundy.core.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A call into person's code is seen running, with what it was asked, while it runs, and not after. */
class CodeCallTest {

    /** A formula that waits for the test before it answers, as a stuck one would never answer. */
    private static final class WaitingFormula extends CompiledFormula {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        protected Object evaluate(long a, long b) {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return a == b;
        }
    }

    /** Rules whose moves wait for the test. */
    private static final class WaitingRules implements Rules<Integer> {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public String name() {
            return "waiting";
        }

        @Override
        public Integer parse(List<String> words) {
            return Integer.parseInt(words.get(0));
        }

        @Override
        public String format(Integer heap) {
            return "heap " + heap;
        }

        @Override
        public Iterable<Move<Integer>> moves(Integer heap) {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return List.of();
        }
    }

    @Test
    void aFormulaIsSeenRunningAtItsPositionUntilItReturns() throws Exception {
        WaitingFormula formula = new WaitingFormula();
        Thread caller = new Thread(() -> formula.at(new long[] {3, 4}));
        caller.start();
        assertThat(formula.entered.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(saidOfRunning("--check")).containsExactly("the formula at 3 4");

        formula.release.countDown();
        caller.join(10_000);
        assertThat(saidOfRunning("--check")).isEmpty();
    }

    @Test
    void movesOfRulesAreSeenRunningWithThePositionInTheRulesWords() throws Exception {
        WaitingRules rules = new WaitingRules();
        GuardedRules<Integer> guarded = new GuardedRules<>(rules);
        Thread caller = new Thread(() -> guarded.moves(7));
        caller.start();
        assertThat(rules.entered.await(10, TimeUnit.SECONDS)).isTrue();

        assertThat(saidOfRunning("waiting")).containsExactly("the moves of heap 7");

        rules.release.countDown();
        caller.join(10_000);
        assertThat(saidOfRunning("waiting")).isEmpty();
    }

    @Test
    void aLineThatReturnsLeavesNoCallRunning() {
        OneLineRules line = new RulesLoader().line("n -> take(n, 1, 2)");
        line.moves(line.parse(List.of("9")));

        assertThat(saidOfRunning(OneLineRules.NAME)).isEmpty();
    }

    private static List<String> saidOfRunning(String who) {
        return CodeCall.running().stream().map(CodeCall.Running::call).filter(call -> who.equals(call.who()))
                .map(call -> call.asked().in(Locale.ENGLISH)).toList();
    }
}
