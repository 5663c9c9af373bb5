package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.JsonRpcCodec;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.ServerCapabilities;
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
                case "logging/setLevel" -> {
                    requireDeclared(session.declared().logging(), "logging", method);
                    setLevel(call);
                }
                case "resources/subscribe", "resources/unsubscribe" -> {
                    requireDeclared(session.declared().resourceSubscriptions(), "resources.subscribe", method);
                    call.complete(resources.subscribe(call.params(), method.equals("resources/subscribe")));
                }
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
        result.set("capabilities", capabilities(core.capabilities()));
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
        ServerCapabilities declared = core.capabilities();
        session.initialized(version, Wire.readImplementation(params.get("clientInfo")),
                caps != null && caps.isObject() ? caps : Json.object(), declared);
        ObjectNode result = Json.object();
        result.put("protocolVersion", version);
        result.set("capabilities", capabilities(declared));
        result.set("serverInfo", Wire.implementation(core.info));
        if (core.instructions != null) {
            result.put("instructions", core.instructions);
        }
        call.complete(result);
    }

    /** The capabilities object for {@code declared}: every declared list announces its changes. */
    static ObjectNode capabilities(ServerCapabilities declared) {
        ObjectNode caps = Json.object();
        if (declared.tools()) {
            caps.putObject("tools").put("listChanged", true);
        }
        if (declared.logging()) {
            caps.putObject("logging");
        }
        if (declared.resources()) {
            ObjectNode resources = caps.putObject("resources");
            if (declared.resourceSubscriptions()) {
                resources.put("subscribe", true);
            }
            resources.put("listChanged", true);
        }
        if (declared.prompts()) {
            caps.putObject("prompts").put("listChanged", true);
        }
        if (declared.completions()) {
            caps.putObject("completions");
        }
        return caps;
    }

    private static void requireDeclared(boolean declared, String capability, String method) {
        if (!declared) {
            throw new McpException(ErrorCode.METHOD_NOT_FOUND, "Method not found: " + method
                    + " (this server does not declare the '" + capability + "' capability)");
        }
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
