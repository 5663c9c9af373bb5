package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.internal.CancelledParams;
import dev.mcpj.core.internal.Capabilities;
import dev.mcpj.core.internal.DiscoverResult;
import dev.mcpj.core.internal.InitializeParams;
import dev.mcpj.core.internal.InitializeResult;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.ListParams;
import dev.mcpj.core.internal.SetLevelParams;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.server.ServerCapabilities;
import tools.jackson.databind.node.ObjectNode;

/** Routes requests and notifications of one connection to what serves them. */
final class Dispatcher {
    private final ServerCore core;
    private final Session session;
    private final ToolCalls toolCalls;
    private final ResourceMethods resources;
    private final PromptMethods prompts;

    Dispatcher(ServerCore core, Session session) {
        this.core = core;
        this.session = session;
        this.toolCalls = new ToolCalls(core);
        this.resources = new ResourceMethods(core, session);
        this.prompts = new PromptMethods(core);
    }

    /** Serves a request; throws {@link ProtocolException} for a protocol error. */
    void request(Call call) {
        if (!Interceptors.METHODS.contains(call.request().method()) && !core.interceptors.admit(call)) {
            return; // an interceptor that sees every request answered it
        }
        if (call.profile().modern()) {
            modern(call);
            return;
        }
        String method = call.request().method();
        if (method.equals(McpMethods.INITIALIZE)) {
            initialize(call);
            return;
        }
        if (method.equals(McpMethods.PING)) {
            call.complete(Json.object());
            return;
        }
        if (!session.isInitialized()) {
            throw new ProtocolException(ErrorCode.INVALID_REQUEST,
                    "Server not initialized: the first request must be initialize, not " + method);
        }
        if (!shared(call)) {
            switch (method) {
                case McpMethods.SET_LEVEL -> {
                    requireDeclared(session.declared().logging(), "logging", method);
                    setLevel(call);
                }
                case McpMethods.RESOURCES_SUBSCRIBE, McpMethods.RESOURCES_UNSUBSCRIBE -> {
                    requireDeclared(session.declared().resourceSubscriptions(), "resources.subscribe", method);
                    call.complete(resources.subscribe(call.params(), method.equals(McpMethods.RESOURCES_SUBSCRIBE)));
                }
                default -> throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
            }
        }
    }

    /** A stateless request of protocol 2026-07-28: everything it needs is in its own {@code _meta}. */
    private void modern(Call call) {
        String method = call.request().method();
        if (method.equals(McpMethods.DISCOVER)) {
            call.complete(discover());
        } else if (method.equals(McpMethods.LISTEN)) {
            session.listen(call);
        } else if (!shared(call)) {
            throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
        }
    }

    /** Serves the methods both eras share; returns whether {@code call} was one of them. */
    private boolean shared(Call call) {
        if (!core.interceptors.admit(call)) {
            return true; // an interceptor answered it
        }
        switch (call.request().method()) {
            case McpMethods.TOOLS_LIST -> call.complete(listTools(call.params(), call.profile().modern()));
            case McpMethods.TOOLS_CALL -> toolCalls.start(call);
            case McpMethods.RESOURCES_LIST -> call.complete(resources.list(call.params()));
            case McpMethods.RESOURCE_TEMPLATES_LIST -> call.complete(resources.listTemplates(call.params()));
            case McpMethods.RESOURCES_READ -> resources.read(call);
            case McpMethods.PROMPTS_LIST -> call.complete(prompts.list(call.params()));
            case McpMethods.PROMPTS_GET -> prompts.get(call);
            case McpMethods.COMPLETE -> prompts.complete(call);
            case McpMethods.TASKS_GET, McpMethods.TASKS_CANCEL, McpMethods.TASKS_RESULT, McpMethods.TASKS_LIST -> {
                // core methods of 2025-11-25; on 2026-07-28 tasks/get and tasks/cancel are the tasks extension's
                return call.profile().modern() ? core.extensions.serve(call) : legacyTasks(call);
            }
            default -> {
                return core.extensions.serve(call);
            }
        }
        return true;
    }

    private ObjectNode discover() {
        ObjectNode result = new DiscoverResult(ProtocolVersions.ALL, capabilities(core.capabilities()),
                core.instructions).toJson();
        core.extensions.advertise((ObjectNode) result.get("capabilities"));
        return result;
    }

    /**
     * Serves a {@code tasks/*} method of 2025-11-25; returns false when the server has no
     * task-capable tool, so that it has none.
     */
    private boolean legacyTasks(Call call) {
        if (!core.capabilities().tasks()) {
            return false;
        }
        switch (call.request().method()) {
            case McpMethods.TASKS_GET -> core.tasks.get(call);
            case McpMethods.TASKS_CANCEL -> core.tasks.cancel(call);
            case McpMethods.TASKS_RESULT -> core.tasks.result(call);
            default -> core.tasks.list(call);
        }
        return true;
    }

    void notification(JsonRpcNotification n) {
        switch (n.method()) {
            case McpMethods.INITIALIZED -> {
                // nothing to do: the connection is ready as soon as initialize is answered
            }
            case McpMethods.CANCELLED -> {
                CancelledParams cancelled = CancelledParams.read(n.params());
                if (cancelled.requestId() == null) {
                    Log.server().debug("Ignored a cancellation without a valid requestId");
                } else {
                    session.cancel(cancelled.requestId(), cancelled.reason());
                }
            }
            default -> Log.server().debug("Ignored notification {}", n.method());
        }
    }

    private void initialize(Call call) {
        if (session.isInitialized()) {
            throw new ProtocolException(ErrorCode.INVALID_REQUEST, "Already initialized: send initialize only once");
        }
        InitializeParams params = InitializeParams.read(call.request().params());
        String version = ProtocolVersions.negotiate(params.protocolVersion());
        ServerCapabilities declared = core.capabilities();
        session.initialized(version, params.clientInfo(), params.capabilities(), declared);
        ObjectNode result = new InitializeResult(version, capabilities(declared), core.info, core.instructions).toJson();
        core.extensions.advertise((ObjectNode) result.get("capabilities"));
        call.complete(result);
    }

    /** What {@code declared} declares, as the protocol says it. */
    static Capabilities capabilities(ServerCapabilities declared) {
        return new Capabilities(declared.tools(), declared.logging(), declared.resources(),
                declared.resourceSubscriptions(), declared.prompts(), declared.completions(), declared.tasks());
    }

    private static void requireDeclared(boolean declared, String capability, String method) {
        if (!declared) {
            throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method
                    + " (this server does not declare the '" + capability + "' capability)");
        }
    }

    private ObjectNode listTools(ObjectNode params, boolean modern) {
        Catalog.Page<RegisteredTool> page = core.tools.page(ListParams.read(params).cursor(), core.limits.pageSize());
        return ListParams.result(ListParams.Kind.TOOLS, page.items().stream().map(t -> t.wire(modern)).toList(),
                page.nextCursor());
    }

    private void setLevel(Call call) {
        session.logLevel(Profile.level(SetLevelParams.levelOf(call.request().params()), "log level"));
        call.complete(Json.object());
    }
}
