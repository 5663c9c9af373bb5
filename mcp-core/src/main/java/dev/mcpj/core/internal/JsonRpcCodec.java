package dev.mcpj.core.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns frames into {@link JsonRpcMessage}s and back. Decoding goes by shape and never throws:
 * anything that is not a valid JSON-RPC 2.0 message becomes {@link Decoded.Invalid} with the
 * error response it deserves.
 */
public final class JsonRpcCodec {
    private final JsonMapper mapper;
    private final TreeCodec trees;

    public JsonRpcCodec(int maxNestingDepth, int maxBytes) {
        this.mapper = maxNestingDepth == Json.Limits.DEFAULT_NESTING_DEPTH && maxBytes == Json.Limits.DEFAULT_MAX_BYTES
                ? Json.mapper() : Json.create(maxNestingDepth, maxBytes);
        this.trees = new TreeCodec(mapper);
    }

    public JsonMapper mapper() {
        return mapper;
    }

    /** Decodes one UTF-8 frame. */
    public Decoded decode(byte[] frame, int offset, int length) {
        JsonNode node;
        try {
            node = trees.read(frame, offset, length);
        } catch (StreamConstraintsException e) {
            return invalid(null, ErrorCode.PARSE_ERROR, "Message exceeds a size limit: " + firstLine(e), e);
        } catch (JacksonException e) {
            return invalid(null, ErrorCode.PARSE_ERROR, "Message is not valid JSON", e);
        }
        return decodeTree(node);
    }

    /**
     * Parses one UTF-8 frame into a tree, with this codec's limits, without classifying it: for a
     * transport that words its own parse errors, then classifies the tree with {@link #decodeTree}.
     *
     * @throws JacksonException when the frame is not one JSON value within the limits (a
     *         {@link StreamConstraintsException} for a limit); duplicate keys are refused
     */
    public JsonNode readTree(byte[] frame, int offset, int length) {
        return trees.read(frame, offset, length);
    }

    /** Decodes one frame given as text. */
    public Decoded decode(String frame) {
        byte[] bytes = frame.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return decode(bytes, 0, bytes.length);
    }

    /** Classifies a parsed JSON value. */
    public Decoded decodeTree(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return invalid(null, ErrorCode.PARSE_ERROR, "Message is empty", null);
        }
        if (node.isArray()) {
            return invalid(null, ErrorCode.INVALID_REQUEST, "Batch requests are not supported; send one message per line", null);
        }
        if (!(node instanceof ObjectNode obj)) {
            return invalid(null, ErrorCode.INVALID_REQUEST, "Message must be a JSON object", null);
        }
        JsonNode idNode = obj.get("id");
        JsonNode methodNode = obj.get("method");
        RequestId id = null;
        String idProblem = null;
        if (idNode != null) {
            if (idNode.isString()) {
                id = new StringRequestId(idNode.stringValue());
            } else if (idNode.isIntegralNumber() && idNode.canConvertToLong()) {
                id = new NumericRequestId(idNode.longValue());
            } else if (idNode.isNull()) {
                idProblem = "Request id must not be null";
            } else {
                idProblem = "Request id must be a string or an integer";
            }
        }
        JsonNode version = obj.get("jsonrpc");
        if (version == null || !version.isString() || !"2.0".equals(version.stringValue())) {
            if (methodNode == null && idNode == null) {
                return invalid(null, ErrorCode.INVALID_REQUEST, "Message must have \"jsonrpc\": \"2.0\"", null);
            }
            boolean notification = methodNode != null && idNode == null;
            return notification
                    ? silent("Notification without \"jsonrpc\": \"2.0\"")
                    : refused(id, methodNode, obj, ErrorCode.INVALID_REQUEST, "Message must have \"jsonrpc\": \"2.0\"");
        }
        if (idProblem != null) {
            return invalid(null, ErrorCode.INVALID_REQUEST, idProblem, null);
        }
        if (methodNode != null) {
            if (!methodNode.isString()) {
                return id == null ? silent("Notification whose method is not a string")
                        : invalid(id, ErrorCode.INVALID_REQUEST, "\"method\" must be a string", null);
            }
            String method = methodNode.stringValue();
            JsonNode params = obj.get("params");
            if (params != null && !params.isObject() && !params.isNull()) {
                return id == null ? silent("Notification " + method + " with params that are not an object")
                        : refused(id, methodNode, obj, ErrorCode.INVALID_PARAMS, "\"params\" must be an object");
            }
            ObjectNode p = params instanceof ObjectNode po ? po : null;
            return id == null
                    ? new Decoded.Message(new JsonRpcNotification(method, p))
                    : new Decoded.Message(new JsonRpcRequest(id, method, p));
        }
        if (id != null && obj.has("result") != obj.has("error")) {
            if (obj.has("result")) {
                return new Decoded.Message(new JsonRpcResult(id, obj.get("result")));
            }
            JsonNode err = obj.get("error");
            JsonNode code = err.get("code");
            JsonNode message = err.get("message");
            if (code == null || !code.isIntegralNumber() || message == null || !message.isString()) {
                return silent("Error response " + id + " without an integer code and a message");
            }
            return new Decoded.Message(new JsonRpcError(id, code.intValue(), message.stringValue(), err.get("data")));
        }
        if (idNode == null && obj.has("error")) {
            return silent("Error response without an id");
        }
        return invalid(id, ErrorCode.INVALID_REQUEST, "Message is neither a request, a notification nor a response", null);
    }

    /** Encodes a message as one line of UTF-8 JSON, without the newline. */
    public byte[] encode(JsonRpcMessage message) {
        return trees.write(toTree(message));
    }

    /** The JSON tree of a message. */
    public ObjectNode toTree(JsonRpcMessage message) {
        ObjectNode out = Json.object();
        out.put("jsonrpc", "2.0");
        if (message instanceof JsonRpcRequest r) {
            putId(out, r.id());
            out.put("method", r.method());
            if (r.params() != null) {
                out.set("params", r.params());
            }
        } else if (message instanceof JsonRpcNotification n) {
            out.put("method", n.method());
            if (n.params() != null) {
                out.set("params", n.params());
            }
        } else if (message instanceof JsonRpcResult r) {
            putId(out, r.id());
            out.set("result", r.result());
        } else if (message instanceof JsonRpcError e) {
            putId(out, e.id());
            ObjectNode err = out.putObject("error");
            err.put("code", e.code());
            err.put("message", e.message());
            if (e.data() != null) {
                err.set("data", e.data());
            }
        }
        return out;
    }

    /** Writes the id; an error about an unreadable request has none, and then the field is left out. */
    private static void putId(ObjectNode out, RequestId id) {
        if (id != null) {
            out.set("id", idNode(id));
        }
    }

    /** The JSON form of an id. */
    public static JsonNode idNode(RequestId id) {
        if (id instanceof StringRequestId s) {
            return Json.nodes().stringNode(s.value());
        }
        return Json.nodes().numberNode(((NumericRequestId) id).value());
    }

    /** Reads an id from JSON (a string or an integer), or {@code null} if it is neither. */
    public static RequestId readId(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isString()) {
            return new StringRequestId(node.stringValue());
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return new NumericRequestId(node.longValue());
        }
        return null;
    }

    private static Decoded invalid(RequestId id, ErrorCode code, String message, Exception cause) {
        String detail = cause == null ? message : message + ": " + firstLine(cause);
        return new Decoded.Invalid(new JsonRpcError(id, code.code(), message, null), detail);
    }

    /** A refused frame that still reads as a request when it has an id and a string method. */
    private static Decoded refused(RequestId id, JsonNode method, ObjectNode obj, ErrorCode code, String message) {
        JsonRpcRequest request = id == null || method == null || !method.isString() ? null
                : new JsonRpcRequest(id, method.stringValue(), obj.get("params") instanceof ObjectNode p ? p : null);
        return new Decoded.Invalid(new JsonRpcError(id, code.code(), message, null), message, request);
    }

    private static Decoded silent(String detail) {
        return new Decoded.Invalid(null, detail);
    }

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
