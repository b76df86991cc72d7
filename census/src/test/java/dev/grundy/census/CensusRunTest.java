package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/** Censuses on one embedded member, on loopback, as `grundy census` runs them alone. */
class CensusRunTest {
    private static final ClusterSecret SECRET = ClusterSecret.random();
    private static HazelcastInstance member;

    @BeforeAll
    static void start() {
        member = ClusterMember.start(List.of(), ClusterMember.CLUSTER_NAME, "127.0.0.1", 15701, null, 2, SECRET,
                Worker.signing(SECRET, () -> { }));
    }

    @AfterAll
    static void stop() {
        member.getLifecycleService().terminate();
    }

    /**
     * Periods and preperiods from the literature, each code reduced to its row. Kayles 0.77: period
     * 12 from 71; Dawson's Kayles 0.07: 34 from 53, its cousin Dawson's chess 0.137 one less
     * (Winning Ways, ch. 4); 0.1377: period 24, last exception 140 (OEIS A071434); 0.177: period 20,
     * last exception 496 (A071435); 0.176: period 8, last exception 23 (A125920); 0.117: period 48,
     * last exception 46 (A071453); 0.115: period 14, the only exception
     * n = 0 (A125829). Every one proved by the octal periodicity theorem by N = 1,100.
     */
    @Test
    void theLiteraturesPeriods(@TempDir Path dir) throws InterruptedException {
        Family family = Family.parse("0.77,0.07,0.137,0.074,0.1377,0.45,0.177,0.176,0.117,0.051,0.115");
        Reduction reduction = Reduction.of(family);
        Map<String, GameRow> rows = run(reduction, new ResultStore(dir), 1100, new AtomicBoolean());
        Table table = new Table(reduction, rows);
        assertThat(reduction.games().keySet()).containsExactly("0.77", "0.137", "0.1377", "0.177", "0.176", "0.117", "0.115");
        assertThat(table.codes("0.137")).isEqualTo("0.07+1 0.137");
        assertThat(table.codes("0.177")).isEqualTo("0.45+1 0.177");
        assertThat(table.rows()).allSatisfy(row -> assertThat(row.status()).isEqualTo(GameRow.PROVED));
        assertThat(periods(table)).containsExactly(
                "0.77 12 0.77:71",
                "0.137 34 0.07:53 0.137:52",
                "0.1377 24 0.074:142 0.1377:141",
                "0.177 20 0.45:498 0.177:497",
                "0.176 8 0.176:24",
                "0.117 48 0.117:47 0.051:48",
                "0.115 14 0.115:1");
    }

    /**
     * The longest preperiod of Gangolli and Plambeck (A note on periodicity in some octal games,
     * IJGT 18 (1989) 311-320), as OEIS A071464 gives it: 0.127 and 0.1271 have the same values,
     * period 4, the last exception at heap 46,577 — so preperiod 46,578 — proved here by N = 10^5.
     */
    @Test
    void gangolliAndPlambecksLongPreperiod(@TempDir Path dir) throws InterruptedException {
        Reduction reduction = Reduction.of(Family.parse("0.127,0.1271"));
        Table table = new Table(reduction, run(reduction, new ResultStore(dir), 100_000, new AtomicBoolean()));
        assertThat(table.rows()).hasSize(2).allSatisfy(row -> {
            assertThat(row.status()).isEqualTo(GameRow.PROVED);
            assertThat(row.period()).isEqualTo(4);
            assertThat(row.preperiod()).isEqualTo(46_578);
        });
        assertThat(table.rows().get(0).checksum()).isEqualTo(table.rows().get(1).checksum());
    }

    /** A census stopped midway keeps its rows; run again, it computes only the rest and writes the same table as one run. */
    @Test
    void aStoppedCensusGoesOnWhereItStopped(@TempDir Path once, @TempDir Path twice) throws InterruptedException {
        Reduction reduction = Reduction.of(Family.parse("0.dd"));
        Table whole = new Table(reduction, run(reduction, new ResultStore(once), 400, new AtomicBoolean()));

        ResultStore store = new ResultStore(twice);
        AtomicBoolean stop = new AtomicBoolean();
        Map<String, GameRow> first = new CensusRun(member, store, 400, 60, 0, 2, SECRET).run(reduction, (done, running, left) -> {
            if (done >= 10) {
                stop.set(true);
            }
        }, stop);
        assertThat(first.size()).isBetween(10, reduction.games().size() - 1);
        assertThat(store.load(file -> { })).hasSize(first.size());
        Map<String, GameRow> second = run(reduction, store, 400, new AtomicBoolean());
        first.forEach((code, row) -> assertThat(second.get(code).millis()).isEqualTo(row.millis()));
        assertThat(withoutTimes(new Table(reduction, second).csv())).isEqualTo(withoutTimes(whole.csv()));
    }

    /**
     * A row file edited on disk (0.77's period 12 made 13, its checksum left) or kept without a
     * checksum is refused, said, and its game computed again; the table has the true row.
     */
    @Test
    void aRowEditedOnDiskIsRefusedAndComputedAgain(@TempDir Path dir) throws InterruptedException, IOException {
        ResultStore store = new ResultStore(dir);
        Reduction reduction = Reduction.of(Family.parse("0.77,0.07"));
        run(reduction, store, 300, new AtomicBoolean());
        Path kayles = dir.resolve("rows").resolve("0.77.json");
        String kept = Files.readString(kayles);
        assertThat(kept).contains("\"period\":12,");
        Files.writeString(kayles, kept.replace("\"period\":12,", "\"period\":13,"));
        Files.writeString(dir.resolve("rows").resolve("0.137.json"), "{\"code\":\"0.137\",\"to\":300,\"computed\":1,"
                + "\"checksum\":\"00000000\",\"status\":\"proved\",\"period\":34,\"preperiod\":52,\"millis\":1}");

        List<Path> refused = new ArrayList<>();
        Map<String, GameRow> rows = new CensusRun(member, store, 300, 60, 0, 2, SECRET).run(reduction, new CensusRun.Progress() {
            @Override
            public void update(int done, int running, int left) {
            }

            @Override
            public void refusedFile(Path file) {
                refused.add(file.getFileName());
            }
        }, new AtomicBoolean());
        assertThat(refused).containsExactlyInAnyOrder(Path.of("0.77.json"), Path.of("0.137.json"));
        assertThat(rows.get("0.77").period()).isEqualTo(12);
        assertThat(rows.get("0.137").computed()).isGreaterThan(1);
        assertThat(store.load(file -> { throw new AssertionError(file + " refused after it was written again"); })).hasSize(2);
    }

    private static Map<String, GameRow> run(Reduction reduction, ResultStore store, int to, AtomicBoolean stop)
            throws InterruptedException {
        return new CensusRun(member, store, to, 60, 0, 2, SECRET).run(reduction, (done, running, left) -> { }, stop);
    }

    private static List<String> periods(Table table) {
        return table.rows().stream().map(row -> row.code() + " " + row.period() + " " + table.codePreperiods(row)).toList();
    }

    /** @return the CSV without its last column, the time each game took */
    static String withoutTimes(String csv) {
        return csv.replaceAll(",[^,\\n]*\\n", "\n");
    }
}
