package dev.mcpj.server;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.Implementation;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.UrlElicitation;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Everything a handler may know and do about the request it serves: its metadata, progress,
 * logging to the client, cancellation, and questions to the client (elicitation as a form or a
 * URL, sampling, roots). One instance per request; it stays the request's own whatever thread the
 * handler runs on.
 *
 * <p>The stages that the {@code ...Async} questions return complete on the server's executor, or
 * at once when the answer is known already, and never on the thread that reads the client's
 * messages: what a handler chains to them may take its time without holding up the connection.
 *
 * {@snippet :
 * for (int i = 0; i < files.size() && !ctx.isCancelled(); i++) {
 *     ctx.progress(i, (double) files.size(), "Indexing " + files.get(i));
 *     index(files.get(i));
 * }
 * }
 */
public interface RequestContext {

    /** {@return the id of the request being served} */
    RequestId requestId();

    /** {@return a copy of the request's {@code params._meta}, or an empty object: changing it changes nothing the server holds} */
    ObjectNode meta();

    /** {@return the protocol version in force for this request} */
    String protocolVersion();

    /** {@return the client's self-description, as sent in {@code initialize}} */
    Implementation clientInfo();

    /**
     * The capabilities the client declared (an object, possibly empty). In protocol 2025-11-25 and
     * earlier every request of the connection shares this tree: read it, do not modify it.
     *
     * @return the client's capabilities
     */
    JsonNode clientCapabilities();

    /**
     * Whether the client declared the protocol extension {@code id}, and with which settings: on
     * protocol 2026-07-28 in this request's own client capabilities (each request declares them
     * anew), on earlier protocols in those the client sent with {@code initialize}. A server
     * should offer extension behaviour only to a client that declared it.
     *
     * {@snippet :
     * boolean apps = ctx.clientExtension("io.modelcontextprotocol/ui")
     *         .map(settings -> settings.path("mimeTypes").isArray())
     *         .orElse(false);
     * }
     *
     * @param id the extension's identifier
     * @return a copy of the settings the client declared (an object), or empty if it did not
     *     declare the extension
     */
    default Optional<ObjectNode> clientExtension(String id) {
        JsonNode settings = clientCapabilities().path("extensions").path(id);
        return settings instanceof ObjectNode o ? Optional.of(o.deepCopy()) : Optional.empty();
    }

    /**
     * Fails the request unless the client declared the protocol extension {@code id}: on
     * protocol 2026-07-28 with {@code -32021} and {@code data.requiredCapabilities} naming the
     * extension, so the client may retry declaring it; on earlier protocols, where the
     * declaration was made once in {@code initialize}, with {@code -32600}.
     *
     * @param id the extension's identifier
     * @return the settings the client declared
     * @throws ProtocolException if it did not declare the extension
     */
    default ObjectNode requireClientExtension(String id) {
        Optional<ObjectNode> declared = clientExtension(id);
        if (declared.isPresent()) {
            return declared.get();
        }
        if (ProtocolVersions.isStateless(protocolVersion())) {
            ObjectNode data = JsonNodeFactory.instance.objectNode();
            data.putObject("requiredCapabilities").putObject("extensions").putObject(id);
            throw new ProtocolException(ErrorCode.MISSING_REQUIRED_CLIENT_CAPABILITY.code(),
                    "This request needs the " + id + " extension declared in the request's client capabilities",
                    data);
        }
        throw new ProtocolException(ErrorCode.INVALID_REQUEST.code(),
                "This request needs the " + id + " extension, which the client did not declare in initialize");
    }

    /**
     * Reports progress if the client asked for it with a progress token; otherwise does nothing.
     * Values must increase; a value that does not is dropped, as are updates after the request
     * completed and updates faster than the server's rate limit.
     *
     * @param progress how far the work has got
     * @param total    the expected total, or {@code null} when unknown
     * @param message  a human-readable note, or {@code null}
     */
    void progress(double progress, @Nullable Double total, @Nullable String message);

    /**
     * Sends a log message to the client if its level is at or above the level the client set;
     * otherwise does nothing.
     *
     * @param level  the message's level
     * @param logger the logger name, or {@code null}
     * @param data   the message: a string, or any JSON value ({@code null} sends JSON {@code null})
     */
    void log(LoggingLevel level, @Nullable String logger, @Nullable JsonNode data);

    /**
     * Sends a text log message; see {@link #log(LoggingLevel, String, JsonNode)}.
     *
     * @param level   the message's level
     * @param message the text
     */
    default void log(LoggingLevel level, String message) {
        log(level, null, dev.mcpj.core.internal.Json.nodes().stringNode(message));
    }

    /** {@return whether the client cancelled this request or it timed out} */
    boolean isCancelled();

    /** {@return a stage that completes when the request is cancelled or times out}; it never completes otherwise */
    CompletionStage<Void> onCancelled();

    /**
     * Asks the user to fill in a form (elicitation, form mode) and waits for the answer, up to the
     * server's client-request timeout. Shorthand for {@link #elicit(FormElicitation)} with a form
     * that needs no name.
     *
     * <p>In protocol 2026-07-28 the server cannot ask mid-call: the first time, the request is
     * answered with an {@code input_required} result carrying the question, and the handler is
     * run again when the client retries with the answer. So a handler that asks must be safe to
     * run again from the start: do side effects after the questions, or make them idempotent.
     *
     * @param message why the user is asked, shown with the form
     * @param schema  the form
     * @return the user's answer; its content is checked against {@code schema}
     * @throws ClientRequestException if the client did not declare elicitation, answered with an
     *                                error, answered content that breaks {@code schema}, or timed out
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    default ElicitationResult elicit(String message, ElicitationSchema schema) throws InterruptedException {
        return elicit(new FormElicitation(message, schema, null));
    }

    /**
     * Asks the user to fill in a form, which may be named by its {@link FormElicitation#key()};
     * see {@link #elicit(String, ElicitationSchema)}.
     *
     * @param request the form and why
     * @return the user's answer
     * @throws ClientRequestException as for {@link #elicit(String, ElicitationSchema)}
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    ElicitationResult elicit(FormElicitation request) throws InterruptedException;

    /**
     * As {@link #elicit(String, ElicitationSchema)}, without blocking; failures complete the stage with {@link ClientRequestException}.
     *
     * @param message why the user is asked, shown with the form
     * @param schema  the form
     * @return a stage that completes with the answer, or with a {@link ClientRequestException}
     */
    default CompletionStage<ElicitationResult> elicitAsync(String message, ElicitationSchema schema) {
        return elicitAsync(new FormElicitation(message, schema, null));
    }

    /**
     * As {@link #elicit(FormElicitation)}, without blocking.
     *
     * @param request the form and why
     * @return a stage that completes with the answer, or with a {@link ClientRequestException}
     */
    CompletionStage<ElicitationResult> elicitAsync(FormElicitation request);

    /**
     * Asks the user to open a URL (elicitation in URL mode) and waits for the answer, up to the
     * server's client-request timeout. An accepted answer means the user agreed to open the page,
     * not that they finished there: that happens between their browser and the page, and the
     * server learns of it on its own (tell the client with
     * {@link McpServer#notifyElicitationComplete(String)} in protocol 2025-11-25). The result
     * carries no content. In 2026-07-28 this works as described for
     * {@link #elicit(String, ElicitationSchema)}.
     *
     * <p>To end the request instead until the user has been there, throw
     * {@link dev.mcpj.server.client.UrlElicitationRequiredException}.
     *
     * @param request the URL and why
     * @return the user's answer: accepted, declined or cancelled
     * @throws ClientRequestException if the client did not declare {@code elicitation.url},
     *                                answered with an error, or timed out
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    ElicitationResult elicit(UrlElicitation request) throws InterruptedException;

    /**
     * As {@link #elicit(UrlElicitation)}, without blocking.
     *
     * @param request the URL and why
     * @return a stage that completes with the answer, or with a {@link ClientRequestException}
     */
    CompletionStage<ElicitationResult> elicitAsync(UrlElicitation request);

    /**
     * Asks the client's model for a message (sampling) and waits for it; the request may be named
     * by its {@link SamplingRequest#key()}. In 2026-07-28 this works as described for
     * {@link #elicit(String, ElicitationSchema)}.
     *
     * @param request what to ask the model
     * @return the model's message
     * @throws ClientRequestException as for {@link #elicit(String, ElicitationSchema)}
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    SamplingResult sample(SamplingRequest request) throws InterruptedException;

    /**
     * As {@link #sample}, without blocking.
     *
     * @param request what to ask the model
     * @return a stage that completes with the answer, or with a {@link ClientRequestException}
     */
    CompletionStage<SamplingResult> sampleAsync(SamplingRequest request);

    /**
     * Asks the client for its roots and waits for them. In 2026-07-28 this works as described for
     * {@link #elicit(String, ElicitationSchema)}.
     *
     * @return the client's roots
     * @throws ClientRequestException as for {@link #elicit(String, ElicitationSchema)}
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    default List<Root> roots() throws InterruptedException {
        return roots(null);
    }

    /**
     * As {@link #roots()}, naming the question: {@code key} is its key among the
     * {@code inputRequests} of an {@code input_required} result (2026-07-28), unique within the
     * request; {@code null} numbers questions in the order they are asked.
     *
     * @param key the question's key, or {@code null}
     * @return the client's roots
     * @throws ClientRequestException as for {@link #roots()}
     * @throws InterruptedException   if the request was cancelled meanwhile
     */
    List<Root> roots(@Nullable String key) throws InterruptedException;

    /**
     * As {@link #roots()}, without blocking.
     *
     * @return a stage that completes with the roots, or fails as {@link #roots()} throws
     */
    default CompletionStage<List<Root>> rootsAsync() {
        return rootsAsync(null);
    }

    /**
     * As {@link #roots(String)}, without blocking.
     *
     * @param key the question's key, or {@code null}
     * @return a stage that completes with the roots, or with a {@link ClientRequestException}
     */
    CompletionStage<List<Root>> rootsAsync(@Nullable String key);

    /**
     * What the transport knows about the connection, such as the authenticated principal an HTTP
     * transport stores under {@link AttributeKey#PRINCIPAL}; empty when it knows nothing.
     *
     * @return the attributes
     */
    Attributes attributes();

    /**
     * Closes the stream that carries this request's answer while the handler goes on, on a
     * transport whose clients can resume it (Streamable HTTP with SSE); the client reconnects and
     * receives the rest. Elsewhere it does nothing.
     */
    void closeResponseStream();

    /** Throws {@link java.util.concurrent.CancellationException} if the request was cancelled. */
    default void throwIfCancelled() {
        if (isCancelled()) {
            throw new java.util.concurrent.CancellationException("Request " + requestId() + " was cancelled");
        }
    }

    /**
     * Continues this call as a task from here on, if it may become one: its tool was registered
     * with {@link ServerTool.Builder#taskStartedByHandler()}, and the client declared the tasks
     * extension on this request (2026-07-28). The request is answered at once with the task; the
     * handler runs on, and what it returns becomes the task's result. The questions the handler
     * asked before were answered within the request ({@code input_required} results); those it
     * asks after put the task in {@code input_required}.
     *
     * @return whether the call runs as a task (now, or since before the handler ran)
     */
    default boolean startTask() {
        return false;
    }
}
