package dev.grundy.misere.quotient;

/**
 * A trial monoid for new generators (Plambeck &amp; Siegel, JCTA 115 (2008), §6): the submonoid of
 * a candidate's Q that the remaining heaps generate, times one cyclic monoid
 * {1, a, …, a<sup>i+p−1</sup>}, a<sup>i+p</sup> = a<sup>i</sup>, per heap made a generator. It has
 * (elements of the submonoid) · Π(i + p) elements; a product is computed when asked, from the
 * submonoid's table and the exponents (O(number of new generators)), so a trial costs the
 * elements its marking reaches, not a table of all products.
 */
final class FreeExtension implements Products {
    private final BipartiteMonoid base;
    private final int[] embedding;
    private final int[] elements;
    private final int count;
    private final int[] indices;
    private final int[] periods;
    private final int[] sizes;
    private final int order;

    private FreeExtension(BipartiteMonoid base, int[] embedding, int[] elements, int count, int[] indices, int[] periods) {
        this.base = base;
        this.embedding = embedding;
        this.elements = elements;
        this.count = count;
        this.indices = indices;
        this.periods = periods;
        this.sizes = new int[indices.length];
        int size = count;
        for (int c = 0; c < indices.length; c++) {
            sizes[c] = indices[c] + periods[c];
            size *= sizes[c];
        }
        this.order = size;
    }

    /**
     * @param base Q
     * @param kept elements of Q that generate the submonoid kept (repeats allowed: Φ of the heaps)
     * @param indices i for each new generator
     * @param periods p for each new generator
     * @return the product monoid; O(k·m) for the submonoid of m elements and k distinct kept generators
     */
    static FreeExtension of(BipartiteMonoid base, int[] kept, int[] indices, int[] periods) {
        int[] generators = new int[base.order()];
        boolean[] isGenerator = new boolean[base.order()];
        int distinct = 0;
        for (int g : kept) {
            if (!isGenerator[g]) {
                isGenerator[g] = true;
                generators[distinct++] = g;
            }
        }
        int[] index = new int[base.order()];
        java.util.Arrays.fill(index, -1);
        int[] elements = new int[base.order()];
        int count = 0;
        index[0] = count;
        elements[count++] = 0;
        for (int next = 0; next < count; next++) {
            for (int j = 0; j < distinct; j++) {
                int y = base.times(elements[next], generators[j]);
                if (index[y] < 0) {
                    index[y] = count;
                    elements[count++] = y;
                }
            }
        }
        return new FreeExtension(base, index, elements, count, indices, periods);
    }

    @Override
    public int order() {
        return order;
    }

    /** Element u is x + count·(e0 + s0·(e1 + s1·…)): x of the submonoid, e_c the exponent of generator c, s_c = i_c + p_c. */
    @Override
    public int times(int u, int v) {
        int ru = u / count;
        int rv = v / count;
        int product = embedding[base.times(elements[u - ru * count], elements[v - rv * count])];
        if (sizes.length == 1) { // one new generator, as for every new heap: no digits to split
            int e = ru + rv;
            return product + count * (e < sizes[0] ? e : indices[0] + (e - indices[0]) % periods[0]);
        }
        int unit = count;
        for (int c = 0; c < sizes.length; c++) {
            int size = sizes[c];
            int e = ru % size + rv % size;
            ru /= size;
            rv /= size;
            if (e >= size) {
                e = indices[c] + (e - indices[c]) % periods[c];
            }
            product += e * unit;
            unit *= size;
        }
        return product;
    }

    /** @return the product's element for an element of the submonoid kept */
    int embedded(int element) {
        return embedding[element];
    }

    /** @return the product's element a of the c-th cyclic factor */
    int generator(int c) {
        int unit = count;
        for (int d = 0; d < c; d++) {
            unit *= sizes[d];
        }
        return unit;
    }
}
