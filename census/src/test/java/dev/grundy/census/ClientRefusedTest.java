package dev.grundy.census;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** No client reaches a member, even one that knows the cluster's name: members speak to members only. */
class ClientRefusedTest {
    @Test
    void aClientWithTheClusterNameCannotConnect() {
        ClusterSecret secret = ClusterSecret.random();
        HazelcastInstance member = ClusterMember.start(List.of(), ClusterMember.CLUSTER_NAME, "127.0.0.1", 15891, null, 1, secret,
                Worker.signing(secret, () -> { }));
        try {
            ClientConfig config = new ClientConfig().setClusterName(member.getConfig().getClusterName());
            config.setProperty("hazelcast.logging.type", "none");
            config.getNetworkConfig().addAddress("127.0.0.1:" + member.getCluster().getLocalMember().getAddress().getPort());
            config.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(3000);
            assertThatThrownBy(() -> HazelcastClient.newHazelcastClient(config).shutdown()).isInstanceOf(IllegalStateException.class);
        } finally {
            member.getLifecycleService().terminate();
        }
    }
}
