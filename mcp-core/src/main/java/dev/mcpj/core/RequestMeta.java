package dev.mcpj.core;

import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The per-request metadata of a stateless request (2026-07-28 on), read from its
 * {@code params._meta}: the one place that knows its keys and checks its rules, for the server
 * that serves the request and the HTTP transport that checks it against its headers.
 *
 * @param protocolVersion    the revision the request speaks, one of {@link ProtocolVersions#STATELESS}
 * @param clientCapabilities what the client declares it supports ({@code {}} declares nothing)
 * @param clientInfo         the client's name and version ({@code unknown} when not sent)
 * @param logLevel           the wire name of the least severe log level the client wants, or
 *                           {@code null} for none; its validity is the server's to check
 */
public record RequestMeta(String protocolVersion, ObjectNode clientCapabilities, Implementation clientInfo,
                          @Nullable JsonNode logLevel) {
    private static final String PREFIX = "io.modelcontextprotocol/";
    /** The key of the protocol version in a request's {@code _meta}. */
    public static final String VERSION = PREFIX + "protocolVersion";
    /** The key of the client's capabilities in a request's {@code _meta}. */
    public static final String CAPABILITIES = PREFIX + "clientCapabilities";
    /** The key of the client's name and version in a request's {@code _meta}. */
    public static final String CLIENT_INFO = PREFIX + "clientInfo";
    /** The key of the requested log level in a request's {@code _meta}. */
    public static final String LOG_LEVEL = PREFIX + "logLevel";
    /** The key of the server's name and version in a result's {@code _meta}. */
    public static final String SERVER_INFO = PREFIX + "serverInfo";
    /** The key of the subscription a notification belongs to, in its {@code _meta}. */
    public static final String SUBSCRIPTION_ID = PREFIX + "subscriptionId";
    /** The key of {@code _meta} itself. */
    public static final String META = "_meta";

    /**
     * The {@code _meta} of a request's params.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return {@code params._meta}, or {@code null} when absent or not an object
     */
    public static @Nullable ObjectNode of(@Nullable ObjectNode params) {
        return params != null && params.get(META) instanceof ObjectNode m ? m : null;
    }

    /**
     * Whether the request names a protocol version in its {@code _meta} (whatever the value), as
     * every stateless request does: what decides that a request outside a session is stateless.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return whether {@code params._meta} has the protocol version's key
     */
    public static boolean namesVersion(@Nullable ObjectNode params) {
        ObjectNode meta = of(params);
        return meta != null && meta.has(VERSION);
    }

    /**
     * The protocol version the request names.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return the version, as sent
     * @throws InvalidParamsException when it is missing or not a string
     */
    public static String version(@Nullable ObjectNode params) {
        ObjectNode meta = of(params);
        JsonNode version = meta == null ? null : meta.get(VERSION);
        if (version == null || !version.isString()) {
            throw new InvalidParamsException("_meta." + VERSION + " must be a string");
        }
        return version.stringValue();
    }

    /**
     * Reads and checks the metadata of a stateless request, in this order: the version is a
     * string, this SDK speaks it, the capabilities are an object.
     *
     * @param params the request's params, or {@code null} when it has none
     * @return the metadata
     * @throws InvalidParamsException for a missing or malformed required field
     * @throws ProtocolException      {@code -32022} for a version this SDK does not speak, with the
     *                                supported versions in its data
     */
    public static RequestMeta read(@Nullable ObjectNode params) {
        String version = version(params);
        if (!ProtocolVersions.isStateless(version)) {
            ObjectNode data = Json.object();
            ArrayNode supported = data.putArray("supported");
            ProtocolVersions.ALL.forEach(supported::add);
            data.put("requested", version);
            throw new ProtocolException(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version "
                    + version + "; this server supports " + ProtocolVersions.STATELESS
                    + " per request, or " + ProtocolVersions.INITIALIZE_ERA + " through initialize", data);
        }
        ObjectNode meta = of(params);
        if (!(meta.get(CAPABILITIES) instanceof ObjectNode caps)) {
            throw new InvalidParamsException("_meta." + CAPABILITIES
                    + " is required and must be an object ({} declares none)");
        }
        return new RequestMeta(version, caps, Wire.readImplementation(meta.get(CLIENT_INFO)), meta.get(LOG_LEVEL));
    }
}
