package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * A trial monoid for new generators (Plambeck &amp; Siegel, JCTA 115 (2008), §6): the submonoid of
 * a candidate's Q that the remaining heaps generate, times one cyclic monoid
 * {1, a, …, a<sup>i+p−1</sup>}, a<sup>i+p</sup> = a<sup>i</sup>, per heap made a generator. Its
 * table has (elements of the submonoid) · Π(i + p) entries per side.
 */
final class FreeExtension {
    private final int[][] table;
    private final int[] embedding;
    private final int[] generators;

    private FreeExtension(int[][] table, int[] embedding, int[] generators) {
        this.table = table;
        this.embedding = embedding;
        this.generators = generators;
    }

    /**
     * @param base Q
     * @param kept the elements of Q that generate the submonoid kept
     * @param indices i for each new generator
     * @param periods p for each new generator
     * @return the product monoid
     */
    static FreeExtension of(BipartiteMonoid base, int[] kept, int[] indices, int[] periods) {
        int[] index = new int[base.order()];
        Arrays.fill(index, -1);
        int[] elements = new int[base.order()];
        int count = 0;
        index[0] = count;
        elements[count++] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int g : kept) {
                int y = base.times(x, g);
                if (index[y] < 0) {
                    index[y] = count;
                    elements[count++] = y;
                    queue.add(y);
                }
            }
        }
        int[] sizes = new int[indices.length];
        int size = count;
        for (int c = 0; c < indices.length; c++) {
            sizes[c] = indices[c] + periods[c];
            size *= sizes[c];
        }
        int[][] table = new int[size][size];
        int[] a = new int[indices.length];
        int[] b = new int[indices.length];
        for (int u = 0; u < size; u++) {
            SearchBudget.stopIfInterrupted(); // a table of up to MOST_TABLE² products: a request's time limit stops it
            int x = digits(u, count, sizes, a);
            for (int v = 0; v < size; v++) {
                int y = digits(v, count, sizes, b);
                int product = 0;
                for (int c = indices.length - 1; c >= 0; c--) {
                    int e = a[c] + b[c];
                    e = e < sizes[c] ? e : indices[c] + (e - indices[c]) % periods[c];
                    product = product * sizes[c] + e;
                }
                table[u][v] = product * count + index[base.times(elements[x], elements[y])];
            }
        }
        int[] generators = new int[indices.length];
        int unit = count;
        for (int c = 0; c < indices.length; c++) {
            generators[c] = unit;
            unit *= sizes[c];
        }
        return new FreeExtension(table, index, generators);
    }

    /** Splits u into its element of the submonoid (returned) and its exponents (into e). */
    private static int digits(int u, int count, int[] sizes, int[] e) {
        int rest = u / count;
        for (int c = 0; c < sizes.length; c++) {
            e[c] = rest % sizes[c];
            rest /= sizes[c];
        }
        return u % count;
    }

    int[][] table() {
        return table;
    }

    /** @return the product's element for an element of the submonoid kept */
    int embedded(int element) {
        return embedding[element];
    }

    /** @return the product's element a of the c-th cyclic factor */
    int generator(int c) {
        return generators[c];
    }
}
