package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A member listens on the --bind address only, as the kernel's socket table (/proc/net/tcp and
 * tcp6, Linux) shows it: not on 0.0.0.0 nor ::, which Hazelcast binds to unless told not to.
 */
class BindAddressTest {
    private static final int PORT = 15881;

    @Test
    void aMemberListensOnItsBindAddressOnly() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "a Linux socket table");
        ClusterSecret secret = ClusterSecret.random();
        HazelcastInstance member = ClusterMember.start(List.of(), ClusterMember.CLUSTER_NAME, "127.0.0.1", PORT, null, 1, secret,
                Worker.signing(secret, () -> { }));
        try {
            int port = member.getCluster().getLocalMember().getAddress().getPort();
            List<String> listening = listeningAddresses(port);
            assertThat(listening).as("sockets listening on port %d", port).isNotEmpty()
                    .allMatch(address -> address.equals("0100007F") || address.equals("0000000000000000FFFF00000100007F"));
        } finally {
            member.getLifecycleService().terminate();
        }
    }

    /** @return the local addresses, hex as the kernel writes them, of the sockets listening on the port */
    static List<String> listeningAddresses(int port) throws IOException {
        List<String> found = new ArrayList<>();
        String hexPort = String.format(Locale.ROOT, "%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path file = Path.of(table);
            if (!Files.isReadable(file)) {
                continue;
            }
            for (String line : Files.readAllLines(file).subList(1, Files.readAllLines(file).size())) {
                String[] fields = line.trim().split("\\s+");
                String[] local = fields[1].split(":");
                // State 0A is LISTEN.
                if (local[1].equals(hexPort) && fields[3].equals("0A")) {
                    found.add(local[0]);
                }
            }
        }
        return found;
    }
}
