package dev.grundy.spec;

import dev.grundy.core.InvalidPositionException;
import dev.grundy.core.Numbers;
import dev.grundy.games.Bash;
import dev.grundy.games.Nim;
import dev.grundy.heap.SubtractionGame;
import dev.grundy.solve.SearchBudget;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/** The games Grundy knows out of the box, in the order `grundy games` lists them. */
public final class StandardGames {
    private static final String HEAPS = "heap sizes: non-negative integers of any size";

    private StandardGames() {
    }

    /** @return a registry of the standard games */
    public static GameRegistry registry() {
        return new GameRegistry(List.of(
                new GameType("nim", null, "take any number of tokens from one heap",
                        HEAPS, "nim 3 4 5", (parameter, budget) -> new Nim()),
                new GameType("bash", "M", "take 1 to M tokens from one heap (bounded Nim)",
                        HEAPS, "bash:3 10",
                        (parameter, budget) -> new Bash(Numbers.positive("bash: M", parameter))),
                new GameType("subtract", "S", "take s tokens from one heap, s in the finite set S",
                        HEAPS + "; S is written 1,3,4", "subtract:1,3,4 10 11",
                        StandardGames::subtraction)));
    }

    private static SubtractionGame subtraction(String parameter, SearchBudget budget) {
        String[] members = parameter.split(",", -1);
        if (Arrays.stream(members).allMatch(String::isBlank)) {
            throw new InvalidPositionException("subtract: the subtraction set is empty; write it like subtract:1,3,4");
        }
        int[] set = new int[members.length];
        for (int i = 0; i < members.length; i++) {
            BigInteger member = Numbers.positive("subtract: each member of the set", members[i]);
            if (member.compareTo(BigInteger.valueOf(SubtractionGame.MAX_MEMBER)) > 0) {
                throw new InvalidPositionException("subtract: set members up to " + SubtractionGame.MAX_MEMBER
                        + " are supported, got " + member);
            }
            set[i] = member.intValueExact();
        }
        return new SubtractionGame(set, budget);
    }
}
