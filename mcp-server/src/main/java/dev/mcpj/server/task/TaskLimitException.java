package dev.mcpj.server.task;

import dev.mcpj.core.McpException;

/**
 * Thrown by {@link TaskStore#create} when the caller already has as many live tasks as the store
 * allows; the call that would have become a task is refused with a JSON-RPC error.
 */
public class TaskLimitException extends McpException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception whose message the client is sent.
     *
     * @param message why, written for the client
     */
    public TaskLimitException(String message) {
        super(message, null);
    }
}
