package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.extension.ExtensionMethod;
import dev.mcpj.server.extension.ProtocolEra;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The protocol extensions a server offers, fixed when it is built: what each advertises in
 * {@code capabilities.extensions}, and the methods each adds. The tasks extension of protocol
 * 2026-07-28 is one of them, offered as soon as a tool supports tasks.
 */
public final class Extensions {
    /** The methods of the core protocol on each wire, which no extension may bind. */
    private static final Map<ProtocolEra, Set<String>> CORE = Map.of(
            ProtocolEra.LEGACY, Set.of(McpMethods.INITIALIZE, McpMethods.PING, McpMethods.TOOLS_LIST, McpMethods.TOOLS_CALL,
                    McpMethods.RESOURCES_LIST, McpMethods.RESOURCE_TEMPLATES_LIST, McpMethods.RESOURCES_READ,
                    McpMethods.RESOURCES_SUBSCRIBE, McpMethods.RESOURCES_UNSUBSCRIBE, McpMethods.PROMPTS_LIST,
                    McpMethods.PROMPTS_GET, McpMethods.COMPLETE, McpMethods.SET_LEVEL, McpMethods.TASKS_GET,
                    McpMethods.TASKS_RESULT, McpMethods.TASKS_LIST, McpMethods.TASKS_CANCEL),
            ProtocolEra.MODERN, Set.of(McpMethods.DISCOVER, McpMethods.LISTEN, McpMethods.PING, McpMethods.INITIALIZE,
                    McpMethods.TOOLS_LIST, McpMethods.TOOLS_CALL, McpMethods.RESOURCES_LIST,
                    McpMethods.RESOURCE_TEMPLATES_LIST, McpMethods.RESOURCES_READ, McpMethods.RESOURCES_SUBSCRIBE,
                    McpMethods.RESOURCES_UNSUBSCRIBE, McpMethods.PROMPTS_LIST, McpMethods.PROMPTS_GET, McpMethods.COMPLETE,
                    McpMethods.SET_LEVEL));

    /** A method bound on one wire: who owns it, and what serves it. */
    private record Binding(String extension, String method, boolean requiresDeclaration, Function<Call, JsonNode> serve) {
    }

    private final List<Extension> offered;
    private final Map<ProtocolEra, Map<String, Binding>> bindings = new HashMap<>();
    private final Map<String, CacheHint> cacheHints = new HashMap<>();

    /**
     * Checks and indexes the extensions given to the server builder.
     *
     * @throws IllegalArgumentException if two share an identifier, one claims the tasks
     *     extension's, or a method binds a core method or one another extension bound
     */
    public Extensions(List<Extension> given) {
        Map<String, Extension> byId = new LinkedHashMap<>();
        for (Extension e : given) {
            if (e.id().equals(TaskWire.EXTENSION)) {
                throw new IllegalArgumentException("Extension " + e.id() + " is built in: a server offers it as soon "
                        + "as a tool supports tasks");
            }
            if (byId.putIfAbsent(e.id(), e) != null) {
                throw new IllegalArgumentException("Extension " + e.id() + " is given twice");
            }
        }
        this.offered = List.copyOf(byId.values());
        for (ProtocolEra era : ProtocolEra.values()) {
            bindings.put(era, new HashMap<>());
        }
        bindTasks();
        for (Extension e : offered) {
            for (ExtensionMethod<?> m : e.methods()) {
                bind(e.id(), m.name(), EnumSet.copyOf(m.eras()), m.requiresClientDeclaration(), typed(m));
                if (m.cacheHint() != null) {
                    cacheHints.put(m.name(), m.cacheHint());
                }
            }
        }
    }

    /** The tasks extension's methods (2026-07-28); on the legacy wire they are core methods. */
    private void bindTasks() {
        Set<ProtocolEra> modern = EnumSet.of(ProtocolEra.MODERN);
        bind(TaskWire.EXTENSION, McpMethods.TASKS_GET, modern, true, call -> call.session().core.tasks.get(call));
        bind(TaskWire.EXTENSION, McpMethods.TASKS_CANCEL, modern, true, call -> call.session().core.tasks.cancel(call));
        bind(TaskWire.EXTENSION, TaskWire.UPDATE, modern, true, call -> call.session().core.tasks.update(call));
    }

    private void bind(String extension, String method, Set<ProtocolEra> eras, boolean requiresDeclaration,
                      Function<Call, JsonNode> serve) {
        for (ProtocolEra era : eras) {
            if (CORE.get(era).contains(method)) {
                throw new IllegalArgumentException("Extension " + extension + " cannot bind " + method
                        + ": it is a method of the core protocol");
            }
            Binding previous = bindings.get(era).putIfAbsent(method,
                    new Binding(extension, method, requiresDeclaration, serve));
            if (previous != null) {
                throw new IllegalArgumentException("Extension " + extension + " cannot bind " + method
                        + ": extension " + previous.extension() + " binds it already");
            }
        }
    }

    /** Serves a typed method: reads its params, runs its handler off the read thread, writes its result. */
    private static <P> Function<Call, JsonNode> typed(ExtensionMethod<P> method) {
        return call -> {
            P params = read(call.params(), method);
            return Offload.run(call.session().core, call,
                    () -> result(method.handler().handle(params, call.context()), method.name()));
        };
    }

    private static <P> P read(ObjectNode params, ExtensionMethod<P> method) {
        ObjectNode given = params.deepCopy();
        given.remove("_meta");
        if (method.paramsType().isInstance(given)) {
            return method.paramsType().cast(given);
        }
        try {
            return Json.mapper().treeToValue(given, method.paramsType());
        } catch (JacksonException e) {
            Log.server().debug("Invalid params for {}: {}", method.name(), e.getOriginalMessage());
            throw new InvalidParamsException("Invalid params for " + method.name() + ": " + e.getOriginalMessage());
        }
    }

    private static JsonNode result(Object value, String method) {
        JsonNode tree = value instanceof JsonNode n ? n : Json.mapper().valueToTree(value);
        if (!(tree instanceof ObjectNode)) {
            throw new IllegalStateException("The handler of " + method + " returned " + (value == null ? "null"
                    : "a " + tree.getNodeType()) + ", not a JSON object");
        }
        return tree;
    }

    /** {@return the extensions given to the server builder} */
    public List<Extension> offered() {
        return offered;
    }

    /** {@return the cache hints the extensions' methods declare, by method} */
    public Map<String, CacheHint> cacheHints() {
        return Map.copyOf(cacheHints);
    }

    /** Adds the offered extensions' settings to a server's {@code capabilities} object. */
    public void advertise(ObjectNode capabilities) {
        if (offered.isEmpty()) {
            return;
        }
        ObjectNode map = capabilities.get("extensions") instanceof ObjectNode o ? o : capabilities.putObject("extensions");
        offered.forEach(e -> map.set(e.id(), e.settings()));
    }

    /**
     * Serves {@code call} if an extension binds its method on its wire: returns its result, or
     * {@link Call#LATER} when the handler answers it; null if no extension binds the method.
     *
     * @throws ProtocolException {@code -32021} (2026-07-28) or {@code -32600} when the method needs
     *     the client to declare its extension and it did not
     */
    public @Nullable JsonNode serve(Call call) {
        boolean modern = call.profile().modern();
        Binding b = bindings.get(modern ? ProtocolEra.MODERN : ProtocolEra.LEGACY).get(call.request().method());
        if (b == null || (b.extension().equals(TaskWire.EXTENSION) && !call.session().core.capabilities().tasks())) {
            return null;
        }
        JsonNode declared = call.profile().clientCapabilities();
        if (b.requiresDeclaration() && (declared == null || !declared.path("extensions").path(b.extension()).isObject())) {
            if (modern) {
                ObjectNode data = Json.object();
                data.putObject("requiredCapabilities").putObject("extensions").putObject(b.extension());
                throw new ProtocolException(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY, b.method() + " needs the "
                        + b.extension() + " extension declared on the request", data);
            }
            throw new ProtocolException(ErrorCode.INVALID_REQUEST, b.method() + " needs the " + b.extension()
                    + " extension, which the client did not declare in initialize");
        }
        return b.serve().apply(call);
    }
}
