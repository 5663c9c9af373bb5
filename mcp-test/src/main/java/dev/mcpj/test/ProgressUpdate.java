package dev.mcpj.test;

/**
 * One {@code notifications/progress} the server sent while serving a request of the client.
 *
 * @param progress the progress so far
 * @param total    the total, or {@code null} if unknown
 * @param message  a message for the user, or {@code null}
 */
public record ProgressUpdate(double progress, Double total, String message) {
}
