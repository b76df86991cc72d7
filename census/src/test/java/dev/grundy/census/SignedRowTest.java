package dev.grundy.census;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A row answers its task only signed with the census's secret, unchanged, and for that very task. */
class SignedRowTest {
    private final ClusterSecret secret = ClusterSecret.random();
    private final CensusTask task = CensusTask.signed("0.77", 300, 60, 0, secret);
    private final GameRow row = task.compute();

    @Test
    void theRowSignedForItsTaskIsKept() {
        assertThat(SignedRow.of(task, row, secret).answers(task, secret)).isTrue();
        assertThat(task.signedWith(secret)).isTrue();
    }

    @Test
    void anEditedRowUnderTheOriginalSignatureIsRefused() {
        SignedRow signed = SignedRow.of(task, row, secret);
        GameRow edited = new GameRow(row.code(), row.to(), row.computed(), row.checksum(), row.largest(), row.largestAt(), row.mask(),
                row.rare(), row.lastRare(), row.losing(), row.lastLosing(), row.status(), row.period() + 1, row.preperiod(),
                row.saltus(), row.periodEndZeros(), row.millis(), row.tame(), row.quotient());
        assertThat(new SignedRow(edited, signed.signature()).answers(task, secret)).isFalse();
    }

    @Test
    void aRowSignedWithAnotherSecretOrForAnotherTaskIsRefused() {
        ClusterSecret other = ClusterSecret.random();
        assertThat(SignedRow.of(task, row, other).answers(task, secret)).isFalse();
        CensusTask again = CensusTask.signed("0.77", 300, 60, 0, secret);
        assertThat(SignedRow.of(again, row, secret).answers(task, secret)).as("a row replayed from another task").isFalse();
        assertThat(task.signedWith(other)).isFalse();
    }

    @Test
    void theClusterNameDependsOnTheSecret() {
        assertThat(secret.clusterName("grundy-census")).startsWith("grundy-census-").hasSize("grundy-census-".length() + 32)
                .isEqualTo(ClusterSecret.of(secret.hex()).clusterName("grundy-census"))
                .isNotEqualTo(ClusterSecret.random().clusterName("grundy-census"));
    }
}
