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
final class MoveFormat implements MoveWriting {
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

    @Override
    public List<String> read(String line) {
        List<BigInteger> numbers = WholeNumbers.readAll(line);
        return numbers == null || numbers.isEmpty() ? null : numbers.stream().map(BigInteger::toString).toList();
    }

    @Override
    public List<String> write(PositionMove move) {
        List<BigInteger> numbers = numbersOf(move);
        return numbers == null ? null : numbers.stream().map(BigInteger::toString).toList();
    }

    /** @return the move's numbers as this format writes them, or null when it cannot write it */
    private List<BigInteger> numbersOf(PositionMove move) {
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

    @Override
    public int component(List<String> said) {
        return named(items.indexOf("i"), said);
    }

    /**
     * @param at where the component's number is among the words, or −1
     * @param said a move as read
     * @return the component named there, from 1, or 0 when none is
     */
    static int named(int at, List<String> said) {
        BigInteger number = at < 0 || at >= said.size() ? null : WholeNumbers.read(said.get(at));
        return number == null || number.bitLength() > 31 ? 0 : number.intValue();
    }

    @Override
    public String toString() {
        return String.join(" ", items);
    }
}
