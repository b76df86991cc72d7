package dev.grundy.solve;

import dev.grundy.core.Component;
import dev.grundy.core.Convention;
import dev.grundy.core.Footprint;
import dev.grundy.core.Game;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Outcome;
import dev.grundy.text.Phrase;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.PositionMoves;
import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Term;
import dev.grundy.core.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Every-SG convention: each turn the player moves in every component that still has a move,
 * and whoever makes the last move wins (Winning Ways ch. 9, "continued conjunctive compounds";
 * the Every-SG of contest tutorials). Each component is valued by its step ({@link StepSolver}),
 * and the player to move wins iff the largest step among the components is odd: the winner of the
 * longest component keeps it going to the end, while the rest end no later. A move is joint — one
 * move per live component — and wins iff the largest step it leaves is even ({@link JointMoves}).
 *
 * <p>Cost: the steps of the states the components reach, memoised per game and charged to the
 * budget, plus the components' moves; the winning joint moves are listed up to the budget's limit
 * and counted without enumeration. Games that may not end, and games played misère on their own
 * (whose last mover loses), are refused.
 */
public final class EverySolver implements PositionSolver {
    /** Why an Every-SG answer carries no nim-value. */
    public static final Phrase NO_VALUE = Phrase.of("reason.everyNoValue");
    /** How many joint moves a losing opponent weighs, besides the one the step rule plays. */
    private static final int TRIES = 63;

    private final SearchBudget budget;
    private final Map<Game<?>, StepSolver<?>> steps = new HashMap<>();

    /** @param budget charged one state for every component position whose step is worked out */
    public EverySolver(SearchBudget budget) {
        this.budget = budget;
    }

    @Override
    public Solution solve(Position position) {
        List<EveryLane> lanes = lanes(position);
        List<EveryLane> live = lanes.stream().filter(lane -> lane.step() > 0).toList();
        int largest = largest(lanes);
        Outcome outcome = largest % 2 == 1 ? Outcome.N : Outcome.P;
        PositionMoves winning = outcome == Outcome.N ? JointMoves.winning(live, budget.mostListed()) : PositionMoves.none();
        return new Solution(position, Convention.EVERY, outcome, Value.none(NO_VALUE), winning, explanation(lanes, largest));
    }

    @Override
    public MoveList moves(Position position, int limit) {
        List<EveryLane> live = lanes(position).stream().filter(lane -> lane.step() > 0).toList();
        List<List<EveryLane.Option>> choices = live.stream().map(EveryLane::options).toList();
        Value none = Value.none(NO_VALUE);
        List<ValuedMove> moves = new ArrayList<>();
        if (!live.isEmpty()) {
            for (PositionMove move : JointMoves.first(choices, limit)) {
                moves.add(new ValuedMove(move, none, largestLeft(live, move) % 2 == 0 ? Outcome.P : Outcome.N));
            }
        }
        boolean complete = JointMoves.product(live, step -> true).compareTo(BigInteger.valueOf(moves.size())) <= 0;
        return new MoveList(none, moves, live.isEmpty() || complete);
    }

    /** A losing player plays the step rule's joint move first: it makes the opponent's win longest. */
    @Override
    public List<PositionMove> losingTries(Position position) {
        List<EveryLane> live = lanes(position).stream().filter(lane -> lane.step() > 0).toList();
        if (live.isEmpty()) {
            return List.of();
        }
        List<PositionMove> tries = new ArrayList<>();
        tries.add(PositionMove.together(live.stream().map(lane -> lane.stepMove().move()).toList()));
        tries.addAll(JointMoves.first(live.stream().map(EveryLane::options).toList(), TRIES));
        return tries;
    }

    /** @return the largest step the joint move leaves, read from the steps of the options it takes */
    private static int largestLeft(List<EveryLane> live, PositionMove move) {
        int largest = 0;
        for (int i = 0; i < live.size(); i++) {
            PositionMove single = move.singles().get(i);
            largest = Math.max(largest, live.get(i).options().stream().filter(option -> option.move() == single)
                    .findFirst().orElseThrow().step());
        }
        return largest;
    }

    private static int largest(List<EveryLane> lanes) {
        return lanes.stream().mapToInt(EveryLane::step).max().orElse(0);
    }

    private List<EveryLane> lanes(Position position) {
        if (LoopySumSolver.needed(position)) {
            throw new InvalidPositionException("error.every.loopy");
        }
        for (Term<?> term : position.terms()) {
            if (term.game().convention() == Convention.MISERE) {
                throw new InvalidPositionException("error.every.misereGame", term.game().name());
            }
        }
        List<EveryLane> lanes = new ArrayList<>();
        for (Component<?> component : position.components()) {
            lanes.add(lane(component));
        }
        return lanes;
    }

    private <P> EveryLane lane(Component<P> component) {
        StepSolver<P> solver = stepSolver(component.game());
        List<EveryLane.Option> options = new ArrayList<>();
        for (PositionMove move : (Iterable<PositionMove>) component.moves()::iterator) {
            @SuppressWarnings("unchecked")
            List<P> parts = (List<P>) move.parts();
            // The list of options is held on top of the memo: charged, so that a memory limit holds.
            budget.spend(0, Footprint.OTHER);
            options.add(new EveryLane.Option(move, solver.stepOfSum(parts)));
        }
        return new EveryLane(component, solver.step(component.position()), options);
    }

    @SuppressWarnings("unchecked")
    private <P> StepSolver<P> stepSolver(Game<P> game) {
        return (StepSolver<P>) steps.computeIfAbsent(game, g -> new StepSolver<>(game, budget));
    }

    /** Each component's step and who wins it, then the rule that decides from the largest. */
    private static Explanation explanation(List<EveryLane> lanes, int largest) {
        Value none = Value.none(NO_VALUE);
        List<Explanation.Row> rows = lanes.stream().map(lane -> new Explanation.Row(lane.component().label(),
                lane.component().game().name(), lane.component().written(), none, List.of(stepReason(lane)))).toList();
        Phrase verdict = Phrase.of(largest % 2 == 1 ? "verdict.every.N" : "verdict.every.P", largest);
        return new Explanation(rows, none, List.of(verdict), List.of(Phrase.of("every.rule.step"), Phrase.of("every.rule.move")));
    }

    private static Phrase stepReason(EveryLane lane) {
        if (lane.step() == 0) {
            return Phrase.of("every.step.over");
        }
        return Phrase.of(lane.won() ? "every.step.won" : "every.step.lost", lane.step());
    }
}
