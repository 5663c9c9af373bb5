package dev.mcpj.bench;

import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * One JSON-RPC request the driver sends, and what a correct answer to it holds.
 *
 * @param method the JSON-RPC method
 * @param paramsJson the params object, already serialized
 * @param accepts tells whether the response's {@code result} is right
 * @param expectation what {@code accepts} looks for, for diagnostics
 */
record Call(String method, String paramsJson, Predicate<JsonNode> accepts, String expectation) {

    /** The request as one line of UTF-8 JSON, without the newline. */
    byte[] toLine(long id) {
        String line =
                "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":"
                        + paramsJson + "}";
        return line.getBytes(StandardCharsets.UTF_8);
    }
}
