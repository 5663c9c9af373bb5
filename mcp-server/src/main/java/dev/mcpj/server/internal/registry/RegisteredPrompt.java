package dev.mcpj.server.internal.registry;

import dev.mcpj.server.ServerPrompt;
import tools.jackson.databind.node.ObjectNode;

/** A prompt with its wire form, prepared at registration. */
public record RegisteredPrompt(ServerPrompt prompt, ObjectNode wire) {
}
