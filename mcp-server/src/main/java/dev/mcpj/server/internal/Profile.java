package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.server.LoggingLevel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The protocol facts one request is served under. A modern (2026-07-28) request carries them in
 * its own {@code _meta} ({@link RequestMeta}); a legacy one inherits them from its connection's
 * {@code initialize}.
 *
 * @param logLevel the level the request asked for (modern), or {@code null}
 */
public record Profile(boolean modern, String version, Implementation clientInfo, JsonNode clientCapabilities,
               LoggingLevel logLevel) {

    /** Whether the request names its protocol version in {@code _meta}, as modern requests do. */
    public static boolean isModern(ObjectNode params) {
        return RequestMeta.namesVersion(params);
    }

    /**
     * Reads and checks the per-request metadata of a modern request.
     *
     * @throws dev.mcpj.core.ProtocolException {@code -32602} for a missing or malformed required field,
     *                                    {@code -32022} for a version this server does not speak
     */
    public static Profile modern(ObjectNode params) {
        RequestMeta meta = RequestMeta.read(params);
        LoggingLevel level = meta.logLevel() == null ? null : level(meta.logLevel(), "_meta." + RequestMeta.LOG_LEVEL);
        return new Profile(true, meta.protocolVersion(), meta.clientInfo(), meta.clientCapabilities(), level);
    }

    /**
     * The log level {@code value} names.
     *
     * @param what what the value is, for the error
     * @throws InvalidParamsException when it names none (or is absent)
     */
    public static LoggingLevel level(JsonNode value, String what) {
        LoggingLevel level = value != null && value.isString() ? LoggingLevel.fromWire(value.stringValue()) : null;
        if (level == null) {
            throw new InvalidParamsException("Invalid " + what + " " + value
                    + ": use debug, info, notice, warning, error, critical, alert or emergency");
        }
        return level;
    }

    /** Whether a log message of {@code level} may be sent for this request. */
    boolean logs(LoggingLevel level) {
        return logLevel != null && level.compareTo(logLevel) >= 0;
    }
}
