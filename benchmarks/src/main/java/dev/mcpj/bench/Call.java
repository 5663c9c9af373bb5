package dev.mcpj.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One JSON-RPC request the driver sends, and what a correct answer to it holds.
 *
 * @param method the JSON-RPC method
 * @param params the params object, already serialized as UTF-8, so that sending it costs the
 *     driver a copy, not an encoding: the driver shares the machine with the server it measures
 * @param check tells whether the response's {@code result} is right
 * @param expectation what {@code check} looks for, for diagnostics
 */
record Call(String method, byte[] params, ResultCheck check, String expectation) {

    Call(String method, String paramsJson, ResultCheck check, String expectation) {
        this(method, paramsJson.getBytes(StandardCharsets.UTF_8), check, expectation);
    }

    /** The request as one line of UTF-8 JSON, without the newline. */
    byte[] toLine(long id) {
        byte[] head = ("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":")
                .getBytes(StandardCharsets.UTF_8);
        byte[] line = Arrays.copyOf(head, head.length + params.length + 1);
        System.arraycopy(params, 0, line, head.length, params.length);
        line[line.length - 1] = '}';
        return line;
    }
}
