package dev.mcpj.server.internal.wire;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The params of {@code initialize} (protocol 2025-11-25 and earlier).
 *
 * @param protocolVersion the revision the client asks for
 * @param capabilities    what the client declares it supports ({@code {}} when it sent none)
 * @param clientInfo      the client's name and version ({@code unknown} when not sent)
 */
public record InitializeParams(String protocolVersion, ObjectNode capabilities, Implementation clientInfo) {

    /**
     * Reads and checks the params of an {@code initialize}.
     *
     * @param params the request's params, or {@code null} when it has none
     * @throws InvalidParamsException when the protocol version is not a string
     */
    public static InitializeParams read(ObjectNode params) {
        JsonNode version = params == null ? null : params.get("protocolVersion");
        if (version == null || !version.isString()) {
            throw new InvalidParamsException("initialize needs a string protocolVersion");
        }
        JsonNode caps = params.get("capabilities");
        return new InitializeParams(version.stringValue(), caps instanceof ObjectNode o ? o : Json.object(),
                Wire.readImplementation(params.get("clientInfo")));
    }
}
