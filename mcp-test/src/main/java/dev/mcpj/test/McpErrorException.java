package dev.mcpj.test;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.test.internal.Exchange;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The server answered a request with a JSON-RPC error. Tool failures are not errors (they are
 * results with {@code isError} set); this is for protocol errors such as an unknown tool or
 * invalid params.
 *
 * {@snippet :
 * McpErrorException e = catchThrowableOfType(McpErrorException.class, () -> client.callTool("no_such_tool"));
 * assertThat(e.errorCode()).isEqualTo(ErrorCode.INVALID_PARAMS);
 * }
 */
public final class McpErrorException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The error's code as sent; see {@link #code()}. */
    private final int code;
    private final transient ObjectNode error;

    /**
     * An error answer to a request. The kit's client throws it; a scripted answer may throw it too,
     * to answer the server's request with this error.
     *
     * @param method the request's method
     * @param error  the response's {@code error} member
     */
    public McpErrorException(String method, JsonNode error) {
        super(method + " failed with " + error.path("code").asInt() + ": " + error.path("message").asString(""));
        this.code = error.path("code").asInt();
        this.error = error instanceof ObjectNode o ? o.deepCopy() : Exchange.JSON.createObjectNode();
    }

    /** {@return the error's {@code code} as sent} */
    public int code() {
        return code;
    }

    /** {@return the code as one of the SDK's constants, or {@code null} when it is not one of them} */
    public @Nullable ErrorCode errorCode() {
        return ErrorCode.fromCode(code);
    }

    /** {@return the error's {@code message}} */
    public String errorMessage() {
        return error.path("message").asString("");
    }

    /** {@return the error's {@code data}, or {@code null} when it has none} */
    public @Nullable JsonNode data() {
        return error.get("data");
    }

    /** {@return the whole {@code error} member} */
    public ObjectNode error() {
        return error.deepCopy();
    }
}
