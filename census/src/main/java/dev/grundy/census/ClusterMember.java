package dev.grundy.census;

import com.hazelcast.config.AdvancedNetworkConfig;
import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.ExecutorConfig;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.ServerSocketEndpointConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The Hazelcast member a census runs in, embedded in the process. Nothing calls out: phone-home off,
 * multicast and cloud discovery off; it listens on {@code bind} only (127.0.0.1 unless told, never
 * on every interface), and joins other members only when given them, by TCP-IP
 * ({@code --cluster host1,host2}) or in a Hazelcast configuration file. Its cluster name is derived
 * from the census's secret ({@link ClusterSecret}), so a member without it is refused at the join;
 * it deserializes no class but the census's own ({@link #ADMITTED}); and what it does with a game
 * it is sent is its {@link Worker}'s, which refuses a task not signed with the secret.
 */
final class ClusterMember {
    /** The executor that runs games: one thread per core of each member. */
    static final String EXECUTOR = "grundy-census-games";
    /** What the cluster's name starts with unless told another (--cluster-name). */
    static final String CLUSTER_NAME = "grundy-census";

    /**
     * The only classes a member deserializes (Java serialization; Hazelcast's own messages have their
     * own format): the census's task and row, and the exceptions a task may end in ({@link Worker}
     * reduces any other to these), with what Java serializes inside an exception. Anything else — a
     * stranger's task, a gadget — is refused; an answer refused so would leave its caller waiting.
     */
    static final List<String> ADMITTED = List.of(CensusTask.class.getName(), SignedRow.class.getName(), GameRow.class.getName(),
            QuotientColumns.class.getName(),
            "java.lang.Throwable", "java.lang.Exception", "java.lang.RuntimeException",
            "java.lang.IllegalStateException", "java.lang.IllegalArgumentException", "java.lang.SecurityException",
            "java.util.concurrent.ExecutionException", "java.util.concurrent.CancellationException",
            "java.lang.StackTraceElement", "[Ljava.lang.StackTraceElement;", "java.util.Collections$EmptyList",
            "java.util.Collections$UnmodifiableRandomAccessList", "java.util.Collections$UnmodifiableList",
            "java.util.Collections$UnmodifiableCollection", "java.util.ArrayList");

    private ClusterMember() {
    }

    /**
     * @param others the other members, "host" or "host:port"; empty to run alone
     * @param label the cluster's name before the part derived from the secret
     * @param bind the address to listen on, and the only one
     * @param port the first port tried (the next ones if taken)
     * @param configFile a Hazelcast XML or YAML configuration to start from (its network settings
     *     are then its own), or null
     * @param threads threads of the games' executor on this member
     * @param secret the census's secret
     * @param worker what this member does with the games it is sent
     * @return the started member
     */
    static HazelcastInstance start(List<String> others, String label, String bind, int port, Path configFile, int threads,
                                   ClusterSecret secret, Worker worker) {
        Config config = configFile == null ? new Config() : load(configFile);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.logging.type", System.getProperty("grundy.census.logging", "none"));
        config.setClusterName(secret.clusterName(label));
        if (configFile == null) {
            // Hazelcast binds to every interface unless told not to, whatever the interfaces below say.
            config.setProperty("hazelcast.socket.bind.any", "false");
            config.setProperty("hazelcast.local.localAddress", bind);
            // The advanced network with a member endpoint only: no client protocol, so no Hazelcast client
            // reaches a member, even one that knows the cluster's name.
            AdvancedNetworkConfig network = config.getAdvancedNetworkConfig().setEnabled(true);
            ServerSocketEndpointConfig members = new ServerSocketEndpointConfig();
            members.setPort(port).setPortAutoIncrement(true).getInterfaces().setEnabled(true).setInterfaces(List.of(bind));
            network.setMemberEndpointConfig(members);
            JoinConfig join = network.getJoin();
            join.getMulticastConfig().setEnabled(false);
            join.getAutoDetectionConfig().setEnabled(false);
            join.getTcpIpConfig().setEnabled(!others.isEmpty()).setMembers(others);
        }
        ClassFilter admitted = new ClassFilter();
        ADMITTED.forEach(admitted::addClasses);
        config.getSerializationConfig().setJavaSerializationFilterConfig(
                new JavaSerializationFilterConfig().setDefaultsDisabled(true).setWhitelist(admitted));
        ConcurrentMap<String, Object> context = new ConcurrentHashMap<>();
        context.put(Worker.KEY, worker);
        config.setUserContext(context);
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
