package dev.mcpj.core.jsonrpc;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TreeCodec;
import dev.mcpj.core.internal.Wire;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Turns frames into {@link JsonRpcMessage}s and back: the codec the server and the built-in
 * transports use, for a transport that must look into a message before it hands the frame on
 * (to route it, or to check it against its headers). Decoding goes by shape and never throws:
 * anything that is not a valid JSON-RPC 2.0 message becomes {@link Decoded.Invalid} with the
 * error response it deserves. A codec is immutable and safe to share between threads.
 *
 * {@snippet :
 * JsonRpcCodec codec = new JsonRpcCodec();
 * byte[] frame = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
 * if (codec.decode(frame, 0, frame.length) instanceof Decoded.Message m && m.message() instanceof JsonRpcRequest r) {
 *     byte[] answer = codec.encode(new JsonRpcResult(r.id(), codec.mapper().createObjectNode()));
 * }
 * }
 */
public final class JsonRpcCodec {
    private final JsonMapper mapper;
    private final TreeCodec trees;

    /**
     * A codec with the default limits: 64 levels of nesting, 4 MiB a frame (as {@code McpServer}'s
     * defaults).
     */
    public JsonRpcCodec() {
        this(Json.Limits.DEFAULT_NESTING_DEPTH, Json.Limits.DEFAULT_MAX_BYTES);
    }

    /**
     * A codec that refuses deeper or larger frames as parse errors.
     *
     * @param maxNestingDepth the deepest nesting of arrays and objects a frame may have
     * @param maxBytes        the most bytes (or chars) a frame may have
     */
    public JsonRpcCodec(int maxNestingDepth, int maxBytes) {
        this.mapper = maxNestingDepth == Json.Limits.DEFAULT_NESTING_DEPTH && maxBytes == Json.Limits.DEFAULT_MAX_BYTES
                ? Json.mapper() : Json.create(maxNestingDepth, maxBytes);
        this.trees = new TreeCodec(mapper);
    }

    /** {@return the mapper this codec reads and writes trees with, configured with its limits} */
    public JsonMapper mapper() {
        return mapper;
    }

    /**
     * Decodes one UTF-8 frame.
     *
     * @param frame  the bytes that hold the frame
     * @param offset where the frame starts in them
     * @param length how many bytes it has
     * @return the message, or what was wrong with the frame and the error that answers it
     */
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
     * @param frame  the bytes that hold the frame
     * @param offset where the frame starts in them
     * @param length how many bytes it has
     * @return the JSON value
     * @throws JacksonException when the frame is not one JSON value within the limits (a
     *         {@link StreamConstraintsException} for a limit); duplicate keys are refused
     */
    public JsonNode readTree(byte[] frame, int offset, int length) {
        return trees.read(frame, offset, length);
    }

    /**
     * Decodes one frame given as text.
     *
     * @param frame the frame
     * @return the message, or what was wrong with the frame and the error that answers it
     */
    public Decoded decode(String frame) {
        byte[] bytes = frame.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return decode(bytes, 0, bytes.length);
    }

    /**
     * Classifies a parsed JSON value.
     *
     * @param node the value, as {@link #readTree} parsed it
     * @return the message, or what was wrong with it and the error that answers it
     */
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

    /**
     * Encodes a message as one line of UTF-8 JSON, without the newline.
     *
     * @param message the message
     * @return its UTF-8 bytes
     */
    public byte[] encode(JsonRpcMessage message) {
        return trees.write(toTree(message));
    }

    /**
     * The JSON tree of a message.
     *
     * @param message the message
     * @return a new tree that holds it
     */
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
            out.set("id", Wire.idNode(id));
        }
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
