import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * Prints the SHA-256 of G(0..N) of each code, computed by the sequence engine of a given build:
 * the check that a change to the engine keeps every value (issue 18: "hashes of G(0..10^6) for a
 * dozen codes, before and after"). The values are hashed as little-endian 32-bit integers, as
 * {@code side-by-side.sh} hashes both programs' values, so the lines of two builds compare with
 * {@code diff}. Each build is loaded in a class loader of its own, as in {@code EngineAB.java}.
 *
 * <pre>
 * java bench/scripts/SequenceHashes.java N JAR CODE [CODE ...]
 * java -XX:ActiveProcessorCount=1 bench/scripts/SequenceHashes.java 1000000 cli/target/grundy.jar \
 *     0.6 grundy-game 0.167 0.77 0.137 0.16 0.06 0.165 0.14 0.36 0.127 0.007
 * </pre>
 * CODE is an octal or hexadecimal code ({@code 0.6}) or {@code grundy-game}; JAR is a core or CLI
 * jar of the build. Each line also gives the seconds the engine took.
 */
public class SequenceHashes {
    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: java SequenceHashes.java N JAR CODE [CODE ...]");
            System.exit(2);
        }
        int to = Integer.parseInt(args[0]);
        if (!new File(args[1]).isFile()) {
            System.err.println("SequenceHashes: no jar at " + args[1]);
            System.exit(2);
        }
        ClassLoader loader = new URLClassLoader(new URL[] {new File(args[1]).toURI().toURL()}, null);
        Class<?> table = loader.loadClass("dev.grundy.heap.TakeAndBreakValues");
        Class<?> rules = loader.loadClass("dev.grundy.heap.TakeAndBreak");
        Class<?> methods = loader.loadClass("dev.grundy.heap.SequenceMethod");
        Class<?> budgets = loader.loadClass("dev.grundy.budget.SearchBudget");
        Class<?> listeners = loader.loadClass("dev.grundy.heap.SequenceListener");
        Method sequence = table.getMethod("sequence", int.class, methods, budgets, listeners);
        Object auto = methods.getField("AUTO").get(null);
        Object listener = listeners.getField("NONE").get(null);
        for (int i = 2; i < args.length; i++) {
            String code = args[i];
            Object game = code.equals("grundy-game") ? rules.getMethod("grundysGame").invoke(null)
                    : rules.getMethod("parse", String.class, String.class).invoke(null, code, code);
            Object budget = budgets.getMethod("of", long.class).invoke(null, Long.MAX_VALUE);
            long start = System.nanoTime();
            Object snapshot = sequence.invoke(table.getConstructor(rules).newInstance(game), to, auto, budget, listener);
            double seconds = (System.nanoTime() - start) / 1e9;
            Object values = snapshot.getClass().getMethod("values").invoke(snapshot);
            int[] all = (int[]) values.getClass().getMethod("toArray").invoke(values);
            System.out.printf("%s to %d: sha256 %s  (%.2f s)%n", code, to, sha256(all, to + 1), seconds);
        }
    }

    private static String sha256(int[] values, int count) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] bytes = new byte[4 * count];
        for (int n = 0; n < count; n++) {
            int v = values[n];
            bytes[4 * n] = (byte) v;
            bytes[4 * n + 1] = (byte) (v >>> 8);
            bytes[4 * n + 2] = (byte) (v >>> 16);
            bytes[4 * n + 3] = (byte) (v >>> 24);
        }
        return HexFormat.of().formatHex(digest.digest(bytes));
    }
}
