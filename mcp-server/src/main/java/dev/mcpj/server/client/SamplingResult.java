package dev.mcpj.server.client;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.ToolUseContent;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The message the client's model produced: one or more blocks, which are the model's requests to
 * use tools when {@link #stopReason()} is {@code toolUse}.
 *
 * @param role       who wrote the message (the assistant, in practice)
 * @param contents   the content blocks, at least one
 * @param model      the model that answered
 * @param stopReason why generation stopped ({@code endTurn}, {@code stopSequence},
 *                   {@code maxTokens}, {@code toolUse}, ...), or {@code null}
 */
public record SamplingResult(Role role, List<SamplingContent> contents, String model, @Nullable String stopReason) {
    /** The stop reason of a model that asks to use tools. */
    public static final String TOOL_USE = "toolUse";

    /**
     * Checks the role and copies the blocks.
     *
     * @throws IllegalArgumentException if there is no block
     */
    public SamplingResult {
        Objects.requireNonNull(role, "role");
        contents = List.copyOf(Objects.requireNonNull(contents, "contents"));
        if (contents.isEmpty()) {
            throw new IllegalArgumentException("A sampling result needs at least one content block");
        }
    }

    /**
     * A result of one block: the answer of a model that did not use tools.
     *
     * @param role       who wrote the message (the assistant, in practice)
     * @param content    the block
     * @param model      the model that answered
     * @param stopReason why generation stopped, or {@code null}
     */
    public SamplingResult(Role role, SamplingContent content, String model, @Nullable String stopReason) {
        this(role, List.of(Objects.requireNonNull(content, "content")), model, stopReason);
    }

    /** {@return the first content block: the whole answer of a model that did not use tools} */
    public SamplingContent content() {
        return contents.get(0);
    }

    /** {@return the tools the model asks to use, in order; empty when it asks for none} */
    public List<ToolUseContent> toolUses() {
        return contents.stream().filter(ToolUseContent.class::isInstance).map(ToolUseContent.class::cast).toList();
    }

    /** {@return whether generation stopped because the model wants to use tools} */
    public boolean wantsToolUse() {
        return TOOL_USE.equals(stopReason) || !toolUses().isEmpty();
    }
}
