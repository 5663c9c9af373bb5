package dev.mcpj.server;

/**
 * A tool, resource, resource template or prompt registered with a {@link McpServer}, as the
 * {@code register*} method that registered it returns it: keep it to change the definition, to
 * hide it for a while, or to take it away. Connected clients are told of each change that alters
 * what they are listed ({@code notifications/tools/list_changed} and its siblings), as they are of
 * a registration.
 *
 * {@snippet :
 * Registration<ServerTool> deploy = server.registerTool(ServerTool.builder("deploy")
 *         .description("Deploy the current build")
 *         .handler((args, ctx) -> CallToolResult.text("deployed"))
 *         .build());
 * deploy.disable();   // hidden from tools/list; a call is answered as for an unknown tool
 * deploy.enable();    // listed and callable again
 * deploy.remove();    // gone; its name is free to register again
 * }
 *
 * <p>A disabled entry is left out of every list and answered as unknown, but keeps its name (or
 * URI) taken: registering another under it fails until this one is removed. Implementations are
 * the server's own; this interface is not meant to be implemented elsewhere. Its methods are safe
 * to call from any thread.
 *
 * @param <T> what is registered: {@link ServerTool}, {@link ServerResource},
 *            {@link ServerResourceTemplate} or {@link ServerPrompt}
 */
public interface Registration<T> {

    /** {@return the definition now registered: the one given last, to register or to {@link #update}} */
    T definition();

    /** {@return whether it is registered and enabled, so that clients list it and may use it} */
    boolean isEnabled();

    /** {@return whether it is still registered, enabled or not: false once {@link #remove()}d} */
    boolean isRegistered();

    /**
     * Replaces the definition, keeping this registration enabled or disabled as it is; clients are
     * told the list changed if it is enabled. Calls already running finish with the definition
     * they started with.
     *
     * @param definition the new definition, with the same name (for a resource, the same URI;
     *                   for a template, the same URI template) as the one registered
     * @throws IllegalArgumentException if it has another name, or its schema is not valid
     * @throws IllegalStateException    if this registration was removed
     */
    void update(T definition);

    /**
     * Hides it: it is left out of lists, and requests naming it are answered as for one not
     * registered. Does nothing if it is disabled already.
     *
     * @throws IllegalStateException if this registration was removed
     */
    void disable();

    /**
     * Shows it again after {@link #disable()}. Does nothing if it is enabled already.
     *
     * @throws IllegalStateException if this registration was removed
     */
    void enable();

    /**
     * Removes it from the server; its name (or URI) may be registered again. Does nothing if it
     * was removed already.
     */
    void remove();
}
