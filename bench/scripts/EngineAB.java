import com.sun.management.OperatingSystemMXBean;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Times two or more builds of the sequence engine against each other in one JVM, runs taking
 * turns, so that a shared machine's slow minutes fall on all of them alike. It prints each build's
 * wall time and the process's processor time (both threads, and the JVM's own), which another
 * program on the machine disturbs less; with two builds, also the median of their ratio round by
 * round. Each jar is loaded in a class loader of its own, and each run computes G(0..N) of the
 * game from an empty table.
 *
 * <pre>
 * java bench/scripts/EngineAB.java N ROUNDS CODE old-core.jar new-core.jar
 * java -XX:ActiveProcessorCount=1 bench/scripts/EngineAB.java 400000 8 0.6 old.jar new.jar   # one core
 * java bench/scripts/EngineAB.java 100000 15 grundy-game old.jar new.jar                      # Grundy's game
 * </pre>
 * CODE is an octal or hexadecimal code ({@code 0.6}, {@code 0.77}), or {@code grundy-game}. With
 * {@code -Dquiet=0.9} (before the file's name) each round waits until 90% of the processors were
 * idle over a second: on a machine shared with other builds, rounds then fall where it is quiet.
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
        double[][] processor = new double[runs.size()][rounds];
        double quiet = Double.parseDouble(System.getProperty("quiet", "0"));
        OperatingSystemMXBean system = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int round = 0; round < rounds; round++) {
            awaitQuiet(quiet);
            for (int k = 0; k < runs.size(); k++) {
                long start = System.nanoTime();
                long startProcessor = system.getProcessCpuTime();
                runs.get(k).once();
                seconds[k][round] = (System.nanoTime() - start) / 1e9;
                processor[k][round] = (system.getProcessCpuTime() - startProcessor) / 1e9;
            }
        }
        for (int k = 0; k < runs.size(); k++) {
            System.out.printf("%-50s %s%n", runs.get(k).jar, summary("s", seconds[k]));
            System.out.printf("%-50s %s%n", "", summary("s of CPU", processor[k]));
        }
        if (runs.size() == 2) {
            double[] ratios = new double[rounds];
            for (int round = 0; round < rounds; round++) {
                ratios[round] = seconds[1][round] / seconds[0][round];
            }
            System.out.printf("second / first, round by round: median %.3f%n", median(ratios));
        }
    }

    /** Min and median, then every run: a shared machine's noise only ever adds time. */
    private static String summary(String unit, double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return String.format("min %.3f %s  median %.3f %s  %s", sorted[0], unit, median(values), unit, Arrays.toString(values));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /**
     * Waits, at most ten minutes, until the share of the machine's processor time left idle over
     * a second is at least {@code share} (Linux's /proc/stat), so that on a shared machine a round
     * starts while nothing else runs; 0 starts at once.
     */
    private static void awaitQuiet(double share) throws Exception {
        for (int tries = 0; share > 0 && tries < 600; tries++) {
            long[] before = processorTimes();
            Thread.sleep(1000);
            long[] after = processorTimes();
            if ((double) (after[1] - before[1]) / (after[0] - before[0]) >= share) {
                return;
            }
        }
    }

    /** @return the total and the idle (idle and waiting for input or output) processor time so far */
    private static long[] processorTimes() throws Exception {
        String[] fields = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
        long total = 0;
        for (int i = 1; i < fields.length; i++) {
            total += Long.parseLong(fields[i]);
        }
        return new long[] {total, Long.parseLong(fields[4]) + Long.parseLong(fields[5])};
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
            Class<?> budgets = loader.loadClass("dev.grundy.budget.SearchBudget");
            Class<?> listeners = loader.loadClass("dev.grundy.heap.SequenceListener");
            this.rules = code.equals("grundy-game") ? takeAndBreak.getMethod("grundysGame").invoke(null)
                    : takeAndBreak.getMethod("parse", String.class, String.class).invoke(null, code, code);
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
