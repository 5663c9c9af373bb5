package dev.mcpj.test;

import dev.mcpj.server.LoggingLevel;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * One {@code notifications/message} (a log message) the server sent.
 *
 * @param level  its severity
 * @param logger the logger's name, or {@code null}
 * @param data   what was logged: a string or any JSON value
 */
public record LogMessage(LoggingLevel level, @Nullable String logger, JsonNode data) {
    /** {@return {@link #data()} as text: the string itself, or the JSON of any other value} */
    public String text() {
        return data.isString() ? data.stringValue() : data.toString();
    }
}
