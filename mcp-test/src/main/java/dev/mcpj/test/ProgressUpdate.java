package dev.mcpj.test;

import org.jspecify.annotations.Nullable;

/**
 * One {@code notifications/progress} the server sent while serving a request of the client.
 *
 * @param progress the progress so far
 * @param total    the total, or {@code null} if unknown
 * @param message  a message for the user, or {@code null}
 */
public record ProgressUpdate(double progress, @Nullable Double total, @Nullable String message) {
}
