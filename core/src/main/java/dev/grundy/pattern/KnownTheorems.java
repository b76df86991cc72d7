package dev.grundy.pattern;

import dev.grundy.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The theorems that prove a pattern of a built-in game for every position, not only the table's:
 * Bouton's theorem for Nim (1901: a sum of heaps has the nim-sum of their sizes as its value, so
 * two heaps are lost exactly when equal), and Wythoff's (1907: the P-positions of his game are the
 * pairs (⌊kφ⌋, ⌊kφ²⌋)). A pattern of another game, or another pattern, stays observed.
 */
public final class KnownTheorems {
    private static final Map<String, Map<String, String>> PROOFS = Map.of(
            "nim", Map.of("pattern.identity", "theorem.nimHeap", "pattern.value.nimSum", "theorem.bouton",
                    "pattern.p.diagonal", "theorem.bouton"),
            "wythoff", Map.of("pattern.p.wythoff", "theorem.wythoff"));

    private KnownTheorems() {
    }

    /**
     * @param game the game as written, e.g. {@code nim}
     * @param findings the patterns found on its table
     * @return the same patterns, those a theorem proves for the game carrying it
     */
    public static List<Finding> prove(String game, List<Finding> findings) {
        Map<String, String> theorems = PROOFS.getOrDefault(game, Map.of());
        List<Finding> proved = new ArrayList<>(findings.size());
        for (Finding finding : findings) {
            String theorem = theorems.get(finding.statement().key());
            proved.add(finding.proof() == null && theorem != null
                    ? new Finding(finding.statement(), finding.claim(), Phrase.of(theorem)) : finding);
        }
        return proved;
    }
}
