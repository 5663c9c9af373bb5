package dev.mcpj.server.transport;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.server.LoggingLevel;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * What an {@code initialize} settled for a connection of the {@code initialize} era (protocol
 * 2025-11-25 and earlier): enough to serve that client's later requests on another connection,
 * in this process or another. A transport that serves such a client without a session of its
 * own, or moves a session between processes, hands it to the server through
 * {@link Transport#session()}; a connection reports its own through
 * {@link dev.mcpj.server.Connection#sessionState()}.
 *
 * @param protocolVersion    the negotiated revision; one of {@link ProtocolVersions#INITIALIZE_ERA}
 * @param clientInfo         the client's name and version
 * @param clientCapabilities what the client declared it can do (copied)
 * @param logLevel           the level the client set with {@code logging/setLevel}, or {@code null} for none
 * @param subscriptions      the resource URIs the client subscribed to with {@code resources/subscribe}
 *                           (copied): they belong to the session, wherever it is served
 */
public record SessionState(String protocolVersion, Implementation clientInfo, JsonNode clientCapabilities,
                           @Nullable LoggingLevel logLevel, Set<String> subscriptions) {

    /**
     * Checks the state and copies the client's capabilities.
     *
     * @throws IllegalArgumentException if {@code protocolVersion} is not of the {@code initialize}
     *     era, or {@code clientCapabilities} is not a JSON object
     * @throws NullPointerException if {@code protocolVersion}, {@code clientInfo},
     *     {@code clientCapabilities} or {@code subscriptions} (or one of them) is {@code null}
     */
    public SessionState {
        Objects.requireNonNull(protocolVersion, "protocolVersion");
        Objects.requireNonNull(clientInfo, "clientInfo");
        if (!ProtocolVersions.isInitializeEra(protocolVersion)) {
            throw new IllegalArgumentException("Not a protocol revision of the initialize era: " + protocolVersion);
        }
        if (!Objects.requireNonNull(clientCapabilities, "clientCapabilities").isObject()) {
            throw new IllegalArgumentException("clientCapabilities must be a JSON object");
        }
        clientCapabilities = clientCapabilities.deepCopy();
        subscriptions = Set.copyOf(subscriptions);
    }

    /**
     * A state without subscriptions.
     *
     * @param protocolVersion    the protocol revision {@code initialize} settled
     * @param clientInfo         the client's name and version
     * @param clientCapabilities the client's capabilities, a JSON object
     * @param logLevel           the level the client set, or {@code null} for none
     * @throws IllegalArgumentException as the canonical constructor
     * @throws NullPointerException as the canonical constructor
     */
    public SessionState(String protocolVersion, Implementation clientInfo, JsonNode clientCapabilities,
                        @Nullable LoggingLevel logLevel) {
        this(protocolVersion, clientInfo, clientCapabilities, logLevel, Set.of());
    }

    /** {@return the client's capabilities, as declared (a copy: the state stays as it was made)} */
    @Override
    public JsonNode clientCapabilities() {
        return clientCapabilities.deepCopy();
    }
}
