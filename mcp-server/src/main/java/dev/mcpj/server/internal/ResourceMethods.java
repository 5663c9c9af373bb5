package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.server.ResourceHandler;
import dev.mcpj.server.ResourceRequest;
import dev.mcpj.server.ServerResourceTemplate;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
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
        Catalog.Page<RegisteredResource> page = core.resources.page(Lists.cursor(params), core.limits.pageSize());
        ObjectNode result = Json.object();
        ArrayNode items = result.putArray("resources");
        page.items().forEach(r -> items.add(r.wire()));
        Lists.putNext(result, page.nextCursor());
        return result;
    }

    ObjectNode listTemplates(ObjectNode params) {
        Catalog.Page<ServerResourceTemplate> page = core.templates.page(Lists.cursor(params), core.limits.pageSize());
        ObjectNode result = Json.object();
        ArrayNode items = result.putArray("resourceTemplates");
        page.items().forEach(t -> items.add(Wire.resourceTemplate(t.template())));
        Lists.putNext(result, page.nextCursor());
        return result;
    }

    void read(Call call) {
        String uri = uri(call.params(), "resources/read");
        Target target = resolve(uri);
        if (target == null) {
            throw notFound(uri, call.profile().modern());
        }
        core.inputRounds.open(call, "resources/read:" + uri, Json.object());
        Offload.run(core, call, () -> {
            List<ResourceContents> contents = target.handler().read(new ResourceRequest(uri, target.variables()), call);
            if (contents == null) {
                throw new IllegalStateException("resource handler returned null for " + uri);
            }
            ObjectNode result = Json.object();
            ArrayNode items = result.putArray("contents");
            contents.forEach(c -> items.add(Wire.resourceContents(c)));
            return result;
        });
    }

    ObjectNode subscribe(ObjectNode params, boolean subscribe) {
        String uri = uri(params, subscribe ? "resources/subscribe" : "resources/unsubscribe");
        if (subscribe) {
            if (resolve(uri) == null) {
                throw notFound(uri, false);
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

    private static String uri(ObjectNode params, String method) {
        JsonNode uri = params.get("uri");
        if (uri == null || !uri.isString()) {
            throw new McpException(ErrorCode.INVALID_PARAMS, method + " needs the resource's uri as a string");
        }
        return uri.stringValue();
    }

    /** Resource not found: {@code -32002} in the legacy era, {@code -32602} from 2026-07-28 on. */
    static McpException notFound(String uri, boolean modern) {
        return new McpException(modern ? ErrorCode.INVALID_PARAMS : ErrorCode.RESOURCE_NOT_FOUND,
                "Resource not found: " + uri, Json.object().put("uri", uri));
    }
}
