package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.RequestId;
import java.util.LinkedHashMap;
import java.util.Map;

/** The responses the transport itself gives: errors, acknowledgements, and their headers. */
final class Replies {
    static final String SESSION_HEADER = "Mcp-Session-Id";
    /** Encodes the transport's own errors; they are small, well within the default limits. */
    private static final JsonRpcCodec CODEC = new JsonRpcCodec();

    private Replies() {
    }

    /** Sends a JSON-RPC error (without an id when {@code id} is {@code null}) with an HTTP status. */
    static void error(HttpExchangeAdapter ex, int status, ErrorCode code, String message, RequestId id) {
        error(ex, status, code, message, id, Map.of());
    }

    static void error(HttpExchangeAdapter ex, int status, ErrorCode code, String message, RequestId id,
                      Map<String, String> extraHeaders) {
        Map<String, String> headers = new LinkedHashMap<>(extraHeaders);
        headers.put("Content-Type", MediaTypes.JSON);
        ex.respond(status, headers, errorBody(code, message, id));
    }

    static byte[] errorBody(ErrorCode code, String message, RequestId id) {
        return errorBody(new JsonRpcError(id, code.code(), message, null));
    }

    /** The JSON body of an error response. */
    static byte[] errorBody(JsonRpcError error) {
        return CODEC.encode(error);
    }

    /** Headers of a JSON answer in a session (none yet when {@code sessionId} is {@code null}). */
    static Map<String, String> json(String sessionId) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", MediaTypes.JSON);
        if (sessionId != null) {
            headers.put(SESSION_HEADER, sessionId);
        }
        return headers;
    }

    /** Headers of an event stream, in a session or (when {@code sessionId} is {@code null}) in none. */
    static Map<String, String> eventStream(String sessionId) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", MediaTypes.EVENT_STREAM);
        headers.put("Cache-Control", "no-cache, no-transform");
        headers.put("X-Accel-Buffering", "no");
        if (sessionId != null) {
            headers.put(SESSION_HEADER, sessionId);
        }
        return headers;
    }
}
