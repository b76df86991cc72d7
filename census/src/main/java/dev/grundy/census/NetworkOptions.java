package dev.grundy.census;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The checks of the network options, made before a member starts: bad ones are told in one line, exit 2. */
final class NetworkOptions {
    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");
    /** host or host:port, the host a name, an IPv4 address or an IPv6 one in brackets. */
    private static final Pattern MEMBER = Pattern.compile("([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?");

    private NetworkOptions() {
    }

    /** @throws CensusInputException unless the port is one a socket can have */
    static void port(int port) {
        if (!portInRange(port)) {
            throw new CensusInputException("error.port", port);
        }
    }

    /**
     * @param bind what --bind says
     * @throws CensusInputException unless it is an IP address (no name: nothing is looked up) of one of this machine's interfaces
     */
    static void bind(String bind) {
        Matcher v4 = IPV4.matcher(bind);
        boolean literal = v4.matches() ? List.of(v4.group(1), v4.group(2), v4.group(3), v4.group(4)).stream()
                .allMatch(part -> Integer.parseInt(part) <= 255) : IPV6.matcher(bind).matches();
        if (!literal) {
            throw new CensusInputException("error.bind", bind);
        }
        try {
            if (NetworkInterface.getByInetAddress(InetAddress.getByName(bind)) == null) {
                throw new CensusInputException("error.bindHere", bind);
            }
        } catch (UnknownHostException | SocketException e) {
            throw new CensusInputException("error.bind", bind);
        }
    }

    private static boolean portInRange(int port) {
        return port >= 1 && port <= 65535;
    }

    /** @throws CensusInputException unless every member is host or host:port */
    static void members(List<String> members) {
        for (String member : members) {
            Matcher matcher = MEMBER.matcher(member);
            if (!matcher.matches() || matcher.group(2) != null && !portInRange(Integer.parseInt(matcher.group(2)))) {
                throw new CensusInputException("error.member", member.length() > 80 ? member.substring(0, 80) + "…" : member);
            }
        }
    }
}
