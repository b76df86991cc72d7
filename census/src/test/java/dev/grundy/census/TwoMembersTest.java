package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Two embedded members on loopback share a census; one dies midway and nothing is lost. */
class TwoMembersTest {
    @Test
    void aMemberThatDiesMidwayChangesNothingInTheTable(@TempDir Path shared, @TempDir Path alone) throws InterruptedException {
        String name = "grundy-census-test-" + UUID.randomUUID();
        ClusterSecret secret = ClusterSecret.random();
        // A worker listed by its own address, then the coordinator joining it by that address.
        HazelcastInstance other = ClusterMember.start(List.of("127.0.0.1:15821"), name, "127.0.0.1", 15821, null, 1, secret,
                Worker.signing(secret, () -> { }));
        HazelcastInstance coordinator = ClusterMember.start(List.of("127.0.0.1:15821"), name, "127.0.0.1", 15831, null, 1, secret,
                Worker.signing(secret, () -> { }));
        try {
            assertThat(coordinator.getCluster().getMembers()).hasSize(2);
            Reduction reduction = Reduction.of(Family.parse("0.dd"));
            HazelcastInstance dying = other;
            AtomicInteger leftAtDeath = new AtomicInteger(-1);
            CensusRun run = new CensusRun(coordinator, new ResultStore(shared), 3000, 60, 0, 1, secret);
            Map<String, GameRow> rows = run.run(reduction,
                    (done, running, left) -> {
                        if (done >= 2 && running == 2 && leftAtDeath.get() < 0) {
                            leftAtDeath.set(left);
                            dying.getLifecycleService().terminate();
                        }
                    }, new AtomicBoolean());
            assertThat(leftAtDeath.get()).as("games left when the member died").isPositive();
            assertThat(coordinator.getCluster().getMembers()).hasSize(1);
            assertThat(run.resent()).as("games the dead member had, sent again").isPositive();

            Map<String, GameRow> oneMember = new CensusRun(coordinator, new ResultStore(alone), 3000, 60, 0, 1, secret)
                    .run(reduction, (done, running, left) -> { }, new AtomicBoolean());
            assertThat(CensusRunTest.withoutTimes(new Table(reduction, rows).csv()))
                    .isEqualTo(CensusRunTest.withoutTimes(new Table(reduction, oneMember).csv()));
            assertThat(rows).hasSize(reduction.games().size());
        } finally {
            other.getLifecycleService().terminate();
            coordinator.getLifecycleService().terminate();
        }
    }
}
