package dev.grundy.census;

import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

/**
 * The Hazelcast member a census runs in, embedded in the process. Nothing calls out: phone-home off,
 * multicast and cloud discovery off; it listens on {@code bind} (127.0.0.1 unless told), and joins
 * other members only when given them, by TCP-IP ({@code --cluster host1,host2}) or in a Hazelcast
 * configuration file. Alone, it gets a cluster name of its own so that two censuses on one machine
 * never merge.
 */
final class ClusterMember {
    /** The executor that runs games: one thread per core of each member. */
    static final String EXECUTOR = "grundy-census-games";
    /** The cluster name members given with --cluster share unless told another (--cluster-name). */
    static final String CLUSTER_NAME = "grundy-census";

    private ClusterMember() {
    }

    /**
     * @param members the other members, "host" or "host:port"; empty to run alone
     * @param clusterName the name the members share, with members
     * @param bind the address to listen on
     * @param port the first port tried (the next ones if taken)
     * @param configFile a Hazelcast XML or YAML configuration to start from, or null
     * @param threads threads of the games' executor on this member
     * @return the started member
     */
    static HazelcastInstance start(List<String> members, String clusterName, String bind, int port, Path configFile, int threads) {
        Config config = configFile == null ? new Config() : load(configFile);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.logging.type", System.getProperty("grundy.census.logging", "none"));
        if (configFile == null) {
            config.setClusterName(members.isEmpty() ? CLUSTER_NAME + "-" + UUID.randomUUID() : clusterName);
            config.setProperty("hazelcast.local.localAddress", bind);
            NetworkConfig network = config.getNetworkConfig().setPort(port).setPortAutoIncrement(true);
            network.getInterfaces().setEnabled(true).setInterfaces(List.of(bind));
            JoinConfig join = network.getJoin();
            join.getMulticastConfig().setEnabled(false);
            join.getAutoDetectionConfig().setEnabled(false);
            join.getTcpIpConfig().setEnabled(!members.isEmpty()).setMembers(members);
        }
        config.getJetConfig().setEnabled(false);
        config.addExecutorConfig(new ExecutorConfig(EXECUTOR).setPoolSize(threads));
        return Hazelcast.newHazelcastInstance(config);
    }

    private static Config load(Path file) {
        if (!Files.isReadable(file)) {
            throw new CensusInputException("error.file", file);
        }
        try {
            return Config.loadFromFile(file.toFile());
        } catch (Exception e) {
            throw new CensusInputException("error.hazelcastConfig", file, e.getMessage());
        }
    }
}
