package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.server.Completion;
import dev.mcpj.server.CompletionProvider;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Offload;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.registry.RegisteredPrompt;
import dev.mcpj.server.internal.wire.CompleteParams;
import dev.mcpj.server.internal.wire.GetPromptParams;
import dev.mcpj.server.internal.wire.ListParams;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Serves {@code prompts/list}, {@code prompts/get} and {@code completion/complete}. */
final class PromptMethods {
    private final ServerCore core;

    PromptMethods(ServerCore core) {
        this.core = core;
    }

    ObjectNode list(ObjectNode params) {
        return core.prompts.list(params, core.limits.pageSize(), ListParams.Kind.PROMPTS, RegisteredPrompt::wire);
    }

    JsonNode get(Call call) {
        GetPromptParams params = GetPromptParams.read(call.params());
        RegisteredPrompt registered = core.prompts.get(params.name());
        if (registered == null) {
            throw new InvalidParamsException("Unknown prompt: '" + params.name() + "'");
        }
        ServerPrompt prompt = registered.prompt();
        Map<String, String> arguments = params.arguments();
        for (PromptArgument a : prompt.prompt().arguments()) {
            if (a.required() && !arguments.containsKey(a.name())) {
                throw new InvalidParamsException("Missing required argument '" + a.name()
                        + "' for prompt '" + prompt.prompt().name() + "'");
            }
        }
        core.inputRounds.open(call, McpMethods.PROMPTS_GET + ":" + params.name(), params.argumentsTree());
        return Offload.run(core, call, () -> {
            GetPromptResult result = prompt.handler().get(arguments, call.context());
            if (result == null) {
                throw new IllegalStateException("prompt handler returned null");
            }
            return McpJson.writeGetPromptResult(Downgrade.promptResult(result, call.profile().version()));
        });
    }

    JsonNode complete(Call call) {
        CompleteParams params = CompleteParams.read(call.params());
        CompletionProvider provider = provider(params);
        return Offload.run(core, call, () -> {
            Completion c = provider == null ? Completion.empty()
                    : provider.complete(params.argumentValue(), params.context());
            return CompleteParams.result(c.values(), c.total(), c.hasMore());
        });
    }

    /** The provider for the argument, or {@code null} when the reference has none for it. */
    private CompletionProvider provider(CompleteParams params) {
        if (params.promptName() != null) {
            RegisteredPrompt p = core.prompts.get(params.promptName());
            if (p == null) {
                throw new InvalidParamsException("Unknown prompt: '" + params.promptName() + "'");
            }
            return p.prompt().completions().get(params.argumentName());
        }
        ServerResourceTemplate t = core.templates.get(params.templateUri());
        if (t == null) {
            throw new InvalidParamsException("Unknown resource template: '" + params.templateUri() + "'");
        }
        return t.completions().get(params.argumentName());
    }
}
