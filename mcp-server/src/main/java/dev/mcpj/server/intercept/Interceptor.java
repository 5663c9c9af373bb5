package dev.mcpj.server.intercept;

import dev.mcpj.server.Connection;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Sees a request before it is served and decides what becomes of it: pass it on
 * ({@link Decision#proceed()}), pass it on and be told how it ended ({@link Decision#observe}),
 * answer a {@code tools/call} itself ({@link Decision#answer}), or fail it by throwing an
 * {@link dev.mcpj.core.ProtocolException}, whose code and message the client gets. Any other exception
 * fails the request with a generic internal error and is logged on the server only.
 *
 * <p>Interceptors run in the order they were registered, each seeing only what the ones before
 * it passed on; the observers of those that passed it on are told the outcome in reverse order,
 * once the request is answered (for an asynchronous handler, when its result completes), just
 * before the answer is sent. They see {@code tools/call}, {@code tools/list},
 * {@code resources/list}, {@code resources/templates/list}, {@code resources/read},
 * {@code prompts/list}, {@code prompts/get} and {@code completion/complete}; one whose
 * {@link #seesEveryRequest()} says so sees every other request too ({@code initialize},
 * {@code ping}, {@code logging/setLevel}, the subscriptions, ...).
 *
 * <p>An interceptor runs on the thread that read the request, so it must be quick and must not
 * block; it may be called concurrently for requests of one or many connections.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("files", "1.0.0")
 *         .intercept(RateLimit.builder(10, Duration.ofSeconds(1)).burst(20).build())
 *         .intercept(AuditLog.builder().build())
 *         .intercept(invocation -> {
 *             if (invocation.method().equals("tools/call") && invocation.principal() == null) {
 *                 return Decision.answer(CallToolResult.error("Sign in to use " + invocation.target()));
 *             }
 *             return Decision.proceed();
 *         })
 *         .build();
 * }
 */
@FunctionalInterface
public interface Interceptor {

    /**
     * Decides what becomes of a request.
     *
     * @param invocation the request
     * @return what becomes of it
     * @throws dev.mcpj.core.ProtocolException to fail the request with that error
     */
    Decision intercept(Invocation invocation);

    /**
     * Whether this interceptor sees every request a client sends, not only the methods listed
     * above: a tracer or a meter does, to cover {@code initialize} and {@code ping} as well. It
     * sees them after the server checked that the connection may make them; it can watch them
     * ({@link Decision#observe}) or fail them, and should pass them on. False unless overridden.
     *
     * @return whether this interceptor sees every request, not only the listed methods
     */
    default boolean seesEveryRequest() {
        return false;
    }

    /**
     * Whether this interceptor sees the notifications a client sends too
     * ({@code notifications/initialized}, {@code notifications/cancelled}, ...), as a tracer or a
     * meter does; false unless overridden. The {@link Invocation} of a notification has no
     * {@linkplain Invocation#requestId() request id}, and its headers are those of the transport
     * message when the transport gives them. An observer ({@link Decision#observe}) is told
     * {@link Outcome.Status#NOTIFIED} once the server has handled it; throwing drops the
     * notification (nothing answers a notification); {@link Decision#answer} means nothing.
     *
     * @return whether this interceptor sees notifications
     */
    default boolean seesNotifications() {
        return false;
    }

    /**
     * Told once when a connection closes, after its last request was answered, with how long it
     * was open; on the thread that closes it, before {@link Connection#awaitClosed()} returns
     * (so before a transport's {@code serve} returns). A connection is a stdio process, an in-memory pair,
     * a Streamable HTTP session, or one stateless HTTP request. Whatever it throws is logged and
     * changes nothing. Does nothing unless overridden.
     *
     * @param connection the connection; its {@link Connection#protocolVersion()} is {@code null}
     *                   unless an {@code initialize} opened a session on it
     * @param sessionId  the transport's id of the session, or {@code null} (see
     *                   {@link Invocation#sessionId()})
     * @param duration   from when the connection was opened to when it closed
     */
    default void connectionClosed(Connection connection, @Nullable String sessionId, Duration duration) {
    }
}
