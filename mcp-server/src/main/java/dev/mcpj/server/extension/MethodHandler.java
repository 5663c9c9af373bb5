package dev.mcpj.server.extension;

import dev.mcpj.server.RequestContext;

/**
 * Serves one method of an extension.
 *
 * @param <P> the type the request's {@code params} are read as (without their {@code _meta})
 */
@FunctionalInterface
public interface MethodHandler<P> {

    /**
     * Answers a request.
     *
     * @param params the request's parameters, read as {@code P}
     * @param ctx    the request's context
     * @return the result: a JSON object, or a value that serializes to one (a record, a map)
     * @throws dev.mcpj.core.ProtocolException to answer with that error (for instance
     *                                         {@link dev.mcpj.core.InvalidParamsException})
     * @throws Exception                       for anything else, which the client sees as an
     *                                         internal error naming no internals
     */
    Object handle(P params, RequestContext ctx) throws Exception;
}
