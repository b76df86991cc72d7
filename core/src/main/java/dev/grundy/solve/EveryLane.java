package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.PositionMove;

import java.util.List;

/**
 * One component of a position played under the Every-SG convention, with its step and the steps
 * of its options: what a joint move chooses from.
 *
 * @param component the component
 * @param step its step (see {@link StepSolver})
 * @param options its moves, each with the step of what it leaves; none when it is over
 */
record EveryLane(Component<?> component, int step, List<Option> options) {

    EveryLane {
        options = List.copyOf(options);
    }

    /**
     * A move of the component and the step of what it leaves.
     *
     * @param move the move, as a move of the whole position
     * @param step the step of the component (or of the sum of parts) it leaves
     */
    record Option(PositionMove move, int step) {
    }

    /** @return true when the player to move wins this component: its step is odd */
    boolean won() {
        return step % 2 == 1;
    }

    /**
     * @return the option the step rule plays: in a won component the longest move to a lost option
     *     (step − 1, even), in a lost one the shortest (step − 1)
     */
    Option stepMove() {
        return options.stream().filter(option -> option.step() == step - 1).findFirst().orElseThrow();
    }
}
