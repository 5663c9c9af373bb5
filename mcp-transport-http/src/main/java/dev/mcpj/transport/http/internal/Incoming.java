package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.core.internal.Methods;
import dev.mcpj.core.jsonrpc.RequestId;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a POST body is, as far as routing needs to know: a request (with its id and method), a
 * notification, or a response. The server decodes and validates the message itself; this only
 * reads the envelope, and turns away what could never be routed.
 *
 * @param kind   the kind of message
 * @param id     the request's id (requests only)
 * @param method the method (requests and notifications)
 * @param params the {@code params} object, or {@code null} when absent or not an object; read to
 *               pick the protocol era and to check what the HTTP headers mirror of the body
 */
record Incoming(Kind kind, RequestId id, String method, ObjectNode params) {
    /** How the parser's message for a repeated key begins. */
    private static final String DUPLICATE = "Duplicate Object property ";

    enum Kind { REQUEST, NOTIFICATION, RESPONSE }

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

    static Incoming read(JsonMapper mapper, byte[] body) throws Malformed {
        JsonNode node;
        try {
            node = mapper.readTree(body);
        } catch (StreamConstraintsException e) {
            // The server's own limits (nesting depth, lengths), which its codec would apply too.
            throw new Malformed(ErrorCode.PARSE_ERROR, "Parse error: the body exceeds a limit of this server: "
                    + firstLine(e.getOriginalMessage()), null);
        } catch (JacksonException e) {
            String detail = e.getOriginalMessage();
            if (detail != null && detail.startsWith(DUPLICATE)) {
                // The mapper rejects duplicate keys, as the server does: which value would count is
                // ambiguous. Said the same way in both eras, before the server sees the body.
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
        if (!(node instanceof ObjectNode obj)) {
            throw new Malformed(ErrorCode.INVALID_REQUEST, "The body must be a JSON-RPC message object", null);
        }
        JsonNode idNode = obj.get("id");
        RequestId id = JsonRpcCodec.readId(idNode);
        if (idNode != null && !idNode.isNull() && id == null) {
            throw new Malformed(ErrorCode.INVALID_REQUEST, "Request id must be a string or an integer", null);
        }
        JsonNode method = obj.get("method");
        if (method != null) {
            if (!method.isString()) {
                throw new Malformed(ErrorCode.INVALID_REQUEST, "\"method\" must be a string", id);
            }
            ObjectNode params = obj.get("params") instanceof ObjectNode p ? p : null;
            if (idNode == null) {
                return new Incoming(Kind.NOTIFICATION, null, method.stringValue(), params);
            }
            if (id == null) {
                throw new Malformed(ErrorCode.INVALID_REQUEST, "Request id must not be null", null);
            }
            return new Incoming(Kind.REQUEST, id, method.stringValue(), params);
        }
        if (id != null && (obj.has("result") || obj.has("error"))) {
            return new Incoming(Kind.RESPONSE, null, null, null);
        }
        throw new Malformed(ErrorCode.INVALID_REQUEST,
                "The body is neither a request, a notification nor a response", id);
    }

    private static String firstLine(String message) {
        String m = String.valueOf(message);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    boolean isInitialize() {
        return kind == Kind.REQUEST && Methods.INITIALIZE.equals(method);
    }
}
