package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Log;
import dev.mcpj.server.internal.Profile;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.wire.CancelledParams;
import dev.mcpj.server.internal.wire.Capabilities;
import dev.mcpj.server.internal.wire.DiscoverResult;
import dev.mcpj.server.internal.wire.InitializeParams;
import dev.mcpj.server.internal.wire.InitializeResult;
import dev.mcpj.server.internal.wire.ListParams;
import dev.mcpj.server.internal.wire.SetLevelParams;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Routes requests and notifications of one connection to what serves them. */
public final class Dispatcher {
    private final ServerCore core;
    private final Session session;
    private final ToolCalls toolCalls;
    private final ResourceMethods resources;
    private final PromptMethods prompts;

    public Dispatcher(ServerCore core, Session session) {
        this.core = core;
        this.session = session;
        this.toolCalls = new ToolCalls(core);
        this.resources = new ResourceMethods(core, session);
        this.prompts = new PromptMethods(core);
    }

    /**
     * Serves a request: returns its result, or {@link Call#LATER} when the work it started (a
     * handler, a wait for a task) answers the call when done. Throws {@link ProtocolException}
     * for a protocol error.
     */
    public JsonNode request(Call call) {
        if (!Interceptors.METHODS.contains(call.request().method())) {
            JsonNode answered = core.interceptors.admit(call);
            if (answered != null) {
                return answered; // an interceptor that sees every request answered it
            }
        }
        String method = call.request().method();
        if (call.profile().modern()) {
            return switch (method) {
                case McpMethods.DISCOVER -> discover();
                case McpMethods.LISTEN -> session.listen(call);
                default -> shared(call);
            };
        }
        if (method.equals(McpMethods.INITIALIZE)) {
            return initialize(call);
        }
        if (method.equals(McpMethods.PING)) {
            return Json.object();
        }
        if (!session.isInitialized()) {
            throw new ProtocolException(ErrorCode.INVALID_REQUEST,
                    "Server not initialized: the first request must be initialize, not " + method);
        }
        return shared(call);
    }

    /** Serves the methods both eras share, then those of extensions, then those of 2025-11-25 alone. */
    private JsonNode shared(Call call) {
        JsonNode answered = core.interceptors.admit(call);
        if (answered != null) {
            return answered;
        }
        return switch (call.request().method()) {
            case McpMethods.TOOLS_LIST -> listTools(call.params(), call.profile().modern());
            case McpMethods.TOOLS_CALL -> toolCalls.start(call);
            case McpMethods.RESOURCES_LIST -> resources.list(call.params());
            case McpMethods.RESOURCE_TEMPLATES_LIST -> resources.listTemplates(call.params());
            case McpMethods.RESOURCES_READ -> resources.read(call);
            case McpMethods.PROMPTS_LIST -> prompts.list(call.params());
            case McpMethods.PROMPTS_GET -> prompts.get(call);
            case McpMethods.COMPLETE -> prompts.complete(call);
            // core methods of 2025-11-25; on 2026-07-28 tasks/get and tasks/cancel are the tasks extension's
            case McpMethods.TASKS_GET, McpMethods.TASKS_CANCEL, McpMethods.TASKS_RESULT, McpMethods.TASKS_LIST ->
                    call.profile().modern() ? extension(call) : legacyTasks(call);
            default -> extension(call);
        };
    }

    /** Serves a method an extension binds, or one of 2025-11-25 alone. */
    private JsonNode extension(Call call) {
        JsonNode served = core.extensions().serve(call);
        return served != null ? served : legacyOnly(call);
    }

    /** Serves the methods only 2025-11-25 has; any other is not found. */
    private JsonNode legacyOnly(Call call) {
        String method = call.request().method();
        if (!call.profile().modern()) {
            switch (method) {
                case McpMethods.SET_LEVEL -> {
                    requireDeclared(session.declared().logging(), "logging", method);
                    return setLevel(call);
                }
                case McpMethods.RESOURCES_SUBSCRIBE, McpMethods.RESOURCES_UNSUBSCRIBE -> {
                    requireDeclared(session.declared().resourceSubscriptions(), "resources.subscribe", method);
                    return resources.subscribe(call.params(), method.equals(McpMethods.RESOURCES_SUBSCRIBE));
                }
                default -> {
                    // not found
                }
            }
        }
        throw new ProtocolException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
    }

    private ObjectNode discover() {
        ObjectNode result = new DiscoverResult(ProtocolVersions.ALL, capabilities(core.capabilities()),
                core.instructions).toJson();
        core.extensions().advertise((ObjectNode) result.get("capabilities"));
        return result;
    }

    /**
     * Serves a {@code tasks/*} method of 2025-11-25; one the server has none of when it has no
     * task-capable tool.
     */
    private JsonNode legacyTasks(Call call) {
        if (!core.capabilities().tasks()) {
            return legacyOnly(call);
        }
        return switch (call.request().method()) {
            case McpMethods.TASKS_GET -> core.tasks.get(call);
            case McpMethods.TASKS_CANCEL -> core.tasks.cancel(call);
            case McpMethods.TASKS_RESULT -> core.tasks.result(call);
            default -> core.tasks.list(call);
        };
    }

    public void notification(JsonRpcNotification n) {
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

    private ObjectNode initialize(Call call) {
        if (session.isInitialized()) {
            throw new ProtocolException(ErrorCode.INVALID_REQUEST, "Already initialized: send initialize only once");
        }
        InitializeParams params = InitializeParams.read(call.request().params());
        String version = ProtocolVersions.negotiate(params.protocolVersion());
        ServerCapabilities declared = core.capabilities();
        session.initialized(version, params.clientInfo(), params.capabilities(), declared);
        ObjectNode result = new InitializeResult(version, capabilities(declared), core.info, core.instructions).toJson();
        core.extensions().advertise((ObjectNode) result.get("capabilities"));
        return result;
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
        return core.tools.list(params, core.limits.pageSize(), ListParams.Kind.TOOLS, t -> t.wire(modern));
    }

    private ObjectNode setLevel(Call call) {
        session.logLevel(Profile.level(SetLevelParams.levelOf(call.request().params()), "log level"));
        return Json.object();
    }
}
