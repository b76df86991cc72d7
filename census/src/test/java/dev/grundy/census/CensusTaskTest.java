package dev.grundy.census;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

import static org.assertj.core.api.Assertions.assertThat;

class CensusTaskTest {
    @Test
    void aGameOutOfTimeIsMarkedAndNotFinished() {
        long start = System.nanoTime();
        // Officers: no period is known, so 50 million heaps in one second end at the budget. (0.16 did
        // not serve: on a quiet machine its period, 149,459 from 105,351, is proved within the second.)
        GameRow row = CensusTask.signed("0.6", 50_000_000, 1, MisereColumns.QUOTIENT_STATES, ClusterSecret.random()).compute();
        assertThat(row.status()).isEqualTo(GameRow.BUDGET);
        assertThat(row.finished()).isFalse();
        assertThat(row.computed()).isPositive().isLessThan(50_000_001);
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(20);
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
    }

    @Test
    void theChecksumIsTheCrc32cOfTheValues() {
        GameRow row = CensusTask.signed("0.16", 500, 60, 0, ClusterSecret.random()).compute();
        int[] values = FirstCousinTest.values("0.16", 500);
        ByteBuffer bytes = ByteBuffer.allocate(4 * values.length);
        for (int value : values) {
            bytes.putInt(value);
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes.array());
        assertThat(row.checksum()).isEqualTo(String.format("%08x", crc.getValue()));
        assertThat(row.status()).isEqualTo(GameRow.NONE);
        assertThat(row.computed()).isEqualTo(501);
    }
}
