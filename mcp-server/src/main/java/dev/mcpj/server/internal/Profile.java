package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.server.LoggingLevel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The protocol facts one request is served under. A modern (2026-07-28) request carries them in
 * its own {@code _meta}; a legacy one inherits them from its connection's {@code initialize}.
 *
 * @param logLevel the level the request asked for (modern), or {@code null}
 */
record Profile(boolean modern, String version, Implementation clientInfo, JsonNode clientCapabilities,
               LoggingLevel logLevel) {
    static final String PREFIX = "io.modelcontextprotocol/";
    static final String VERSION = PREFIX + "protocolVersion";
    static final String CAPABILITIES = PREFIX + "clientCapabilities";
    static final String CLIENT_INFO = PREFIX + "clientInfo";
    static final String LOG_LEVEL = PREFIX + "logLevel";
    static final String SERVER_INFO = PREFIX + "serverInfo";
    static final String SUBSCRIPTION_ID = PREFIX + "subscriptionId";

    /** Whether the request names its protocol version in {@code _meta}, as modern requests do. */
    static boolean isModern(ObjectNode params) {
        return params != null && params.path("_meta").has(VERSION);
    }

    /**
     * Reads and checks the per-request metadata of a modern request.
     *
     * @throws McpException {@code -32602} for a missing or malformed required field,
     *                      {@code -32022} for a version this server does not speak
     */
    static Profile modern(ObjectNode params) {
        JsonNode meta = params.path("_meta");
        JsonNode version = meta.get(VERSION);
        if (version == null || !version.isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "_meta." + VERSION + " must be a string");
        }
        if (!ProtocolVersions.MODERN.contains(version.stringValue())) {
            ObjectNode data = Json.object();
            ArrayNode supported = data.putArray("supported");
            ProtocolVersions.MODERN.forEach(supported::add);
            ProtocolVersions.LEGACY.forEach(supported::add);
            data.put("requested", version.stringValue());
            throw new McpException(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version "
                    + version.stringValue() + "; this server supports " + ProtocolVersions.MODERN
                    + " per request, or " + ProtocolVersions.LEGACY + " through initialize", data);
        }
        JsonNode caps = meta.get(CAPABILITIES);
        if (caps == null || !caps.isObject()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "_meta." + CAPABILITIES
                    + " is required and must be an object ({} declares none)");
        }
        LoggingLevel level = null;
        JsonNode lvl = meta.get(LOG_LEVEL);
        if (lvl != null) {
            level = lvl.isString() ? LoggingLevel.fromWire(lvl.stringValue()) : null;
            if (level == null) {
                throw new McpException(ErrorCode.INVALID_PARAMS, "Invalid _meta." + LOG_LEVEL + " " + lvl
                        + ": use debug, info, notice, warning, error, critical, alert or emergency");
            }
        }
        return new Profile(true, version.stringValue(), Wire.readImplementation(meta.get(CLIENT_INFO)), caps, level);
    }

    /** Whether a log message of {@code level} may be sent for this request. */
    boolean logs(LoggingLevel level) {
        return logLevel != null && level.compareTo(logLevel) >= 0;
    }
}
