package dev.mcpj.server.intercept;

import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.Connection;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.transport.Peer;
import dev.mcpj.server.transport.Transport;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request as an {@link Interceptor} sees it, before it is served. The request has not been
 * checked yet: its parameters may be malformed, and what it names may not exist (the request then
 * fails after the interceptors passed it on, as it would without them). Lookups are made when
 * asked for.
 */
public interface Invocation {

    /** {@return the method, such as {@code tools/call}} */
    String method();

    /**
     * {@return the request's id; {@code null} only when the invocation stands for no request: when a
     * {@link Visibility} is asked whether a change to a list concerns a caller}
     */
    @Nullable RequestId requestId();

    /**
     * What the request concerns: the tool's name ({@code tools/call}), the prompt's name
     * ({@code prompts/get}), the resource's URI ({@code resources/read}), the prompt's name or the
     * template's URI of a completion; {@code null} for the lists, or when the request names none.
     *
     * @return the target, or {@code null}
     */
    @Nullable String target();

    /**
     * A copy of the request's arguments: a tool's arguments, a prompt's arguments, or the argument
     * being completed as {@code {"name": value}}; empty for other requests.
     *
     * @return the arguments, a copy
     */
    ObjectNode arguments();

    /** {@return a copy of the request's parameters, {@code _meta} included; empty when it has none} */
    ObjectNode params();

    /**
     * {@return a copy of the request's {@code params._meta}, where a client may put a W3C trace
     * context ({@code traceparent}, {@code tracestate}); empty when it has none}
     */
    default ObjectNode meta() {
        ObjectNode params = params();
        ObjectNode meta = RequestMeta.of(params);
        return meta != null ? meta : params.objectNode();
    }

    /**
     * The first value of a header of the transport message that carried the request (an HTTP
     * POST's; the name is compared ignoring case), or {@code null} when it has no such header or
     * the transport has no headers (stdio, in-memory). Headers can be read while
     * {@link Interceptor#intercept} runs; later this answers {@code null}.
     *
     * @param name the header's name, in any case
     * @return the header's first value, or {@code null}
     */
    default @Nullable String transportHeader(String name) {
        return null;
    }

    /**
     * The id of the transport's session the request came in, such as the {@code Mcp-Session-Id}
     * of a Streamable HTTP session, or {@code null} when the transport has no session ids (stdio,
     * in-memory, stateless HTTP).
     *
     * @return the session id, or {@code null}
     */
    default @Nullable String sessionId() {
        return null;
    }

    /**
     * How the message reached the server: the transport protocol ({@code "pipe"} for stdio,
     * {@code "tcp"} for HTTP), the application protocol and its version, and the client's address
     * and port, as far as the transport says (see {@link Transport#peer()}). The client parts are
     * read while {@link Interceptor#intercept} runs, as {@link #transportHeader}; later only the
     * network parts remain ({@link Peer#withoutClient()}).
     *
     * @return how the message reached the server; {@link Peer#UNKNOWN} in memory
     */
    default Peer peer() {
        return Peer.UNKNOWN;
    }

    /**
     * The protocol version the request is served under: what {@code initialize} settled, or what
     * a 2026-07-28 request names in its {@code _meta}.
     *
     * @return the protocol version
     */
    String protocolVersion();

    /**
     * Who sent the request, as the transport authenticated it: the connection's
     * {@link dev.mcpj.server.AttributeKey#PRINCIPAL} attribute, or {@code null} when there is none.
     *
     * @return the principal's name, or {@code null}
     */
    @Nullable String principal();

    /** {@return the connection's attributes, as the transport gave them (see {@link #principal()})} */
    Attributes attributes();

    /** {@return the connection the request came on} */
    Connection connection();

    /** {@return the tool a {@code tools/call} names, or {@code null} for other requests and unknown tools} */
    @Nullable ServerTool tool();

    /**
     * The prompt a {@code prompts/get} or a completion of a prompt's argument names, or
     * {@code null}.
     *
     * @return the prompt, or {@code null}
     */
    @Nullable ServerPrompt prompt();

    /** {@return the resource a {@code resources/read} names exactly, or {@code null}} */
    @Nullable ServerResource resource();

    /**
     * The template that serves a {@code resources/read} of a URI no resource has (the first that
     * matches), or that a completion of a template's variable names; {@code null} otherwise.
     *
     * @return the template, or {@code null}
     */
    @Nullable ServerResourceTemplate resourceTemplate();
}
