import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Times two or more builds of the sequence engine against each other in one JVM, runs taking
 * turns, so that a shared machine's slow minutes fall on all of them alike. Each jar is loaded in
 * a class loader of its own, and each run computes G(0..N) of the game from an empty table.
 *
 * <pre>
 * java bench/scripts/EngineAB.java N ROUNDS CODE old-core.jar new-core.jar
 * java -XX:ActiveProcessorCount=1 bench/scripts/EngineAB.java 400000 8 0.6 old.jar new.jar   # one core
 * </pre>
 * A jar is core/target/grundy-core-*.jar (or the CLI's jar) of the build to compare.
 */
public class EngineAB {
    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: java EngineAB.java N ROUNDS CODE JAR [JAR ...]");
            System.exit(2);
        }
        int heaps = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        String code = args[2];
        List<Run> runs = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            runs.add(new Run(args[i], heaps, code));
        }
        double[][] seconds = new double[runs.size()][rounds];
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < runs.size(); k++) {
                long start = System.nanoTime();
                runs.get(k).once();
                seconds[k][round] = (System.nanoTime() - start) / 1e9;
            }
        }
        for (int k = 0; k < runs.size(); k++) {
            double[] sorted = seconds[k].clone();
            Arrays.sort(sorted);
            System.out.printf("%-50s min %.3f s  median %.3f s  %s%n", runs.get(k).jar, sorted[0], sorted[rounds / 2],
                    Arrays.toString(seconds[k]));
        }
    }

    /** One build's engine, reached by reflection through its own class loader. */
    private static final class Run {
        final String jar;
        final int heaps;
        final Object rules;
        final Constructor<?> table;
        final Method sequence;
        final Object method;
        final Object budget;
        final Object listener;

        Run(String jar, int heaps, String code) throws Exception {
            this.jar = jar;
            this.heaps = heaps;
            ClassLoader loader = new URLClassLoader(new URL[] {new File(jar).toURI().toURL()}, null);
            Class<?> values = loader.loadClass("dev.grundy.heap.TakeAndBreakValues");
            Class<?> takeAndBreak = loader.loadClass("dev.grundy.heap.TakeAndBreak");
            Class<?> methods = loader.loadClass("dev.grundy.heap.SequenceMethod");
            Class<?> budgets = loader.loadClass("dev.grundy.core.SearchBudget");
            Class<?> listeners = loader.loadClass("dev.grundy.heap.SequenceListener");
            this.rules = takeAndBreak.getMethod("parse", String.class, String.class).invoke(null, code, code);
            this.table = values.getConstructor(takeAndBreak);
            this.sequence = values.getMethod("sequence", int.class, methods, budgets, listeners);
            this.method = methods.getField("AUTO").get(null);
            this.budget = budgets.getMethod("of", long.class).invoke(null, Long.MAX_VALUE);
            this.listener = listeners.getField("NONE").get(null);
        }

        void once() throws Exception {
            sequence.invoke(table.newInstance(rules), heaps, method, budget, listener);
        }
    }
}
