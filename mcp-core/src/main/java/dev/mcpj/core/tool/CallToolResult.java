package dev.mcpj.core.tool;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The result of a tool call. A failure the model can act on is a result with {@code isError}
 * set, not an exception. The trees handed in ({@code structuredContent}, {@code meta}) are
 * copied, so one result may be kept as a constant and returned from many calls at once; the trees
 * its accessors return are its own: read them, do not modify them.
 *
 * {@snippet :
 * CallToolResult ok = CallToolResult.text("42");
 * CallToolResult bad = CallToolResult.error("Unit 'parsec' is not supported; use km or mi");
 * }
 *
 * @param content           the content blocks; never {@code null}
 * @param structuredContent structured output (any JSON value), or {@code null}
 * @param isError           whether the tool failed
 * @param meta              {@code _meta}, or {@code null}
 */
public record CallToolResult(List<Content> content, @Nullable JsonNode structuredContent, boolean isError, @Nullable ObjectNode meta) {
    /**
     * Checks and copies the content list, and copies both trees.
     *
     * @throws NullPointerException if {@code content} is {@code null}
     */
    public CallToolResult {
        content = List.copyOf(Objects.requireNonNull(content, "content"));
        structuredContent = Json.copyOf(structuredContent);
        meta = Json.copyOf(meta);
    }

    /**
     * A successful result holding one text block.
     *
     * @param text the tool's output
     * @return the result
     */
    public static CallToolResult text(String text) {
        return new CallToolResult(List.of(Content.text(text)), null, false, null);
    }

    /**
     * A successful result holding the given blocks.
     *
     * @param content the blocks, in order
     * @return the result
     */
    public static CallToolResult of(Content... content) {
        return new CallToolResult(List.of(content), null, false, null);
    }

    /**
     * A successful result holding the given blocks.
     *
     * @param content the blocks, in order (copied)
     * @return the result
     */
    public static CallToolResult of(List<? extends Content> content) {
        return new CallToolResult(List.copyOf(content), null, false, null);
    }

    /**
     * A failed result whose text tells the model what went wrong.
     *
     * @param message what went wrong, for the model
     * @return the failed result
     */
    public static CallToolResult error(String message) {
        return new CallToolResult(List.of(Content.text(message)), null, true, null);
    }

    /**
     * A successful structured result, with the same JSON serialized into a text block for clients
     * that do not read {@code structuredContent}.
     *
     * @param value the structured output, any JSON value (copied)
     * @return the result
     */
    public static CallToolResult structured(JsonNode value) {
        Objects.requireNonNull(value, "value");
        return new CallToolResult(List.of(Content.text(value.toString())), value, false, null);
    }

    /**
     * This result with {@code _meta} replaced.
     *
     * @param meta the new {@code _meta} (copied)
     * @return a copy of this result with it
     */
    public CallToolResult withMeta(ObjectNode meta) {
        return new CallToolResult(content, structuredContent, isError, meta);
    }
}
