package dev.mcpj.annotations;

/**
 * Whether calls of an {@link McpTool} may run as tasks; the generated registration passes it to
 * {@code ServerTool.Builder.taskSupport}, where the behaviour is described.
 */
public enum Tasks {
    /** Calls never run as tasks (the default). */
    FORBIDDEN,
    /** A call runs as a task when the client accepts one. */
    OPTIONAL,
    /** Calls only run as tasks; a client that does not accept one is refused. */
    REQUIRED
}
