package dev.grundy.arithmetic;

/**
 * The 64-bit nim-product's tables, built on first use: logarithms and powers of a generator of
 * GF(2^16) = [0, 2^16) under ⊕ and ⊗, from which {@link Nimbers#nimProduct(long, long)} splits
 * at the Fermat 2-powers 2^16 and 2^32 (three half-size products by Karatsuba's trick and one
 * product by X/2 at each split; see {@link Nimbers}).
 */
final class NimProduct64 {
    private static final int ORDER = 0xFFFF;
    /** 2^15 = X/2 for X = 2^16. */
    private static final int HALF16 = 0x8000;
    /** The byte table, products of nimbers below 2^8, by the split formula from single bits. */
    private static final byte[] BYTES = new byte[1 << 16];
    /** LOG[x] for 0 &lt; x &lt; 2^16: g^LOG[x] = x. */
    private static final char[] LOG = new char[1 << 16];
    /** EXP[i] = g^i, twice over, so that a sum of two logarithms needs no reduction. */
    private static final char[] EXP = new char[2 * ORDER];
    private static final int LOG_HALF16;

    static {
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                BYTES[a << 8 | b] = (byte) bySplit(a, b, 8);
            }
        }
        int g = generator();
        int power = 1;
        for (int i = 0; i < ORDER; i++) {
            EXP[i] = (char) power;
            EXP[i + ORDER] = (char) power;
            LOG[power] = (char) i;
            power = product16ByBytes(power, g);
        }
        LOG_HALF16 = LOG[HALF16];
    }

    private NimProduct64() {
    }

    /** a ⊗ b for a, b &lt; 2^bits (bits a power of two ≤ 8), by the split formula: for the byte table only. */
    private static int bySplit(int a, int b, int bits) {
        if (bits == 1) {
            return a & b;
        }
        int h = bits / 2;
        int mask = (1 << h) - 1;
        int a1 = a >>> h;
        int a0 = a & mask;
        int b1 = b >>> h;
        int b0 = b & mask;
        int high = bySplit(a1, b1, h);
        int middle = high ^ bySplit(a1, b0, h) ^ bySplit(a0, b1, h);
        return middle << h ^ bySplit(a0, b0, h) ^ bySplit(high, 1 << (h - 1), h);
    }

    /** a ⊗ b for a, b &lt; 2^16 by the split at 2^8 and the byte table: for building the logarithms. */
    private static int product16ByBytes(int a, int b) {
        int a1 = a >>> 8;
        int a0 = a & 0xFF;
        int b1 = b >>> 8;
        int b0 = b & 0xFF;
        int high = bytes(a1, b1);
        int low = bytes(a0, b0);
        int middle = bytes(a1 ^ a0, b1 ^ b0) ^ low;
        return middle << 8 ^ low ^ bytes(high, 0x80);
    }

    private static int bytes(int a, int b) {
        return BYTES[a << 8 | b] & 0xFF;
    }

    /**
     * @return the least g whose powers are all of GF(2^16)*: of order 65,535 = 3·5·17·257, so
     *     g^(65535/p) ≠ 1 for each of those primes p
     */
    private static int generator() {
        for (int g = 2; ; g++) {
            boolean generates = true;
            for (int p : new int[] {3, 5, 17, 257}) {
                generates &= power16(g, ORDER / p) != 1;
            }
            if (generates) {
                return g;
            }
        }
    }

    private static int power16(int base, int exponent) {
        int result = 1;
        int square = base;
        for (int e = exponent; e > 0; e >>>= 1) {
            if ((e & 1) != 0) {
                result = product16ByBytes(result, square);
            }
            square = product16ByBytes(square, square);
        }
        return result;
    }

    /** a ⊗ b in GF(2^16): g^(log a + log b). */
    static int product16(int a, int b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return EXP[LOG[a] + LOG[b]];
    }

    /** c ⊗ 2^15 in GF(2^16). */
    private static int timesHalf16(int c) {
        return c == 0 ? 0 : EXP[LOG[c] + LOG_HALF16];
    }

    /** a ⊗ b for unsigned 32-bit a, b: the split at X = 2^16, four products in GF(2^16). */
    static int product32(int a, int b) {
        int a1 = a >>> 16;
        int a0 = a & 0xFFFF;
        int b1 = b >>> 16;
        int b0 = b & 0xFFFF;
        int high = product16(a1, b1);
        int low = product16(a0, b0);
        int middle = product16(a1 ^ a0, b1 ^ b0) ^ low;
        return middle << 16 ^ low ^ timesHalf16(high);
    }

    /** c ⊗ 2^31 for unsigned 32-bit c: 2^31 = 2^16 ⊗ 2^15 (see Nimbers.timesHalf). */
    private static long timesHalf32(int c) {
        int c1 = c >>> 16;
        int c0 = c & 0xFFFF;
        return (long) timesHalf16(c1 ^ c0) << 16 | timesHalf16(timesHalf16(c1));
    }

    /** a ⊗ b for unsigned 64-bit a, b: the split at X = 2^32, fifteen products in GF(2^16). */
    static long product64(long a, long b) {
        int a1 = (int) (a >>> 32);
        int a0 = (int) a;
        int b1 = (int) (b >>> 32);
        int b0 = (int) b;
        int high = product32(a1, b1);
        long low = product32(a0, b0) & 0xFFFF_FFFFL;
        long middle = (product32(a1 ^ a0, b1 ^ b0) & 0xFFFF_FFFFL) ^ low;
        return middle << 32 ^ low ^ timesHalf32(high);
    }
}
