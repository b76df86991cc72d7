package dev.grundy.solve;

import dev.grundy.core.Moves;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.budget.SearchBudget;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.IntPredicate;

/**
 * The joint moves of a position under the Every-SG convention — one move in every component that
 * can move — listed and counted without going through all of them: there are as many as the
 * product of the components' numbers of moves.
 *
 * <p>A joint move wins exactly when the largest step it leaves is even. Those leaving largest step
 * exactly E (even) are counted as ∏ #{options ≤ E} − ∏ #{options &lt; E} over the components, and
 * listed without a miss or a repeat by the first component whose option has step E: the ones before
 * it take options below E, it takes one of step E, the ones after it options up to E. Listing costs
 * the moves listed; counting O(components × distinct even steps).
 */
final class JointMoves {
    private JointMoves() {
    }

    /**
     * @param lanes the components that can move, at least one
     * @param limit the most moves to list
     * @return the winning joint moves, the quickest wins (smallest largest step left) first, with
     *     their count ({@link Moves#UNKNOWN} beyond a {@code long})
     */
    static PositionMoves winning(List<EveryLane> lanes, int limit) {
        TreeSet<Integer> evens = new TreeSet<>();
        lanes.forEach(lane -> lane.options().forEach(option -> {
            if (option.step() % 2 == 0) {
                evens.add(option.step());
            }
        }));
        List<PositionMove> listed = new ArrayList<>();
        BigInteger count = BigInteger.ZERO;
        for (int even : evens) {
            count = count.add(product(lanes, step -> step <= even)).subtract(product(lanes, step -> step < even));
            for (int first = 0; first < lanes.size() && listed.size() < limit; first++) {
                int at = first;
                List<List<EveryLane.Option>> choices = new ArrayList<>();
                for (int i = 0; i < lanes.size(); i++) {
                    int index = i;
                    IntPredicate allowed = index < at ? step -> step < even : index == at ? step -> step == even : step -> step <= even;
                    choices.add(lanes.get(i).options().stream().filter(option -> allowed.test(option.step())).toList());
                }
                listed.addAll(first(choices, limit - listed.size()));
            }
        }
        long counted = count.bitLength() < Long.SIZE ? count.longValue() : Moves.UNKNOWN;
        return new PositionMoves(listed, counted == listed.size(), counted);
    }

    /**
     * @param choices for each component, the options it may take
     * @param limit the most joint moves to make
     * @return the first joint moves of the product, in odometer order (the last component turning fastest)
     */
    static List<PositionMove> first(List<List<EveryLane.Option>> choices, long limit) {
        List<PositionMove> made = new ArrayList<>();
        if (choices.stream().anyMatch(List::isEmpty)) {
            return made;
        }
        int[] at = new int[choices.size()];
        while (made.size() < limit) {
            SearchBudget.stopIfInterrupted();
            List<PositionMove> singles = new ArrayList<>(at.length);
            for (int i = 0; i < at.length; i++) {
                singles.add(choices.get(i).get(at[i]).move());
            }
            made.add(PositionMove.together(singles));
            int turning = at.length - 1;
            while (turning >= 0 && ++at[turning] == choices.get(turning).size()) {
                at[turning--] = 0;
            }
            if (turning < 0) {
                break;
            }
        }
        return made;
    }

    /** @return how many joint moves choose, in every component, an option whose step passes the test */
    static BigInteger product(List<EveryLane> lanes, IntPredicate allowed) {
        BigInteger product = BigInteger.ONE;
        for (EveryLane lane : lanes) {
            product = product.multiply(BigInteger.valueOf(lane.options().stream().filter(option -> allowed.test(option.step())).count()));
        }
        return product;
    }
}
