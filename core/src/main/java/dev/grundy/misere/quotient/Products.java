package dev.grundy.misere.quotient;

/**
 * A finite commutative monoid seen through its products, 0 the identity: a quotient's table
 * ({@link BipartiteMonoid}) or a trial monoid whose products are computed when asked
 * ({@link FreeExtension}), so that a trial never needs a table of all its products.
 */
interface Products {
    /** @return the number of elements */
    int order();

    /** @return xy */
    int times(int x, int y);
}
