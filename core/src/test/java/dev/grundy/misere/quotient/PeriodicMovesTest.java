package dev.grundy.misere.quotient;

import dev.grundy.core.Move;
import dev.grundy.heap.OctalGame;
import dev.grundy.heap.TakeAndBreak;
import dev.grundy.heap.TakeAndBreakValues;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The winning moves of a heap found by Φ's period, against those found by going through every move
 * of the heap, on heaps where both can answer; and the count against the list.
 */
class PeriodicMovesTest {
    private static final QuotientBuilder.Result KAYLES = QuotientBuilderTest.octal("0.77", 300);
    private static final QuotientBuilder.Result OCTAL_075 = QuotientBuilderTest.octal("0.75", 200);

    @Property(tries = 60)
    void kaylesMovesByThePeriodAreTheMovesThatWin(@ForAll @IntRange(min = 190, max = 420) int heap,
                                                   @ForAll @IntRange(min = 0, max = 39) int rest) {
        assertAgrees(KAYLES.quotient(), heap, rest);
    }

    @Property(tries = 30)
    void octal075MovesByThePeriodAreTheMovesThatWin(@ForAll @IntRange(min = 0, max = 300) int extra,
                                                     @ForAll @IntRange(min = 0, max = 7) int rest) {
        PeriodicMoves periodic = periodic(OCTAL_075.quotient());
        assertAgrees(OCTAL_075.quotient(), periodic.leastHeap().intValueExact() + extra, rest);
    }

    private static void assertAgrees(MisereQuotient quotient, int heap, int rest) {
        PeriodicMoves periodic = periodic(quotient);
        BigInteger big = BigInteger.valueOf(heap);
        List<List<BigInteger>> expected = StreamSupport.stream(game(quotient).moves(big).spliterator(), false)
                .filter(move -> quotient.monoid().isP(quotient.monoid().times(rest, quotient.product(move.to()))))
                .map(Move::to).toList();

        List<List<BigInteger>> found = periodic.winning(big, rest).map(Move::to).toList();

        assertThat(found).isEqualTo(expected);
        assertThat(periodic.count(big, rest)).isEqualTo(BigInteger.valueOf(expected.size()));
    }

    private static PeriodicMoves periodic(MisereQuotient quotient) {
        return new PeriodicMoves(game(quotient), quotient, HeapRules.of(game(quotient)).take());
    }

    private static OctalGame game(MisereQuotient quotient) {
        String code = quotient.game().replace("octal:", "");
        return new OctalGame(new TakeAndBreakValues(TakeAndBreak.parse(code, quotient.game())));
    }
}
