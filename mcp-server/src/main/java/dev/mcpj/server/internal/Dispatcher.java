package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.LoggingLevel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
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

    /** Serves a request; throws {@link McpException} for a protocol error. */
    void request(Call call) {
        if (call.profile().modern()) {
            modern(call);
            return;
        }
        String method = call.request().method();
        if (method.equals("initialize")) {
            initialize(call);
            return;
        }
        if (method.equals("ping")) {
            call.complete(Json.object());
            return;
        }
        if (!session.isInitialized()) {
            throw new McpException(ErrorCode.INVALID_REQUEST,
                    "Server not initialized: the first request must be initialize, not " + method);
        }
        if (!shared(call)) {
            switch (method) {
                case "logging/setLevel" -> setLevel(call);
                case "resources/subscribe" -> call.complete(resources.subscribe(call.params(), true));
                case "resources/unsubscribe" -> call.complete(resources.subscribe(call.params(), false));
                default -> throw new McpException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
            }
        }
    }

    /** A stateless request of protocol 2026-07-28: everything it needs is in its own {@code _meta}. */
    private void modern(Call call) {
        String method = call.request().method();
        if (method.equals("server/discover")) {
            call.complete(discover());
        } else if (method.equals("subscriptions/listen")) {
            session.listen(call);
        } else if (!shared(call)) {
            throw new McpException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method);
        }
    }

    /** Serves the methods both eras share; returns whether {@code call} was one of them. */
    private boolean shared(Call call) {
        switch (call.request().method()) {
            case "tools/list" -> call.complete(listTools(call.params()));
            case "tools/call" -> toolCalls.start(call);
            case "resources/list" -> call.complete(resources.list(call.params()));
            case "resources/templates/list" -> call.complete(resources.listTemplates(call.params()));
            case "resources/read" -> resources.read(call);
            case "prompts/list" -> call.complete(prompts.list(call.params()));
            case "prompts/get" -> prompts.get(call);
            case "completion/complete" -> prompts.complete(call);
            default -> {
                return false;
            }
        }
        return true;
    }

    private ObjectNode discover() {
        ObjectNode result = Json.object();
        ArrayNode versions = result.putArray("supportedVersions");
        ProtocolVersions.MODERN.forEach(versions::add);
        ProtocolVersions.LEGACY.forEach(versions::add);
        result.set("capabilities", capabilities());
        if (core.instructions != null) {
            result.put("instructions", core.instructions);
        }
        return result;
    }

    void notification(JsonRpcNotification n) {
        switch (n.method()) {
            case "notifications/initialized" -> {
                // nothing to do: the connection is ready as soon as initialize is answered
            }
            case "notifications/cancelled" -> {
                JsonNode params = n.params();
                RequestId id = params == null ? null : JsonRpcCodec.readId(params.get("requestId"));
                if (id == null) {
                    Log.server().debug("Ignored a cancellation without a valid requestId");
                } else {
                    session.cancel(id, params.path("reason").asString(""));
                }
            }
            default -> Log.server().debug("Ignored notification {}", n.method());
        }
    }

    private void initialize(Call call) {
        if (session.isInitialized()) {
            throw new McpException(ErrorCode.INVALID_REQUEST, "Already initialized: send initialize only once");
        }
        ObjectNode params = call.params();
        JsonNode requested = params.get("protocolVersion");
        if (requested == null || !requested.isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "initialize needs a string protocolVersion");
        }
        JsonNode caps = params.get("capabilities");
        String version = ProtocolVersions.negotiate(requested.stringValue());
        session.initialized(version, Wire.readImplementation(params.get("clientInfo")),
                caps != null && caps.isObject() ? caps : Json.object());
        ObjectNode result = Json.object();
        result.put("protocolVersion", version);
        result.set("capabilities", capabilities());
        result.set("serverInfo", Wire.implementation(core.info));
        if (core.instructions != null) {
            result.put("instructions", core.instructions);
        }
        call.complete(result);
    }

    /** Tools and logging always; resources, prompts and completions when the server has any. */
    private ObjectNode capabilities() {
        ObjectNode caps = Json.object();
        caps.putObject("tools").put("listChanged", true);
        caps.putObject("logging");
        boolean hasResources = !core.resources.isEmpty() || !core.templates.isEmpty();
        if (hasResources) {
            caps.putObject("resources").put("subscribe", true).put("listChanged", true);
        }
        if (!core.prompts.isEmpty()) {
            caps.putObject("prompts").put("listChanged", true);
        }
        if (!core.prompts.isEmpty() || !core.templates.isEmpty()) {
            caps.putObject("completions");
        }
        return caps;
    }

    private ObjectNode listTools(ObjectNode params) {
        Catalog.Page<RegisteredTool> page = core.tools.page(Lists.cursor(params), core.limits.pageSize());
        ObjectNode result = Json.object();
        ArrayNode tools = result.putArray("tools");
        page.items().forEach(t -> tools.add(t.wire()));
        Lists.putNext(result, page.nextCursor());
        return result;
    }

    private void setLevel(Call call) {
        JsonNode level = call.params().get("level");
        LoggingLevel parsed = level != null && level.isString() ? LoggingLevel.fromWire(level.stringValue()) : null;
        if (parsed == null) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "Invalid log level " + level
                    + ": use debug, info, notice, warning, error, critical, alert or emergency");
        }
        session.logLevel(parsed);
        call.complete(Json.object());
    }
}
