package dev.grundy.census;

import java.util.concurrent.TimeUnit;

/**
 * The yardstick for the census's own cost: the same games computed by a plain loop in one thread —
 * {@link GameComputation} for each distinct game of the family, that is the sequence engine by
 * doublings and the row's summary — with no Hazelcast member, no tasks, no store. Compare its time
 * with {@code grundy census FAMILY --to N --threads 1 --misere-states 0 --dir (a fresh folder)}:
 * <pre>
 * mvn -q -pl census -am test-compile
 * java -cp census/target/grundy-census.jar:census/target/test-classes dev.grundy.census.EngineOverhead 0.ddd 10000
 * </pre>
 */
public final class EngineOverhead {
    private EngineOverhead() {
    }

    /** @param args the family and N */
    public static void main(String[] args) {
        Reduction reduction = Reduction.of(Family.parse(args[0]));
        int to = Integer.parseInt(args[1]);
        long start = System.nanoTime();
        long far = start + TimeUnit.DAYS.toNanos(1);
        int proved = 0;
        for (String code : reduction.games().keySet()) {
            proved += GameRow.PROVED.equals(GameComputation.compute(code, to, far).status()) ? 1 : 0;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("plain loop: %s to %d, %d games (%d proved) in %.1f s, %.1f games/s%n", args[0], to,
                reduction.games().size(), proved, seconds, reduction.games().size() / seconds);
    }
}
