package dev.mcpj.server;

/**
 * Registers the tools, resources and prompts of one class's annotated methods with a server: the
 * service that the mcpj annotation processor generates for every class with {@code @McpTool},
 * {@code @McpResource} or {@code @McpPrompt} methods (next to {@code BookshopTools}, a
 * {@code BookshopToolsRegistrar}), and lists in
 * {@code META-INF/services/dev.mcpj.server.Registrar} of the compiled classes. A framework finds
 * the annotated classes of an application through this index, without scanning the class path or
 * reflecting over methods, and matches them to the objects it manages; plain Java can do the same:
 *
 * {@snippet :
 * List<Object> components = List.of(new Indexer());   // the objects the application manages
 * for (Registrar registrar : ServiceLoader.load(Registrar.class)) {
 *     for (Object component : components) {
 *         registrar.registerIfInstance(server, component);
 *     }
 * }
 * }
 *
 * <p>A registrar registers the methods its class declares, not those it inherits: an object whose
 * class and superclass both have annotated methods is registered by both registrars. In a named
 * module, {@link java.util.ServiceLoader} reads the module's {@code provides} clauses instead of the
 * index: declare {@code provides dev.mcpj.server.Registrar with com.example.BookshopToolsRegistrar;}.
 */
public interface Registrar {

    /** {@return the class whose annotated methods this registrar registers} */
    Class<?> type();

    /**
     * Registers the tools, resources and prompts of {@code target}'s annotated methods with
     * {@code server}; static methods are registered the same way, whatever the target.
     *
     * @param server the server to register with
     * @param target an instance of {@link #type()}
     * @throws ClassCastException       if {@code target} is not an instance of {@link #type()}
     * @throws IllegalArgumentException if the server has one of the same name or URI already
     */
    void register(McpServer server, Object target);

    /**
     * Registers {@code candidate} as {@link #register} does if it is an instance of
     * {@link #type()}, and tells whether it was.
     *
     * @param server    the server to register with
     * @param candidate any object
     * @return whether it was an instance, and so registered
     */
    default boolean registerIfInstance(McpServer server, Object candidate) {
        if (!type().isInstance(candidate)) {
            return false;
        }
        register(server, candidate);
        return true;
    }
}
