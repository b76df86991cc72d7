package dev.grundy.cli.judge;

import dev.grundy.cli.console.CliText;
import dev.grundy.core.Component;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.core.PositionMove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a move is written on a line, as the problem's output section says ({@code --answer 'move i take'}):
 *
 * <pre>
 * MOVE := ITEM { ' ' ITEM }
 * ITEM := 'i'      the number of the component moved in, from 1, in the order of the input
 *       | 'to'     the numbers it becomes: 0 when nothing is left, several when it splits
 *       | 'take'   how much smaller its one number becomes
 * </pre>
 *
 * The default is {@code i to}. A move the format cannot write (a split, written with {@code take})
 * is not one the program can give.
 */
final class MoveFormat {
    static final MoveFormat DEFAULT = new MoveFormat(List.of("i", "to"));
    private static final List<String> ITEMS = List.of("i", "to", "take");

    private final List<String> items;

    private MoveFormat(List<String> items) {
        this.items = List.copyOf(items);
    }

    /**
     * @param written e.g. {@code i take}
     * @return the format
     * @throws GrundyException for an item that is not one of {@code i}, {@code to}, {@code take}
     */
    static MoveFormat parse(String written) {
        List<String> items = List.of(written.strip().toLowerCase(Locale.ROOT).split("\\s+"));
        if (!ITEMS.containsAll(items)) {
            throw new GrundyException(CliText.of("judge.error.moveFormat", Excerpt.of(written)));
        }
        return new MoveFormat(items);
    }

    /**
     * @param move a move of a case
     * @return its numbers as this format writes them, or null when it cannot write it
     */
    List<BigInteger> write(PositionMove move) {
        List<BigInteger> to = numbers(move);
        if (to == null) {
            return null;
        }
        List<BigInteger> written = new ArrayList<>();
        for (String item : items) {
            switch (item) {
                case "i" -> written.add(BigInteger.valueOf(move.component().number()));
                case "to" -> written.addAll(to.isEmpty() ? List.of(BigInteger.ZERO) : to);
                default -> {
                    List<BigInteger> from = WholeNumbers.readAll(move.component().written());
                    if (from == null || from.size() != 1 || to.size() > 1) {
                        return null;
                    }
                    written.add(from.get(0).subtract(to.isEmpty() ? BigInteger.ZERO : to.get(0)));
                }
            }
        }
        return written;
    }

    /** @return the numbers of what the moved component becomes, or null when they are not numbers */
    private static List<BigInteger> numbers(PositionMove move) {
        List<BigInteger> numbers = new ArrayList<>();
        for (Component<?> part : move.becomes().components()) {
            List<BigInteger> read = WholeNumbers.readAll(part.written());
            if (read == null) {
                return null;
            }
            numbers.addAll(read);
        }
        return numbers;
    }

    /**
     * @param numbers numbers the program wrote
     * @return the component they name, from 1, or 0 when the format has no {@code i}
     */
    int component(List<BigInteger> numbers) {
        int at = items.indexOf("i");
        if (at < 0 || at >= numbers.size() || numbers.get(at).bitLength() > 31) {
            return 0;
        }
        return numbers.get(at).intValue();
    }

    /**
     * @param numbers a move as written
     * @return the numbers as one line
     */
    static String line(List<BigInteger> numbers) {
        return String.join(" ", numbers.stream().map(BigInteger::toString).toList());
    }

    @Override
    public String toString() {
        return String.join(" ", items);
    }
}
