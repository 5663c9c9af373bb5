package dev.mcpj.server.client;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.Role;
import java.util.Objects;

/** One message of a sampling conversation. */
public record SamplingMessage(Role role, Content content) {
    public SamplingMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static SamplingMessage user(String text) {
        return new SamplingMessage(Role.USER, Content.text(text));
    }

    public static SamplingMessage assistant(String text) {
        return new SamplingMessage(Role.ASSISTANT, Content.text(text));
    }
}
