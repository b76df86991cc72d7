package dev.grundy.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A presentation of a finite commutative monoid by generators and relations, read off its table:
 * each element's normal word is the first word over the generators (fewest letters, then the
 * order of the generators) that reaches it, breadth first; the relations are the minimal words
 * that are not normal, each set equal to its normal word. They hold in the monoid, and every word
 * that is not normal contains the left side of one of them, so with the normal words they determine
 * the table. Cost O(m·k) products for m elements, k generators.
 */
public final class Presentation {
    private final int[][] words;
    private final List<int[][]> relations = new ArrayList<>();

    /**
     * @param monoid the monoid
     * @param generators the generators, elements of the monoid that generate it
     */
    public Presentation(BipartiteMonoid monoid, int[] generators) {
        int m = monoid.order();
        words = new int[m][];
        words[0] = new int[generators.length];
        int[] queue = new int[m];
        int queued = 1;
        List<int[]> notNormal = new ArrayList<>();
        List<Integer> notNormalValue = new ArrayList<>();
        for (int next = 0; next < queued; next++) {
            int x = queue[next];
            for (int g = 0; g < generators.length; g++) {
                int y = monoid.times(x, generators[g]);
                int[] word = words[x].clone();
                word[g]++;
                if (words[y] == null) {
                    words[y] = word;
                    queue[queued++] = y;
                } else if (!Arrays.equals(words[y], word)) {
                    notNormal.add(word);
                    notNormalValue.add(y);
                }
            }
        }
        for (int i = 0; i < notNormal.size(); i++) {
            int[] left = notNormal.get(i);
            if (minimal(notNormal, left) && first(notNormal, i)) {
                relations.add(new int[][] {left, words[notNormalValue.get(i)]});
            }
        }
    }

    /** @return true when no other word of the list divides this one */
    private static boolean minimal(List<int[]> words, int[] word) {
        for (int[] other : words) {
            if (other != word && divides(other, word) && !Arrays.equals(other, word)) {
                return false;
            }
        }
        return true;
    }

    /** @return true when the i-th word does not occur before it */
    private static boolean first(List<int[]> words, int i) {
        for (int j = 0; j < i; j++) {
            if (Arrays.equals(words.get(j), words.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean divides(int[] small, int[] large) {
        for (int g = 0; g < small.length; g++) {
            if (small[g] > large[g]) {
                return false;
            }
        }
        return true;
    }

    /** @return the number of generators */
    public int generators() {
        return words[0].length;
    }

    /**
     * @param element an element
     * @return its normal word, written like a²bc, or 1 for the identity
     */
    public String word(int element) {
        return written(words[element]);
    }

    /** @return the relations, written like a² = 1 */
    public List<String> relations() {
        return relations.stream().map(relation -> written(relation[0]) + " = " + written(relation[1])).toList();
    }

    /** @return the generators' names a, b, c, … */
    public List<String> names() {
        return java.util.stream.IntStream.range(0, generators()).mapToObj(Presentation::name).toList();
    }

    private static String name(int generator) {
        return generator < 26 ? String.valueOf((char) ('a' + generator)) : "g" + (generator + 1);
    }

    private static String written(int[] word) {
        StringBuilder text = new StringBuilder();
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                text.append(name(g)).append(word[g] == 1 ? "" : superscript(word[g]));
            }
        }
        return text.length() == 0 ? "1" : text.toString();
    }

    private static String superscript(int exponent) {
        String digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder text = new StringBuilder();
        for (char c : Integer.toString(exponent).toCharArray()) {
            text.append(digits.charAt(c - '0'));
        }
        return text.toString();
    }
}
