package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.RequestId;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A POST body, decoded once by the server's codec: a request, a notification, or a response, or
 * a frame to drop. What cannot be routed is turned away here with HTTP 400 and the JSON-RPC error
 * the codec gives it. A request the codec refuses but can still read (an id and a method, but no
 * {@code "jsonrpc": "2.0"}, or params that are not an object) is routed as a request with its
 * {@code refusal}, which answers it on its own POST as the server would; an invalid notification
 * or response, which JSON-RPC leaves unanswered, is {@link Kind#IGNORED}.
 *
 * @param kind    the kind of message
 * @param message the decoded message, handed to the server as it is; {@code null} when ignored
 * @param refusal the error answering a request the codec refused, or {@code null}
 */
record Incoming(Kind kind, JsonRpcMessage message, JsonRpcError refusal) {
    /** How the parser's message for a repeated key begins. */
    private static final String DUPLICATE = "Duplicate Object property ";

    enum Kind { REQUEST, NOTIFICATION, RESPONSE, IGNORED }

    Incoming(Kind kind, JsonRpcMessage message) {
        this(kind, message, null);
    }

    /** A body that cannot be routed, with the JSON-RPC error it gets (and the id, when readable). */
    static final class Malformed extends Exception {
        final ErrorCode code;
        final RequestId id;

        Malformed(ErrorCode code, String message, RequestId id) {
            super(message, null, false, false);
            this.code = code;
            this.id = id;
        }
    }

    static Incoming read(JsonRpcCodec codec, byte[] body) throws Malformed {
        JsonNode node;
        try {
            node = codec.readTree(body, 0, body.length);
        } catch (StreamConstraintsException e) {
            // The server's own limits (nesting depth, lengths).
            throw new Malformed(ErrorCode.PARSE_ERROR, "Parse error: the body exceeds a limit of this server: "
                    + firstLine(e.getOriginalMessage()), null);
        } catch (JacksonException e) {
            String detail = e.getOriginalMessage();
            if (detail != null && detail.startsWith(DUPLICATE)) {
                // Duplicate keys are refused: which value would count is ambiguous. Said the same
                // way in both eras.
                throw new Malformed(ErrorCode.PARSE_ERROR, "Parse error: the body is JSON but repeats a key: "
                        + detail.substring(DUPLICATE.length()), null);
            }
            throw new Malformed(ErrorCode.PARSE_ERROR, "Parse error: the body is not valid JSON", null);
        }
        if (node == null || node.isMissingNode()) {
            throw new Malformed(ErrorCode.PARSE_ERROR, "Parse error: the body is empty", null);
        }
        if (node.isArray()) {
            throw new Malformed(ErrorCode.INVALID_REQUEST,
                    "Batches are not supported: send one JSON-RPC message per POST", null);
        }
        if (!(node instanceof ObjectNode)) {
            throw new Malformed(ErrorCode.INVALID_REQUEST, "The body must be a JSON-RPC message object", null);
        }
        Decoded decoded = codec.decodeTree(node);
        if (decoded instanceof Decoded.Invalid invalid) {
            JsonRpcError error = invalid.response();
            if (invalid.request() != null) {
                return new Incoming(Kind.REQUEST, invalid.request(), error);
            }
            if (error == null) {
                return new Incoming(Kind.IGNORED, null);
            }
            ErrorCode code = ErrorCode.fromCode(error.code());
            throw new Malformed(code == null ? ErrorCode.INVALID_REQUEST : code, error.message(), error.id());
        }
        JsonRpcMessage message = ((Decoded.Message) decoded).message();
        Kind kind = message instanceof JsonRpcRequest ? Kind.REQUEST
                : message instanceof JsonRpcNotification ? Kind.NOTIFICATION : Kind.RESPONSE;
        return new Incoming(kind, message);
    }

    private static String firstLine(String message) {
        String m = String.valueOf(message);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** {@return the request's id, or {@code null} for any other kind} */
    RequestId id() {
        return message instanceof JsonRpcRequest r ? r.id() : null;
    }

    /** {@return the method of a request or notification, or {@code null}} */
    String method() {
        if (message instanceof JsonRpcRequest r) {
            return r.method();
        }
        return message instanceof JsonRpcNotification n ? n.method() : null;
    }

    /**
     * {@return the {@code params} of a request or notification, or {@code null} when it has none};
     * read to pick the protocol era and to check what the HTTP headers mirror of the body
     */
    ObjectNode params() {
        if (message instanceof JsonRpcRequest r) {
            return r.params();
        }
        return message instanceof JsonRpcNotification n ? n.params() : null;
    }

    boolean isInitialize() {
        return kind == Kind.REQUEST && McpMethods.INITIALIZE.equals(method());
    }
}
