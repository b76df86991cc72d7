package dev.grundy.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The heaps 1..n with a move, grouped by what a candidate sees of them: a heap's image Φ(h) and the
 * images of its options. Heaps of one kind are interchangeable in every sum the candidate judges,
 * so searches over sums read one letter per kind, the kind's smallest heap standing for it.
 */
final class HeapKinds {
    private final int[] image;
    private final int[][] optionImages;
    private final int[] smallestHeap;

    private HeapKinds(int[] image, int[][] optionImages, int[] smallestHeap) {
        this.image = image;
        this.optionImages = optionImages;
        this.smallestHeap = smallestHeap;
    }

    /**
     * @param monoid the candidate's Q
     * @param phi Φ(0..n)
     * @param options the options of the heaps 0..n, as parts
     * @return the kinds of the heaps with a move
     */
    static HeapKinds of(BipartiteMonoid monoid, int[] phi, HeapOptions[] options) {
        Map<List<Integer>, Integer> ids = new HashMap<>();
        List<int[]> images = new ArrayList<>();
        List<Integer> heaps = new ArrayList<>();
        for (int h = 1; h < phi.length; h++) {
            if (!options[h].hasMove()) {
                continue;
            }
            int[] optionImages = options[h].images(monoid, phi);
            List<Integer> key = new ArrayList<>(optionImages.length + 1);
            key.add(phi[h]);
            Arrays.stream(optionImages).forEach(key::add);
            int heap = h;
            ids.computeIfAbsent(key, k -> {
                images.add(optionImages);
                heaps.add(heap);
                return ids.size();
            });
        }
        int[] smallest = heaps.stream().mapToInt(Integer::intValue).toArray();
        return new HeapKinds(Arrays.stream(smallest).map(h -> phi[h]).toArray(), images.toArray(int[][]::new), smallest);
    }

    int count() {
        return image.length;
    }

    int image(int kind) {
        return image[kind];
    }

    int[] optionImages(int kind) {
        return optionImages[kind];
    }

    int heap(int kind) {
        return smallestHeap[kind];
    }
}
