package dev.grundy.misere.quotient;

import java.util.Arrays;
import java.util.HashMap;
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
    static HeapKinds of(Products monoid, int[] phi, HeapOptions[] options) {
        Map<Kind, Integer> ids = new HashMap<>();
        int[] images = new int[phi.length];
        int[][] optionImages = new int[phi.length][];
        int[] smallest = new int[phi.length];
        int count = 0;
        for (int h = 1; h < phi.length; h++) {
            if (options[h].hasMove()) {
                int[] optionsOfH = options[h].images(monoid, phi);
                if (ids.putIfAbsent(new Kind(phi[h], optionsOfH), count) == null) {
                    images[count] = phi[h];
                    optionImages[count] = optionsOfH;
                    smallest[count++] = h;
                }
            }
        }
        return new HeapKinds(Arrays.copyOf(images, count), Arrays.copyOf(optionImages, count), Arrays.copyOf(smallest, count));
    }

    /** What a candidate sees of a heap: its image and its options' images, sorted. */
    private record Kind(int image, int[] optionImages) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Kind kind && kind.image == image && Arrays.equals(kind.optionImages, optionImages);
        }

        @Override
        public int hashCode() {
            return 31 * image + Arrays.hashCode(optionImages);
        }
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
