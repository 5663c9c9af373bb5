package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.server.Completion;
import dev.mcpj.server.CompletionProvider;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResourceTemplate;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Serves {@code prompts/list}, {@code prompts/get} and {@code completion/complete}. */
final class PromptMethods {
    private final ServerCore core;

    PromptMethods(ServerCore core) {
        this.core = core;
    }

    ObjectNode list(ObjectNode params) {
        Catalog.Page<RegisteredPrompt> page = core.prompts.page(Lists.cursor(params), core.limits.pageSize());
        ObjectNode result = Json.object();
        ArrayNode items = result.putArray("prompts");
        page.items().forEach(p -> items.add(p.wire()));
        Lists.putNext(result, page.nextCursor());
        return result;
    }

    void get(Call call) {
        ObjectNode params = call.params();
        JsonNode name = params.get("name");
        if (name == null || !name.isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "prompts/get needs the prompt's name as a string");
        }
        RegisteredPrompt registered = core.prompts.get(name.stringValue());
        if (registered == null) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "Unknown prompt: '" + name.stringValue() + "'");
        }
        ServerPrompt prompt = registered.prompt();
        Map<String, String> arguments = strings(params.get("arguments"), "Prompt arguments");
        for (PromptArgument a : prompt.prompt().arguments()) {
            if (a.required() && !arguments.containsKey(a.name())) {
                throw new McpException(ErrorCode.INVALID_PARAMS, "Missing required argument '" + a.name()
                        + "' for prompt '" + prompt.prompt().name() + "'");
            }
        }
        core.inputRounds.open(call, "prompts/get:" + name.stringValue(), params.path("arguments"));
        Offload.run(core, call, () -> {
            GetPromptResult result = prompt.handler().get(Map.copyOf(arguments), call);
            if (result == null) {
                throw new IllegalStateException("prompt handler returned null");
            }
            return Wire.getPromptResult(Downgrade.promptResult(result, call.profile().version()));
        });
    }

    void complete(Call call) {
        ObjectNode params = call.params();
        JsonNode ref = params.path("ref");
        JsonNode argument = params.path("argument");
        if (!argument.path("name").isString() || !argument.path("value").isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, "completion/complete needs argument.name and argument.value strings");
        }
        String argName = argument.get("name").stringValue();
        CompletionProvider provider = provider(ref, argName);
        Map<String, String> context = strings(params.path("context").get("arguments"), "Completion context arguments");
        String value = argument.get("value").stringValue();
        Offload.run(core, call, () -> {
            Completion c = provider == null ? Completion.empty() : provider.complete(value, context);
            ObjectNode result = Json.object();
            ObjectNode completion = result.putObject("completion");
            ArrayNode values = completion.putArray("values");
            c.values().forEach(values::add);
            if (c.total() != null) {
                completion.put("total", c.total());
            }
            completion.put("hasMore", c.hasMore());
            return result;
        });
    }

    /** The provider for the argument, or {@code null} when the reference has none for it. */
    private CompletionProvider provider(JsonNode ref, String argName) {
        String type = ref.path("type").asString("");
        if (type.equals("ref/prompt")) {
            String name = ref.path("name").asString("");
            RegisteredPrompt p = core.prompts.get(name);
            if (p == null) {
                throw new McpException(ErrorCode.INVALID_PARAMS, "Unknown prompt: '" + name + "'");
            }
            return p.prompt().completions().get(argName);
        }
        if (type.equals("ref/resource")) {
            String uri = ref.path("uri").asString("");
            ServerResourceTemplate t = core.templates.get(uri);
            if (t == null) {
                throw new McpException(ErrorCode.INVALID_PARAMS, "Unknown resource template: '" + uri + "'");
            }
            return t.completions().get(argName);
        }
        throw new McpException(ErrorCode.INVALID_PARAMS, "completion/complete ref.type must be ref/prompt or ref/resource");
    }

    private static Map<String, String> strings(JsonNode node, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node == null || node.isNull() || node.isMissingNode()) {
            return out;
        }
        if (!node.isObject()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, what + " must be an object of strings");
        }
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (!e.getValue().isString()) {
                throw new McpException(ErrorCode.INVALID_PARAMS, what + ": '" + e.getKey() + "' must be a string");
            }
            out.put(e.getKey(), e.getValue().stringValue());
        }
        return out;
    }
}
