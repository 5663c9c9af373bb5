package dev.mcpj.core.content;

import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The result of a tool use, sent back to the client's model in the next sampling request
 * ({@code tool_result}).
 *
 * {@snippet :
 * ToolResultContent answer = ToolResultContent.text(use.id(), "18°C and sunny");
 * }
 *
 * @param toolUseId         the {@link ToolUseContent#id()} this answers
 * @param content           the result's content blocks
 * @param structuredContent structured output, or {@code null} (a copy of the tree given)
 * @param isError           whether the tool use failed
 * @param meta              {@code _meta}, or {@code null}
 */
public record ToolResultContent(String toolUseId, List<Content> content, @Nullable JsonNode structuredContent, boolean isError,
                                @Nullable ObjectNode meta) implements SamplingContent {
    /**
     * Checks the required components and copies the content list and both trees.
     *
     * @throws NullPointerException if {@code toolUseId} or {@code content} is {@code null}
     */
    public ToolResultContent {
        Objects.requireNonNull(toolUseId, "toolUseId");
        content = List.copyOf(Objects.requireNonNull(content, "content"));
        structuredContent = Json.copyOf(structuredContent);
        meta = Json.copyOf(meta);
    }

    /**
     * A successful result holding one text block.
     *
     * @param toolUseId the id of the tool use this answers
     * @param text      the tool's output
     * @return the result
     */
    public static ToolResultContent text(String toolUseId, String text) {
        return new ToolResultContent(toolUseId, List.of(Content.text(text)), null, false, null);
    }

    /**
     * A failed result whose text tells the model what went wrong.
     *
     * @param toolUseId the id of the tool use this answers
     * @param message   what went wrong, for the model
     * @return the failed result
     */
    public static ToolResultContent error(String toolUseId, String message) {
        return new ToolResultContent(toolUseId, List.of(Content.text(message)), null, true, null);
    }
}
