package dev.grundy.web;

import dev.grundy.spec.StandardGames;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.util.Collections;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * The server listens where it says: on the loopback interface unless a host is asked for. Checked
 * by connecting to this machine's own non-loopback address, which never leaves the machine.
 */
class ListeningHostTest {

    /** @return an IPv4 address of this machine other than loopback, if it has one */
    static Optional<InetAddress> otherAddress() throws SocketException {
        for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (face.isUp() && !face.isLoopback()) {
                for (InetAddress address : Collections.list(face.getInetAddresses())) {
                    if (address instanceof Inet4Address && !address.isLoopbackAddress() && !address.isLinkLocalAddress()) {
                        return Optional.of(address);
                    }
                }
            }
        }
        return Optional.empty();
    }

    static boolean accepts(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void listensOnLoopbackOnlyByDefault() throws Exception {
        Optional<InetAddress> other = otherAddress();
        assumeThat(other).as("a network interface besides loopback").isPresent();
        try (WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start(0)) {
            assertThat(accepts(InetAddress.getByName("127.0.0.1"), server.port())).isTrue();
            assertThat(accepts(other.get(), server.port())).as("reachable at " + other.get()).isFalse();
        }
    }

    @Test
    void listensOnEveryInterfaceWhenAsked() throws Exception {
        Optional<InetAddress> other = otherAddress();
        assumeThat(other).as("a network interface besides loopback").isPresent();
        try (WebServer server = new WebServer(StandardGames.registry(), WebLimits.standard()).start("0.0.0.0", 0)) {
            assertThat(accepts(other.get(), server.port())).as("reachable at " + other.get()).isTrue();
            assertThat(accepts(InetAddress.getByName("127.0.0.1"), server.port())).isTrue();
        }
    }
}
