package dev.mcpj.server.transport;

import org.jspecify.annotations.Nullable;

/**
 * How a message reached the server, in the terms of the OpenTelemetry conventions: the transport
 * protocol under the connection ({@code network.transport}), the application protocol that
 * carried the message and its version ({@code network.protocol.name},
 * {@code network.protocol.version}), and the client's address and port ({@code client.address},
 * {@code client.port}). Any part may be unknown.
 *
 * {@snippet :
 * Peer stdio = Peer.over("pipe", null);
 * Peer post = Peer.over("tcp", "http").from("1.1", "192.0.2.7", 50412);
 * }
 *
 * @param networkTransport       {@code "pipe"} (stdio), {@code "tcp"} (HTTP), {@code "unix"},
 *                               {@code "quic"}, or {@code null} when none applies (in memory)
 * @param networkProtocolName    the application protocol in lower case ({@code "http"},
 *                               {@code "websocket"}), or {@code null} when messages travel bare
 *                               (stdio) or it is not known
 * @param networkProtocolVersion the application protocol's version ({@code "1.1"}, {@code "2"}),
 *                               or {@code null}
 * @param clientAddress          the client's address as the transport has it (for HTTP the peer of
 *                               the request that carried the message: an IP address, without a
 *                               lookup; behind a proxy, the proxy's), or {@code null}
 * @param clientPort             the client's port, or {@code -1} when unknown
 */
public record Peer(@Nullable String networkTransport, @Nullable String networkProtocolName,
                   @Nullable String networkProtocolVersion, @Nullable String clientAddress, int clientPort) {

    /** Nothing known: a message handed over in memory. */
    public static final Peer UNKNOWN = new Peer(null, null, null, null, -1);

    /**
     * Checks the port.
     *
     * @throws IllegalArgumentException if {@code clientPort} is not {@code -1} or a port number
     */
    public Peer {
        if (clientPort < -1 || clientPort > 65_535) {
            throw new IllegalArgumentException("clientPort must be -1 or 0 to 65535: " + clientPort);
        }
    }

    /**
     * The network parts alone, as a transport knows them before any message arrives.
     *
     * @param networkTransport    the transport protocol, or {@code null}
     * @param networkProtocolName the application protocol, or {@code null}
     * @return a peer with no client parts
     */
    public static Peer over(@Nullable String networkTransport, @Nullable String networkProtocolName) {
        return new Peer(networkTransport, networkProtocolName, null, null, -1);
    }

    /**
     * These network parts, with the client parts of one message.
     *
     * @param networkProtocolVersion the application protocol's version, or {@code null}
     * @param clientAddress          the client's address, or {@code null}
     * @param clientPort             the client's port, or {@code -1}
     * @return the peer of that message
     */
    public Peer from(@Nullable String networkProtocolVersion, @Nullable String clientAddress, int clientPort) {
        return new Peer(networkTransport, networkProtocolName, networkProtocolVersion, clientAddress, clientPort);
    }

    /**
     * These network parts without the client parts.
     *
     * @return this peer's transport and application protocol alone
     */
    public Peer withoutClient() {
        return networkProtocolVersion == null && clientAddress == null && clientPort == -1
                ? this
                : new Peer(networkTransport, networkProtocolName, null, null, -1);
    }
}
