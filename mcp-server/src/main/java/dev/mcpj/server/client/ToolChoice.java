package dev.mcpj.server.client;

/** How the client's model may use the tools of a sampling request ({@code toolChoice.mode}). */
public enum ToolChoice {
    /** The model decides (the default). */
    AUTO,
    /** The model must use at least one tool. */
    REQUIRED,
    /** The model must not use tools. */
    NONE
}
