package dev.mcpj.server.transport;

import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcMessage;

/** Encodes a decoded message again, for a {@link FrameReceiver} that takes only bytes. */
final class Reencoding {
    private static final JsonRpcCodec CODEC = new JsonRpcCodec(Json.Limits.DEFAULT_NESTING_DEPTH,
            Json.Limits.DEFAULT_MAX_BYTES);

    private Reencoding() {
    }

    static byte[] encode(JsonRpcMessage message) {
        return CODEC.encode(message);
    }
}
