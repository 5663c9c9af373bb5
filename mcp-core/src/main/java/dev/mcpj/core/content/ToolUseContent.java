package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client's model asks to use a tool ({@code tool_use}), in a sampling result whose stop reason
 * is {@code toolUse}. Answer it with a {@link ToolResultContent} naming the same {@code id}.
 *
 * @param id    the id of this use, unique within the conversation
 * @param name  the tool's name
 * @param input the arguments, as the tool's input schema describes (a copy of the tree given)
 * @param meta  {@code _meta}, or {@code null}
 */
public record ToolUseContent(String id, String name, ObjectNode input, @Nullable ObjectNode meta) implements SamplingContent {
    /**
     * Checks the required components and copies both trees.
     *
     * @throws NullPointerException if {@code id}, {@code name} or {@code input} is {@code null}
     */
    public ToolUseContent {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        input = Json.copyOf(Objects.requireNonNull(input, "input"));
        meta = Json.copyOf(meta);
    }
}
