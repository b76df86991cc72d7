package dev.grundy.census;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * More published periods, one census computation per code (the cluster and the reduction are
 * {@link CensusRunTest}'s). OEIS gives a(n) = G(n) and "the last exception is at n = e", so the
 * preperiod is e + 1 — the convention {@link CensusRunTest} checks on 0.177 (A071435: last exception
 * 496, the census's "period 20 from 497"). Each game is grown by doublings only until the octal
 * periodicity theorem proves its period, so N here is just a ceiling.
 */
class LiteraturePeriodsTest {

    @ParameterizedTest(name = "{0}: period {1} from {2} ({3})")
    @CsvSource({
            // OEIS A071452, Sprague-Grundy values for octal game .11377: period 32, last exception n = 186
            "0.11377,  32, 187, A071452",
            // OEIS A071451, octal game .113377: period 36, last exception n = 210
            "0.113377, 36, 211, A071451",
            // OEIS A125912, octal game .141: period 11, last exception n = 13
            "0.141,    11,  14, A125912",
            // OEIS A071074, Double Kayles .7777 (offset 0): period 24, last exception n = 141
            "0.7777,   24, 142, A071074",
    })
    void theCensusProvesThePublishedPeriod(String code, int period, int preperiod, String source) {
        GameRow row = GameComputation.compute(code, 4_095, System.nanoTime() + TimeUnit.MINUTES.toNanos(1));
        assertThat(row.status()).isEqualTo(GameRow.PROVED);
        assertThat(row.period()).isEqualTo(period);
        assertThat(row.preperiod()).isEqualTo(preperiod);
    }
}
