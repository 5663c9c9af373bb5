package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.ResourceNotFoundException;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.server.intercept.Visibility;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.registry.Catalog;
import dev.mcpj.server.internal.registry.RegisteredPrompt;
import dev.mcpj.server.internal.registry.RegisteredResource;
import dev.mcpj.server.internal.registry.RegisteredTool;
import dev.mcpj.server.internal.wire.ListParams;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Applies a {@link Visibility} to a request: serves the lists with only what the caller sees, and
 * refuses what it does not see as unknown, with the errors the unknown get.
 */
final class Visible {
    private final ServerCore core;
    private final Visibility visibility;

    Visible(ServerCore core, Visibility visibility) {
        this.core = core;
        this.visibility = visibility;
    }

    /**
     * Returns the answer to a list, with the caller's view of it, or null for a request to serve
     * as usual.
     *
     * @throws dev.mcpj.core.ProtocolException when the request names what the caller does not see
     */
    @Nullable JsonNode admit(Call call, Invocation request) {
        return switch (request.method()) {
            case "tools/list" -> list(call, core.tools, ListParams.Kind.TOOLS,
                    t -> visibility.tool(request, t.tool()), t -> t.wire(call.profile().modern()));
            case "resources/list" -> list(call, core.resources, ListParams.Kind.RESOURCES,
                    r -> visibility.resource(request, r.resource()), RegisteredResource::wire);
            case "resources/templates/list" -> list(call, core.templates,
                    ListParams.Kind.RESOURCE_TEMPLATES, t -> visibility.resourceTemplate(request, t),
                    t -> McpJson.writeResourceTemplate(t.template()));
            case "prompts/list" -> list(call, core.prompts, ListParams.Kind.PROMPTS,
                    p -> visibility.prompt(request, p.prompt()), RegisteredPrompt::wire);
            default -> {
                refuseHidden(request);
                yield null;
            }
        };
    }

    /** Whether the caller of {@code request} sees {@code entry}, a registered tool, resource, template or prompt. */
    boolean sees(Invocation request, Object entry) {
        if (entry instanceof RegisteredTool t) {
            return visibility.tool(request, t.tool());
        }
        if (entry instanceof RegisteredResource r) {
            return visibility.resource(request, r.resource());
        }
        if (entry instanceof ServerResourceTemplate t) {
            return visibility.resourceTemplate(request, t);
        }
        return visibility.prompt(request, ((RegisteredPrompt) entry).prompt());
    }

    private <T> ObjectNode list(Call call, Catalog<T> catalog, ListParams.Kind kind, Predicate<T> visible,
                                Function<T, JsonNode> wire) {
        return catalog.list(call.params(), core.limits.pageSize(), kind, visible, wire);
    }

    private void refuseHidden(Invocation request) {
        ServerTool tool = request.tool();
        if (tool != null && !visibility.tool(request, tool)) {
            throw new InvalidParamsException("Unknown tool: '" + request.target() + "'");
        }
        ServerPrompt prompt = request.prompt();
        if (prompt != null && !visibility.prompt(request, prompt)) {
            throw new InvalidParamsException("Unknown prompt: '" + request.target() + "'");
        }
        ServerResource resource = request.resource();
        if (resource != null && !visibility.resource(request, resource)) {
            throw new ResourceNotFoundException(resource.resource().uri());
        }
        ServerResourceTemplate template = request.resourceTemplate();
        if (template != null && !visibility.resourceTemplate(request, template)) {
            if (request.method().equals("resources/read")) {
                throw new ResourceNotFoundException(String.valueOf(request.target()));
            }
            throw new InvalidParamsException("Unknown resource template: '" + request.target() + "'");
        }
    }
}
