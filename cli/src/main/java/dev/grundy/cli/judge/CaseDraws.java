package dev.grundy.cli.judge;

import java.math.BigInteger;
import java.util.List;

/** Where the numbers of the cases {@code judge} draws come from: the boundaries first, then random ones. */
interface CaseDraws {
    /** @return the next case's numbers */
    List<BigInteger> next();

    /** @return what a case holds, for a message about the game refusing them, e.g. {@code 1..5} numbers */
    Object sizes();
}
