package dev.mcpj.server;

import dev.mcpj.core.content.ResourceContents;
import java.util.List;

/**
 * Reads a resource, or a resource of a template. It may block: it runs on the server's executor,
 * or may run on the thread that read the request; see
 * {@link McpServer.Builder#executor(java.util.concurrent.Executor)}.
 * Throw {@link dev.mcpj.core.ResourceNotFoundException} for a URI that matches a template but
 * names nothing, or another {@link dev.mcpj.core.ProtocolException} to answer with its code; any other
 * exception is reported as an internal error and logged.
 *
 * {@snippet :
 * ResourceHandler profile = (request, ctx) -> {
 *     var user = users.get(request.variable("id"));
 *     if (user == null) {
 *         throw new ResourceNotFoundException(request.uri());
 *     }
 *     return List.of(ResourceContents.text(request.uri(), "application/json", user.toJson()));
 * };
 * }
 */
@FunctionalInterface
public interface ResourceHandler {
    /**
     * Reads the contents.
     *
     * @param request the URI, and the template's variables when a template matched
     * @param context the request's context
     * @return the contents, one or more
     * @throws Exception to fail the request: a {@link dev.mcpj.core.ProtocolException} with its error, any other
     *                   exception with an internal error whose cause is logged, never sent
     */
    List<ResourceContents> read(ResourceRequest request, RequestContext context) throws Exception;
}
