package dev.mcpj.server.task;

/** Where a task is in its life: it starts {@link #WORKING}; the last three are final. */
public enum TaskStatus {
    /** The call is running. */
    WORKING("working"),
    /** The call waits for the client to answer a question (elicitation, sampling, roots). */
    INPUT_REQUIRED("input_required"),
    /**
     * The call ended with a result; in 2026-07-28 a tool's {@code isError} result included.
     */
    COMPLETED("completed"),
    /**
     * The call ended with a JSON-RPC error, or, in 2025-11-25, with a tool's {@code isError}
     * result (which that version's {@code tasks/result} returns).
     */
    FAILED("failed"),
    /** The call was cancelled before it ended. */
    CANCELLED("cancelled");

    private final String wire;

    TaskStatus(String wire) {
        this.wire = wire;
    }

    /** {@return the status's name on the wire, such as {@code "input_required"}} */
    public String wire() {
        return wire;
    }

    /** {@return whether the task has ended: completed, failed or cancelled} */
    public boolean isTerminal() {
        return this == COMPLETED || this == FAILED || this == CANCELLED;
    }
}
