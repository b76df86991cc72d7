package dev.grundy.solve;

import dev.grundy.core.ImpartialGame;
import dev.grundy.core.Move;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A sum of positions plus some copies of the nim-heaps ∗2 and ∗1: the states over which a genus is
 * searched (γk is the misère nim-value of a position plus k·∗2, and a ∗2 moves to ∗1 or to 0).
 * The positions are kept in canonical form, so that equal sums are remembered once.
 *
 * @param parts the positions, in canonical form
 * @param twos how many ∗2's
 * @param ones how many ∗1's
 */
public record StarSum(Position parts, int twos, int ones) {

    /** @return the same sum with a position in canonical form */
    public static StarSum of(Position parts, int twos, int ones) {
        return new StarSum(parts.canonical(), twos, ones);
    }

    /** The moves of a star sum: a move of one of its positions, or a ∗2 to ∗1 or 0, or a ∗1 to 0. */
    public static final class Game implements ImpartialGame<StarSum> {
        private static final Phrase STAR = Phrase.literal("∗");

        /** Lazily: a position may have more moves than memory holds, and the search stops at its budget. */
        @Override
        public Iterable<Move<StarSum>> moves(StarSum sum) {
            List<Move<StarSum>> stars = new ArrayList<>();
            if (sum.twos > 0) {
                stars.add(Move.to(STAR, new StarSum(sum.parts, sum.twos - 1, sum.ones + 1)));
                stars.add(Move.to(STAR, new StarSum(sum.parts, sum.twos - 1, sum.ones)));
            }
            if (sum.ones > 0) {
                stars.add(Move.to(STAR, new StarSum(sum.parts, sum.twos, sum.ones - 1)));
            }
            return () -> Stream.concat(stars.stream(),
                    sum.parts.moves().map(move -> Move.to(move.text(), of(move.to(), sum.twos, sum.ones)))).iterator();
        }
    }
}
