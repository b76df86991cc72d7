package dev.grundy.census;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * More published periods, one census computation per code (the cluster and the reduction are
 * {@link CensusRunTest}'s). OEIS gives a(n) = G(n) and "the last exception is at n = e", so the
 * preperiod is e + 1 — the convention {@link CensusRunTest} checks on 0.177 (A071435: last exception
 * 496, the census's "period 20 from 497"). Where OEIS says another code "has values a(n − s)", that
 * code's preperiod is e + 1 + s. Each game is grown by doublings only until the octal periodicity
 * theorem proves its period, so N here is just a ceiling: the longest, .56, is proved at N = 2^20 − 1
 * in about 4 s. Left out as too long for a unit test: .376 (preperiod 2,268,248) and .354
 * (10,061,916), both in the same table.
 */
class LiteraturePeriodsTest {

    @ParameterizedTest(name = "{0}: period {1} from {2} ({3})")
    @CsvSource({
            // OEIS A071452, octal game .11377: period 32, last exception n = 186; .0177 has values
            // a(n − 1), .045 and .047 a(n − 2)
            "0.11377,  32, 187, A071452",
            "0.0177,   32, 188, A071452",
            "0.045,    32, 189, A071452",
            "0.047,    32, 189, A071452",
            // OEIS A071451, octal game .113377: period 36, last exception n = 210; .01377 has values
            // a(n − 1), .0077 a(n − 2), .044 and .046 a(n − 3)
            "0.113377, 36, 211, A071451",
            "0.01377,  36, 212, A071451",
            "0.0077,   36, 213, A071451",
            "0.044,    36, 214, A071451",
            "0.046,    36, 214, A071451",
            // OEIS A125912, octal game .141: period 11, last exception n = 13
            "0.141,    11,  14, A125912",
            // OEIS A071074, Double Kayles .7777 (offset 0): period 24, last exception n = 141
            "0.7777,   24, 142, A071074",
            // Tomasz Czajka's table of nontrivial solved octal games (github.com/tczajka/octal-games,
            // SolvedGames.md; its "prefix" is the preperiod), each with its first solver: .156 Kenyon
            // 1967; .356, .644, .165 Austin 1976; .16 and .56 Gangolli and Plambeck 1989. For .56, OEIS
            // A071436 (period 144) puts the last exception at n = 326,637; the census finds G(326,639)
            // ≠ G(326,783), so the preperiod is 326,640 as the table says.
            "0.156,   349,   3479, Czajka SolvedGames.md",
            "0.356,   142,   7315, Czajka SolvedGames.md",
            "0.644,   442,   3256, Czajka SolvedGames.md",
            "0.165,  1550,   5181, Czajka SolvedGames.md",
            "0.16, 149459, 105351, Czajka SolvedGames.md",
            "0.56,    144, 326640, Czajka SolvedGames.md",
    })
    void theCensusProvesThePublishedPeriod(String code, int period, int preperiod, String source) {
        GameRow row = GameComputation.compute(code, (1 << 20) - 1, System.nanoTime() + TimeUnit.MINUTES.toNanos(1));
        assertThat(row.status()).isEqualTo(GameRow.PROVED);
        assertThat(row.period()).isEqualTo(period);
        assertThat(row.preperiod()).isEqualTo(preperiod);
    }
}
