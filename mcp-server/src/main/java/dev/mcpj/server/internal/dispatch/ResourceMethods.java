package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ResourceNotFoundException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.server.ResourceHandler;
import dev.mcpj.server.ResourceRequest;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Offload;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.registry.RegisteredResource;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.wire.ListParams;
import dev.mcpj.server.internal.wire.ResourceParams;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Serves {@code resources/*}: listing, templates, reading, and subscriptions. */
final class ResourceMethods {
    private final ServerCore core;
    private final Session session;

    ResourceMethods(ServerCore core, Session session) {
        this.core = core;
        this.session = session;
    }

    ObjectNode list(ObjectNode params) {
        return core.resources.list(params, core.limits.pageSize(), ListParams.Kind.RESOURCES, RegisteredResource::wire);
    }

    ObjectNode listTemplates(ObjectNode params) {
        return core.templates.list(params, core.limits.pageSize(), ListParams.Kind.RESOURCE_TEMPLATES,
                t -> McpJson.writeResourceTemplate(t.template()));
    }

    JsonNode read(Call call) {
        String uri = ResourceParams.read(call.params(), McpMethods.RESOURCES_READ).uri();
        Target target = resolve(uri);
        if (target == null) {
            throw new ResourceNotFoundException(uri);
        }
        core.inputRounds.open(call, McpMethods.RESOURCES_READ + ":" + uri, Json.object());
        return Offload.run(core, call, () -> {
            List<ResourceContents> contents = target.handler().read(new ResourceRequest(uri, target.variables()), call.context());
            if (contents == null) {
                throw new IllegalStateException("resource handler returned null for " + uri);
            }
            return McpJson.writeReadResourceResult(contents);
        });
    }

    ObjectNode subscribe(ObjectNode params, boolean subscribe) {
        String uri = ResourceParams.read(params, subscribe ? McpMethods.RESOURCES_SUBSCRIBE : McpMethods.RESOURCES_UNSUBSCRIBE).uri();
        if (subscribe) {
            if (resolve(uri) == null) {
                throw new ResourceNotFoundException(uri);
            }
            session.subscribe(uri);
        } else {
            session.unsubscribe(uri);
        }
        return Json.object();
    }

    /** The reader of a URI: its resource, or the first template (in template order) that matches. */
    private Target resolve(String uri) {
        RegisteredResource exact = core.resources.get(uri);
        if (exact != null) {
            return new Target(exact.handler(), Map.of());
        }
        for (ServerResourceTemplate t : core.templates.all()) {
            Map<String, String> vars = t.template().uriTemplate().match(uri);
            if (vars != null) {
                return new Target(t.handler(), vars);
            }
        }
        return null;
    }

    private record Target(ResourceHandler handler, Map<String, String> variables) {
    }
}
