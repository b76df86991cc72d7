package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.Serial;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The two attacks of issue 28 on loopback: a member without the census's secret, and a stranger
 * that joined anyway (it overheard the cluster's name, which travels in clear) and forges rows or
 * sends tasks of its own.
 */
class ClusterTrustTest {
    private static final String LABEL = ClusterMember.CLUSTER_NAME;

    @Test
    void aMemberOnAnotherSecretCannotJoin() {
        ClusterSecret ours = ClusterSecret.random();
        ClusterSecret theirs = ClusterSecret.random();
        List<String> both = List.of("127.0.0.1:15871", "127.0.0.1:15872");
        HazelcastInstance member = ClusterMember.start(both, LABEL, "127.0.0.1", 15871, null, 1, ours, Worker.signing(ours, () -> { }));
        HazelcastInstance stranger = ClusterMember.start(both, LABEL, "127.0.0.1", 15872, null, 1, theirs, Worker.signing(theirs, () -> { }));
        try {
            assertThat(member.getCluster().getMembers()).hasSize(1);
            assertThat(stranger.getCluster().getMembers()).hasSize(1);
        } finally {
            stranger.getLifecycleService().terminate();
            member.getLifecycleService().terminate();
        }
    }

    /** A worker refuses a census task signed with another secret, and any task that is not the census's. */
    @Test
    void aStrangerInTheClusterCannotHaveAnythingComputed() throws Exception {
        ClusterSecret ours = ClusterSecret.random();
        ClusterSecret theirs = ClusterSecret.random();
        AtomicInteger refused = new AtomicInteger();
        List<String> both = List.of("127.0.0.1:15873", "127.0.0.1:15874");
        HazelcastInstance worker = ClusterMember.start(both, LABEL, "127.0.0.1", 15873, null, 1, ours,
                Worker.signing(ours, refused::incrementAndGet));
        // The stranger has the cluster's name (derived from our secret) but not the secret its worker and tasks sign with.
        HazelcastInstance stranger = ClusterMember.start(both, LABEL, "127.0.0.1", 15874, null, 1, ours, Worker.signing(theirs, () -> { }));
        try {
            assertThat(stranger.getCluster().getMembers()).hasSize(2);
            IExecutorService executor = stranger.getExecutorService(ClusterMember.EXECUTOR);
            var target = worker.getCluster().getLocalMember();

            assertThatThrownBy(() -> executor.submitToMember(CensusTask.signed("0.77", 100, 60, 0, theirs), target).get(30, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).hasRootCauseInstanceOf(SecurityException.class);
            assertThat(refused.get()).isEqualTo(1);

            // Not deserialized, so not run: the worker's answer, a serialization failure, is of a class the
            // stranger's member does not admit either, so the stranger hears nothing.
            assertThatThrownBy(() -> executor.submitToMember(new StrangersTask(), target).get(10, TimeUnit.SECONDS))
                    .isInstanceOfAny(TimeoutException.class, ExecutionException.class);
            assertThat(StrangersTask.RAN).isFalse();

            // A game that fails on an honest member comes back as a failure the caller can read (the
            // filter admits its class), at once rather than after a timeout.
            IExecutorService ownExecutor = worker.getExecutorService(ClusterMember.EXECUTOR);
            var self = worker.getCluster().getLocalMember();
            assertThatThrownBy(() -> ownExecutor.submitToMember(CensusTask.signed("0.x", 100, 60, 0, ours), self).get(30, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).hasRootCauseInstanceOf(IllegalStateException.class);
        } finally {
            stranger.getLifecycleService().terminate();
            worker.getLifecycleService().terminate();
        }
    }

    /**
     * The attack QA ran: a stranger in the cluster answers the games it is sent with made-up rows
     * (period 999, proved). The coordinator refuses each, says so, gives the stranger no more, and
     * the table is the one the coordinator computes alone.
     */
    @Test
    void aForgedRowIsRefusedAndSaid(@TempDir Path dir, @TempDir Path alone) throws InterruptedException {
        ClusterSecret ours = ClusterSecret.random();
        ClusterSecret theirs = ClusterSecret.random();
        List<String> both = List.of("127.0.0.1:15875", "127.0.0.1:15876");
        AtomicInteger forged = new AtomicInteger();
        Worker forger = task -> {
            forged.incrementAndGet();
            GameRow made = new GameRow(task.code(), task.to(), 1, "00000000", 0, 0, 1, 0, -1, 0, -1, GameRow.PROVED, 999, 0, 0, 0, 1,
                    MisereColumns.UNKNOWN, QuotientColumns.NOT_BUILT);
            return SignedRow.of(task, made, theirs);
        };
        HazelcastInstance stranger = ClusterMember.start(both, LABEL, "127.0.0.1", 15876, null, 1, ours, forger);
        HazelcastInstance coordinator = ClusterMember.start(both, LABEL, "127.0.0.1", 15875, null, 1, ours, Worker.signing(ours, () -> { }));
        try {
            assertThat(coordinator.getCluster().getMembers()).hasSize(2);
            Reduction reduction = Reduction.of(Family.parse("0.77,0.07,0.6,0.16"));
            List<String> said = new ArrayList<>();
            Map<String, GameRow> rows = new CensusRun(coordinator, new ResultStore(dir), 300, 60, 0, 1, ours).run(reduction,
                    new CensusRun.Progress() {
                        @Override
                        public void update(int done, int running, int left) {
                        }

                        @Override
                        public void refusedRow(String code, String member) {
                            said.add(code + " from " + member);
                        }
                    }, new AtomicBoolean());
            assertThat(forged.get()).as("games the stranger was given").isEqualTo(1);
            assertThat(said).hasSize(1).allMatch(line -> line.endsWith("from [127.0.0.1]:15876"));
            assertThat(rows.values()).noneMatch(row -> row.period() == 999);
            Map<String, GameRow> honest = new CensusRun(coordinator, new ResultStore(alone), 300, 60, 0, 1, ours)
                    .run(reduction, (done, running, left) -> { }, new AtomicBoolean());
            assertThat(CensusRunTest.withoutTimes(new Table(reduction, rows).csv()))
                    .isEqualTo(CensusRunTest.withoutTimes(new Table(reduction, honest).csv()));
        } finally {
            stranger.getLifecycleService().terminate();
            coordinator.getLifecycleService().terminate();
        }
    }

    /** Not one of the census's classes: a member must not even deserialize it. */
    static final class StrangersTask implements Callable<String>, Serializable {
        @Serial
        private static final long serialVersionUID = 1L;
        static volatile boolean RAN;

        @Override
        public String call() {
            RAN = true;
            return "ran";
        }
    }
}
