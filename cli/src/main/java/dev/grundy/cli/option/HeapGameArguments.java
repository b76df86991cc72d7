package dev.grundy.cli.option;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.cli.run.Seconds;
import dev.grundy.cli.run.TimeLimit;
import dev.grundy.heap.SequenceSource;
import dev.grundy.heap.TakeAndBreakValues;
import dev.grundy.language.GameRegistry;
import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.math.BigInteger;

/** The heap game and the range of heaps that {@code sequence} and {@code plot} work on. */
public final class HeapGameArguments {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
            description = "A heap game: kayles, dawson, octal:0.6, grundy-game, subtract:1,3,4, lasker, nim, bash:3, … (left out for --moves)")
    private String game;

    @Option(names = "--to", required = true, paramLabel = "N", description = "The last heap: G(0..N).")
    private BigInteger to;

    @Mixin
    private TimeoutOption timeout;

    /**
     * @return the time limit the options ask for, started now
     */
    public TimeLimit timeLimit() {
        return TimeLimit.start(timeout.seconds(command.commandLine(), ((CommandContext) command.root().userObject()).locale()));
    }

    /** @return the seconds of --timeout, written for people */
    public String timeout() {
        return timeout.written();
    }

    /** @return the game's name as given */
    public String game() {
        return game;
    }

    /** @return the last heap; any integer is read, so that one too large is told the range, not a type */
    public int to() {
        if (to.signum() < 0 || to.compareTo(BigInteger.valueOf(TakeAndBreakValues.MAX_SIZE)) >= 0) {
            throw new ParameterException(command.commandLine(), CliText.of("error.toRange", TakeAndBreakValues.MAX_SIZE - 1, Excerpt.of(to.toString()))
                    .in(((CommandContext) command.root().userObject()).locale()));
        }
        return to.intValueExact();
    }

    /**
     * @param most the largest heap allowed
     * @return the last heap, for runs beyond {@link #to()}'s range
     */
    public long to(long most) {
        if (to.signum() < 0 || to.compareTo(BigInteger.valueOf(most)) > 0) {
            throw new ParameterException(command.commandLine(), CliText.of("error.toRange", most, Excerpt.of(to.toString()))
                    .in(((CommandContext) command.root().userObject()).locale()));
        }
        return to.longValueExact();
    }

    /** @return whether the last heap is at least this one */
    public boolean toAtLeast(long heap) {
        return to.compareTo(BigInteger.valueOf(heap)) >= 0;
    }

    /**
     * @param registry the games known by name
     * @param budget the work the game may do
     * @return the game, which must be a heap game
     */
    public SequenceSource source(GameRegistry registry, SearchBudget budget) {
        if (game == null) {
            throw new GrundyException(CliText.of("error.sequence.noGame", command.name()));
        }
        if (!(registry.game(game, budget) instanceof SequenceSource source)) {
            throw new GrundyException(CliText.of("error.notHeapGame", command.name(), game));
        }
        return source;
    }
}
