package dev.mcpj.server.client;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import java.util.List;
import java.util.Objects;

/**
 * One message of a sampling conversation: one or more content blocks. With tools, the model's
 * {@link ToolUseContent} blocks come back as an assistant message, and the results go to it as a
 * user message of {@link ToolResultContent} blocks.
 *
 * {@snippet :
 * SamplingMessage asked = SamplingMessage.assistant(result.contents());
 * SamplingMessage answered = SamplingMessage.user(List.of(ToolResultContent.text(use.id(), "18°C")));
 * }
 *
 * @param role    who speaks
 * @param content its blocks, at least one
 */
public record SamplingMessage(Role role, List<SamplingContent> content) {
    /**
     * Checks the role and copies the blocks.
     *
     * @throws IllegalArgumentException if there is no block
     */
    public SamplingMessage {
        Objects.requireNonNull(role, "role");
        content = List.copyOf(Objects.requireNonNull(content, "content"));
        if (content.isEmpty()) {
            throw new IllegalArgumentException("A sampling message needs at least one content block");
        }
    }

    /**
     * A message of one block.
     *
     * @param role    who speaks
     * @param content the block
     */
    public SamplingMessage(Role role, SamplingContent content) {
        this(role, List.of(Objects.requireNonNull(content, "content")));
    }

    /**
     * A user message of one text block.
     *
     * @param text the text
     * @return the message
     */
    public static SamplingMessage user(String text) {
        return new SamplingMessage(Role.USER, Content.text(text));
    }

    /**
     * An assistant message of one text block.
     *
     * @param text the text
     * @return the message
     */
    public static SamplingMessage assistant(String text) {
        return new SamplingMessage(Role.ASSISTANT, Content.text(text));
    }

    /**
     * A user message of the given blocks (tool results, say).
     *
     * @param content the blocks, at least one
     * @return the message
     */
    public static SamplingMessage user(List<? extends SamplingContent> content) {
        return new SamplingMessage(Role.USER, List.copyOf(content));
    }

    /**
     * An assistant message of the given blocks (the model's tool uses, say).
     *
     * @param content the blocks, at least one
     * @return the message
     */
    public static SamplingMessage assistant(List<? extends SamplingContent> content) {
        return new SamplingMessage(Role.ASSISTANT, List.copyOf(content));
    }
}
