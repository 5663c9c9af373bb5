package dev.mcpj.server.intercept;

/**
 * Sees a request before it is served and decides what becomes of it: pass it on
 * ({@link Decision#proceed()}), pass it on and be told how it ended ({@link Decision#observe}),
 * answer a {@code tools/call} itself ({@link Decision#answer}), or fail it by throwing an
 * {@link dev.mcpj.core.McpException}, whose code and message the client gets. Any other exception
 * fails the request with a generic internal error and is logged on the server only.
 *
 * <p>Interceptors run in the order they were registered, each seeing only what the ones before
 * it passed on; the observers of those that passed it on are told the outcome in reverse order,
 * once the request is answered (for an asynchronous handler, when its result completes), just
 * before the answer is sent. They see {@code tools/call}, {@code tools/list},
 * {@code resources/list}, {@code resources/templates/list}, {@code resources/read},
 * {@code prompts/list}, {@code prompts/get} and {@code completion/complete}.
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
     * @throws dev.mcpj.core.McpException to fail the request with that error
     */
    Decision intercept(Invocation invocation);
}
