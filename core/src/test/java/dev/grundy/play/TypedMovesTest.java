package dev.grundy.play;

import dev.grundy.Positions;
import dev.grundy.RandomPositions;
import dev.grundy.core.Component;
import dev.grundy.core.Move;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.Phrase;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Moves typed by a person: each legal move can be typed, and what is typed is a legal move or an error. */
class TypedMovesTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "nim 3 4 5                        | 2 3     | nim 3 1 5",
        "nim 3 4 5                        | 3 5     | nim 3 4 0",
        "bash:3 10 + nim 2                | 1 3     | bash:3 7 + nim 2",
        "bash:3 10 + nim 2                | 2 2     | bash:3 10 + nim 0",
        "kayles 7                         | 1 1 2   | kayles 2 4",
        "kayles 7                         | 1 2     | kayles 5",
        "kayles 1 + nim 1                 | 1 1     | kayles 0 + nim 1",
        "grundy-game 7                    | 1 0 3   | grundy-game 3 4",
        "lasker 5                         | 1 0 2   | lasker 2 3",
        "wythoff 4 7                      | a 2     | wythoff 2 7",
        "wythoff 4 7                      | b 7     | wythoff 4 0",
        "wythoff 4 7                      | both 4  | wythoff 0 3",
        "fibonacci-nim 10                 | 3       | fibonacci-nim 7 6",
        "moore:2 3 4 5                    | 1 1 3 2 | moore:2 2 4 3",
        "misere-bash:3 5                  | 2       | misere-bash:3 3",
        "kayles 5 + wythoff 1 2 + fibonacci-nim 10 | both 1 | kayles 5 + wythoff 0 1 + fibonacci-nim 10 9",
        "wythoff 1 2 + fibonacci-nim 10   | 3       | wythoff 1 2 + fibonacci-nim 7 6",
    })
    void readsTheGamesOwnWords(String position, String typed, String after) {
        assertThat(TypedMoves.read(Positions.parse(position), typed).to()).hasToString(after);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "nim 3 4 5              | 4 1      | there is no heap 4: the heaps are numbered 1 to 3",
        "nim 3 4 5              | 0 1      | there is no heap 0: the heaps are numbered 1 to 3",
        "nim 3 4 5              | 2 9      | nim: at most 4 may be taken from a heap of 4",
        "nim 3 4 5              | 2        | nim: type how many to take, e.g. '3'",
        "nim 3 4 5              | take 2   | type the heap's number and how many to take, e.g. '2 3', or also the part left on one side, e.g. '2 1 3'",
        "bash:3 10              | 1 4      | bash:3: at most 3 may be taken from a heap of 10",
        "subtract:2,5 10        | 1 3      | subtract:2,5 allows no such move from 10",
        "kayles 7               | 1 1 6    | a part of 6 leaves nothing on the other side of 6",
        "wythoff 4 7            | c 1      | type a pile and how many to take: 'a 2', 'b 2' or 'both 2'",
        "wythoff 4 7            | both 5   | cannot take 5 from the piles (4, 7)",
        "nim 3 4 5              | #13      | there is no move #13: type 'moves' to see them",
        "nim 3 4 5              | #x       | type the move's number from the list 'moves' shows, e.g. '#2'",
        "wythoff 1 2 + wythoff 3 5 | a 1   | this position has several games without heaps, and the words are a move of none or of more than one: type the move's number from 'moves', e.g. '#2'",
    })
    void explainsWhyWordsAreNoMove(String position, String typed, String reason) {
        assertThatThrownBy(() -> TypedMoves.read(Positions.parse(position), typed))
                .isInstanceOfSatisfying(InvalidPositionException.class, e -> assertThat(e.phrase()).hasToString(reason));
    }

    @Test
    void aNumberPicksTheMoveAtThatPlaceOfTheList() {
        Position position = Positions.parse("wythoff 1 2 + wythoff 3 5");
        List<PositionMove> moves = position.moves().toList();

        for (int i = 0; i < moves.size(); i++) {
            assertThat(TypedMoves.read(position, "#" + (i + 1))).isEqualTo(moves.get(i));
        }
    }

    @Test
    void helpListsTheFormsOfEachGameOnce() {
        assertThat(TypedMoves.forms(Positions.parse("nim 3 + bash:2 4 + wythoff 1 2")))
                .extracting(Phrase::key).containsExactly("forms.heap", "forms.wythoff", "forms.byNumber");
    }

    @Property(tries = 300)
    void typingHeapTakeAndPartReadsExactlyTheLegalMoves(@ForAll("heapSums") String text, @ForAll @IntRange(max = 4) int heap,
                                                       @ForAll @IntRange(max = 7) int taken, @ForAll @IntRange(max = 4) int part) {
        Position position = Positions.parse(text);
        Map<String, Position> spellings = spellings(position);
        String typed = heap + " " + taken + (part > 0 ? " " + part : "");

        if (spellings.containsKey(typed)) {
            assertThat(TypedMoves.read(position, typed).to().canonical()).as(typed).isEqualTo(spellings.get(typed));
        } else {
            assertThatThrownBy(() -> TypedMoves.read(position, typed)).as(typed).isInstanceOf(InvalidPositionException.class);
        }
    }

    @Property(tries = 100)
    void everyLegalMoveCanBeTyped(@ForAll("heapSums") String text) {
        Position position = Positions.parse(text);

        spellings(position).forEach((typed, after) ->
                assertThat(TypedMoves.read(position, typed).to().canonical()).as(typed).isEqualTo(after));
    }

    /** Every way to type each legal move: heap number, how many it takes, and either part it leaves. */
    private static Map<String, Position> spellings(Position position) {
        Map<String, Position> spellings = new HashMap<>();
        int heapNumber = 0;
        for (Component<?> component : position.components()) {
            heapNumber++;
            @SuppressWarnings("unchecked")
            Component<BigInteger> heap = (Component<BigInteger>) component;
            for (Move<BigInteger> move : heap.game().moves(heap.position())) {
                List<BigInteger> parts = move.to().stream().filter(p -> p.signum() > 0).toList();
                BigInteger taken = heap.position().subtract(parts.stream().reduce(BigInteger.ZERO, BigInteger::add));
                String words = heapNumber + " " + taken;
                Position after = heap.lift(move).to().canonical();
                if (parts.size() < 2) {
                    spellings.put(words, after);
                } else {
                    parts.forEach(part -> spellings.put(words + " " + part, after));
                }
            }
        }
        return spellings;
    }

    @Provide
    Arbitrary<String> heapSums() {
        Arbitrary<String> octal = Arbitraries.strings().withChars("01234567").ofMinLength(1).ofMaxLength(4)
                .map(digits -> "octal:0." + digits + " 6 3");
        return Arbitraries.oneOf(RandomPositions.smallSums(), octal);
    }
}
