package dev.mcpj.core.tool;

/**
 * Whether a call of a tool may run as a task: answered at once with a handle the client polls,
 * while the tool keeps working. In protocol 2025-11-25 this is the tool's
 * {@code execution.taskSupport}, listed to clients, and the client asks for a task on each call;
 * in 2026-07-28 (the {@code io.modelcontextprotocol/tasks} extension) the server decides, for a
 * client that declares the extension on the request.
 */
public enum TaskSupport {
    /** Calls never run as tasks (the default). */
    FORBIDDEN("forbidden"),
    /** A call runs as a task when the client accepts one, and as an ordinary call otherwise. */
    OPTIONAL("optional"),
    /** Calls only run as tasks: a client that does not accept one is refused. */
    REQUIRED("required");

    private final String wire;

    TaskSupport(String wire) {
        this.wire = wire;
    }

    /** {@return the value's name on the wire, such as {@code "optional"}} */
    public String wire() {
        return wire;
    }
}
