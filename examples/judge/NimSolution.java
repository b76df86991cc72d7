import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.StringTokenizer;

/**
 * A contest solution of Nim in the usual input format: a first line with the number of cases T,
 * then T lines each holding n, the number of heaps, and the n heap sizes. For each case it prints
 * First when the player to move wins, Second when they lose. Bouton (1901): the player to move
 * loses exactly when the heaps' xor (nim-sum) is 0. Heaps fit a long.
 *
 * <pre>grundy judge nim --header --with-count -- java examples/judge/NimSolution.java</pre>
 */
public class NimSolution {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(System.out);
        int cases = Integer.parseInt(in.readLine().trim());
        for (int t = 0; t < cases; t++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            int heaps = Integer.parseInt(line.nextToken());
            long sum = 0;
            for (int i = 0; i < heaps; i++) {
                sum ^= Long.parseLong(line.nextToken());
            }
            out.println(sum != 0 ? "First" : "Second");
        }
        out.flush();
    }
}
