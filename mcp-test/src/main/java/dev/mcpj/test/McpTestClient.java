package dev.mcpj.test;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Completion;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.test.internal.Decode;
import dev.mcpj.test.internal.Encode;
import dev.mcpj.test.internal.Exchange;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A typed MCP client connected to a server in the same JVM, for tests. It speaks either protocol
 * era: 2025-11-25 (the default), which begins with {@code initialize}, or the stateless
 * 2026-07-28, where every request carries the client's version and capabilities and a handler's
 * questions come back as {@code input_required} results that the client answers and retries. In
 * both, the questions are answered by the scripted elicitation, sampling and roots answers given
 * to the {@link Builder}; list methods follow {@code nextCursor} to the last page; progress and
 * log notifications are kept for {@link #progress()} and {@link #logs()}.
 *
 * {@snippet :
 * try (McpTestClient client = McpTestClient.connect(server)) {
 *     CallToolResult result = client.callTool("add", Map.of("a", 2, "b", 3));
 *     assertThat(result).isNotError().hasText("5");
 * }
 * }
 *
 * <p>A request the server answers with a JSON-RPC error throws {@link McpErrorException}; a
 * request that gets no answer within the timeout (20 seconds unless set) fails with an
 * {@link AssertionError}.
 */
public final class McpTestClient implements AutoCloseable {
    /** The protocol version a client speaks unless told otherwise: the one that begins with {@code initialize}. */
    public static final String DEFAULT_PROTOCOL_VERSION = "2025-11-25";
    /** The stateless protocol version, where each request stands on its own. */
    public static final String STATELESS_PROTOCOL_VERSION = "2026-07-28";

    private static final String META = "io.modelcontextprotocol/";
    private static final int MAX_PAGES = 10_000;
    private static final int MAX_INPUT_ROUNDS = 100;

    private final Builder config;
    private final boolean stateless;
    private final ObjectNode capabilities;
    private final Exchange exchange;
    private final AtomicLong progressTokens = new AtomicLong();
    private final @Nullable JsonNode initializeResult;

    private McpTestClient(Builder b) {
        this.config = b;
        this.stateless = dev.mcpj.core.ProtocolVersions.isStateless(b.protocolVersion);
        this.capabilities = Exchange.JSON.createObjectNode();
        if (b.elicitation != null) {
            capabilities.putObject("elicitation");
        }
        if (b.sampling != null) {
            capabilities.putObject("sampling");
        }
        if (b.roots != null) {
            capabilities.putObject("roots");
        }
        if (!b.extensions.isEmpty()) {
            ObjectNode extensions = capabilities.putObject("extensions");
            b.extensions.forEach((id, settings) -> extensions.set(id, settings.deepCopy()));
        }
        this.exchange = new Exchange(b.server, b.timeout, request -> answer(request.path("method").asString(""),
                request.path("params")));
        this.initializeResult = stateless ? null : initialize();
    }

    /**
     * Connects a client in the default protocol era, with no elicitation, sampling or roots.
     *
     * @param server the server under test
     * @return the connected client; close it after the test
     */
    public static McpTestClient connect(McpServer server) {
        return builder(server).connect();
    }

    /**
     * Starts configuring a client of {@code server}.
     *
     * @param server the server under test
     * @return a builder with the defaults
     */
    public static Builder builder(McpServer server) {
        return new Builder(server);
    }

    private JsonNode initialize() {
        ObjectNode params = Exchange.JSON.createObjectNode().put("protocolVersion", config.protocolVersion);
        params.set("capabilities", capabilities.deepCopy());
        params.putObject("clientInfo").put("name", config.clientName).put("version", config.clientVersion);
        JsonNode result = exchange.request("initialize", params);
        exchange.notify("notifications/initialized", null);
        if (config.logLevel != null) {
            exchange.request("logging/setLevel", Exchange.JSON.createObjectNode().put("level", config.logLevel.wire()));
        }
        return result;
    }

    /** {@return the protocol version this client speaks} */
    public String protocolVersion() {
        return config.protocolVersion;
    }

    /** {@return whether this client speaks the stateless protocol (no {@code initialize})} */
    public boolean isStateless() {
        return stateless;
    }

    /** {@return the server's answer to {@code initialize}, or {@code null} in the stateless protocol} */
    public @Nullable JsonNode initializeResult() {
        return initializeResult == null ? null : initializeResult.deepCopy();
    }

    /** {@return every tool the server lists, all pages} */
    public List<Tool> listTools() {
        return listAll("tools/list", "tools", McpJson::readTool);
    }

    /**
     * Calls a tool without arguments.
     *
     * @param name the tool's name
     * @return the tool's result, failed or not
     * @throws McpErrorException if the server answers with an error (an unknown tool, say)
     */
    public CallToolResult callTool(String name) {
        return callTool(name, null);
    }

    /**
     * Calls a tool and returns its result, failed or not.
     *
     * @param arguments the arguments: a {@code Map}, a record or bean (converted with Jackson), a
     *                  Jackson {@code ObjectNode}, or {@code null} for none
     *
     * @param name      the tool's name
     * @return the tool's result
     * @throws McpErrorException if the server answers with an error (an unknown tool, say)
     */
    public CallToolResult callTool(String name, @Nullable Object arguments) {
        ObjectNode params = Exchange.JSON.createObjectNode().put("name", Objects.requireNonNull(name, "name"));
        if (arguments != null) {
            JsonNode args = Exchange.JSON.valueToTree(arguments);
            if (!args.isObject()) {
                throw new IllegalArgumentException("Tool arguments must be a JSON object, got " + args);
            }
            params.set("arguments", args);
        }
        params.putObject("_meta").put("progressToken", "progress-" + progressTokens.incrementAndGet());
        return Decode.read(McpJson::readCallToolResult, request("tools/call", params));
    }

    /** {@return every resource the server lists, all pages} */
    public List<Resource> listResources() {
        return listAll("resources/list", "resources", McpJson::readResource);
    }

    /** {@return every resource template the server lists, all pages} */
    public List<ResourceTemplate> listResourceTemplates() {
        return listAll("resources/templates/list", "resourceTemplates", McpJson::readResourceTemplate);
    }

    /**
     * Reads a resource and returns its contents.
     *
     * @param uri the resource's URI
     * @return its contents, one or more
     * @throws McpErrorException if the server answers with an error (an unknown resource, say)
     */
    public List<ResourceContents> readResource(String uri) {
        ObjectNode params = Exchange.JSON.createObjectNode().put("uri", Objects.requireNonNull(uri, "uri"));
        return Decode.read(McpJson::readReadResourceResult, request("resources/read", params));
    }

    /** {@return every prompt the server lists, all pages} */
    public List<Prompt> listPrompts() {
        return listAll("prompts/list", "prompts", McpJson::readPrompt);
    }

    /**
     * Gets a prompt that takes no arguments.
     *
     * @param name the prompt's name
     * @return the prompt's messages
     * @throws McpErrorException if the server answers with an error
     */
    public GetPromptResult getPrompt(String name) {
        return getPrompt(name, Map.of());
    }

    /**
     * Gets a prompt with the given arguments.
     *
     * @param name      the prompt's name
     * @param arguments its arguments, by name
     * @return the prompt's messages
     * @throws McpErrorException if the server answers with an error
     */
    public GetPromptResult getPrompt(String name, Map<String, String> arguments) {
        ObjectNode params = Exchange.JSON.createObjectNode().put("name", Objects.requireNonNull(name, "name"));
        ObjectNode args = params.putObject("arguments");
        arguments.forEach(args::put);
        return Decode.read(McpJson::readGetPromptResult, request("prompts/get", params));
    }

    /**
     * Suggestions for a prompt's argument, given what has been typed so far.
     *
     * @param prompt   the prompt's name
     * @param argument the argument's name
     * @param value    what has been typed so far
     * @return the server's suggestions
     * @throws McpErrorException if the server answers with an error
     */
    public Completion completePromptArgument(String prompt, String argument, String value) {
        return complete(Exchange.JSON.createObjectNode().put("type", "ref/prompt").put("name", prompt),
                argument, value, Map.of());
    }

    /**
     * Suggestions for a variable of a resource template, given what has been typed so far.
     *
     * @param uriTemplate the template, as listed
     * @param argument    the variable's name
     * @param value       what has been typed so far
     * @return the server's suggestions
     * @throws McpErrorException if the server answers with an error
     */
    public Completion completeResourceArgument(String uriTemplate, String argument, String value) {
        return complete(Exchange.JSON.createObjectNode().put("type", "ref/resource").put("uri", uriTemplate),
                argument, value, Map.of());
    }

    /**
     * Sends {@code completion/complete}.
     *
     * @param ref     the reference, as in {@code {"type":"ref/prompt","name":"review"}}
     * @param context the values of the other arguments already chosen
     * @param argument the argument's name
     * @param value    what has been typed so far
     * @return the server's suggestions
     * @throws McpErrorException if the server answers with an error
     */
    public Completion complete(ObjectNode ref, String argument, String value, Map<String, String> context) {
        ObjectNode params = Exchange.JSON.createObjectNode();
        params.set("ref", ref.deepCopy());
        params.putObject("argument").put("name", argument).put("value", value);
        if (!context.isEmpty()) {
            ObjectNode args = params.putObject("context").putObject("arguments");
            context.forEach(args::put);
        }
        return Decode.completion(request("completion/complete", params));
    }

    /** Sends {@code ping} and waits for the answer (protocol 2025-11-25 and earlier; 2026-07-28 has no ping). */
    public void ping() {
        request("ping", Exchange.JSON.createObjectNode());
    }

    /**
     * Sends any request and returns its {@code result}: the escape hatch for what the typed methods
     * do not cover. In the stateless protocol the client's {@code _meta} is added, and
     * {@code input_required} results are answered and retried until the final result.
     *
     * @param params the request's params (not modified), or {@code null} for none
     * @throws McpErrorException if the server answers with an error
     * @param method the request's method
     * @return the response's {@code result}
     */
    public JsonNode request(String method, @Nullable ObjectNode params) {
        ObjectNode p = params == null ? Exchange.JSON.createObjectNode() : params.deepCopy();
        if (!stateless) {
            return exchange.request(method, p);
        }
        ObjectNode meta = p.has("_meta") ? (ObjectNode) p.get("_meta") : p.putObject("_meta");
        meta.put(META + "protocolVersion", config.protocolVersion);
        meta.set(META + "clientCapabilities", capabilities.deepCopy());
        meta.putObject(META + "clientInfo").put("name", config.clientName).put("version", config.clientVersion);
        if (config.logLevel != null) {
            meta.put(META + "logLevel", config.logLevel.wire());
        }
        for (int round = 0; round < MAX_INPUT_ROUNDS; round++) {
            JsonNode result = exchange.request(method, p);
            if (!"input_required".equals(result.path("resultType").asString(""))) {
                return result;
            }
            ObjectNode responses = p.putObject("inputResponses");
            result.path("inputRequests").properties().forEach(e ->
                    responses.set(e.getKey(), answer(e.getValue().path("method").asString(""), e.getValue().path("params"))));
            p.set("requestState", result.get("requestState"));
        }
        throw new AssertionError(method + " still asked for input after " + MAX_INPUT_ROUNDS + " rounds");
    }

    /**
     * Sends a request as it is, without waiting for the answer: the params go out unchanged (no
     * {@code _meta} is added, and in the stateless protocol an {@code input_required} result is
     * the answer, not retried). For a test that acts while the server works on the request, such
     * as {@linkplain PendingRequest#cancel() cancelling} it.
     *
     * @param method the request's method
     * @param params the request's params (not modified), or {@code null} for none
     * @return the request, whose answer {@link PendingRequest#result()} awaits
     */
    public PendingRequest sendRequest(String method, @Nullable ObjectNode params) {
        return new PendingRequest(exchange, exchange.send(Objects.requireNonNull(method, "method"),
                params == null ? null : params.deepCopy()));
    }

    /**
     * Sends a notification as it is, such as {@code notifications/roots/list_changed}.
     *
     * @param method the notification's method
     * @param params its params (not modified), or {@code null} for none
     */
    public void sendNotification(String method, @Nullable ObjectNode params) {
        exchange.notify(Objects.requireNonNull(method, "method"), params == null ? null : params.deepCopy());
    }

    /** {@return the progress notifications received so far, in order} */
    public List<ProgressUpdate> progress() {
        List<ProgressUpdate> out = new ArrayList<>();
        for (ObjectNode n : exchange.notifications()) {
            if ("notifications/progress".equals(n.path("method").asString(""))) {
                JsonNode p = n.path("params");
                out.add(new ProgressUpdate(p.path("progress").asDouble(),
                        p.path("total").isNumber() ? p.get("total").doubleValue() : null,
                        p.path("message").isString() ? p.get("message").stringValue() : null));
            }
        }
        return out;
    }

    /** {@return the log messages received so far, in order (the client asks for every level unless told otherwise)} */
    public List<LogMessage> logs() {
        List<LogMessage> out = new ArrayList<>();
        for (ObjectNode n : exchange.notifications()) {
            if ("notifications/message".equals(n.path("method").asString(""))) {
                JsonNode p = n.path("params");
                out.add(new LogMessage(LoggingLevel.fromWire(p.path("level").asString("")),
                        p.path("logger").isString() ? p.get("logger").stringValue() : null, p.path("data")));
            }
        }
        return out;
    }

    /** {@return every notification received so far, in order, as sent} */
    public List<ObjectNode> notifications() {
        return exchange.notifications().stream().map(ObjectNode::deepCopy).toList();
    }

    /**
     * {@return every request the server sent this client so far (elicitation, sampling, roots,
     * ping), in order, as sent}; each was answered by the scripted answers of the {@link Builder}
     */
    public List<ObjectNode> serverRequests() {
        return exchange.requestsReceived().stream().map(ObjectNode::deepCopy).toList();
    }

    /**
     * Closes the connection and waits until the server has closed its end, so that what the server
     * does when a connection ends has happened; the server itself stays open.
     */
    @Override
    public void close() {
        exchange.close();
    }

    private <T> List<T> listAll(String method, String field, Function<JsonNode, T> decode) {
        List<T> out = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            ObjectNode params = Exchange.JSON.createObjectNode();
            if (cursor != null) {
                params.put("cursor", cursor);
            }
            JsonNode result = request(method, params);
            result.path(field).forEach(n -> out.add(Decode.read(decode, n)));
            JsonNode next = result.get("nextCursor");
            if (next == null || next.isNull()) {
                return out;
            }
            if (!next.isString() || next.stringValue().equals(cursor)) {
                throw new AssertionError(method + " answered with a bad nextCursor " + next + " after " + cursor);
            }
            cursor = next.stringValue();
        }
        throw new AssertionError(method + " still had more pages after " + MAX_PAGES);
    }

    /** The scripted answer to a question from the server; also serves its ping. */
    private ObjectNode answer(String method, JsonNode params) {
        switch (method) {
            case "ping":
                return Exchange.JSON.createObjectNode();
            case "elicitation/create":
                if (config.elicitation != null) {
                    ObjectNode schema = params.get("requestedSchema") instanceof ObjectNode s ? s
                            : Exchange.JSON.createObjectNode();
                    return Encode.elicitationResult(config.elicitation.apply(
                            new ElicitationRequest(params.path("message").asString(""), schema)));
                }
                break;
            case "sampling/createMessage":
                if (config.sampling != null) {
                    return Encode.samplingResult(config.sampling.apply(Decode.samplingRequest(params)));
                }
                break;
            case "roots/list":
                if (config.roots != null) {
                    return Encode.roots(config.roots);
                }
                break;
            default:
                break;
        }
        throw new McpErrorException(method, Exchange.JSON.createObjectNode().put("code", -32601)
                .put("message", "This test client has no answer for " + method));
    }

    /** Configures a {@link McpTestClient}. */
    public static final class Builder {
        private final McpServer server;
        private String protocolVersion = DEFAULT_PROTOCOL_VERSION;
        private Function<ElicitationRequest, ElicitationResult> elicitation;
        private Function<SamplingRequest, SamplingResult> sampling;
        private List<Root> roots;
        private @Nullable LoggingLevel logLevel = LoggingLevel.DEBUG;
        private Duration timeout = Duration.ofSeconds(20);
        private String clientName = "mcp-test";
        private String clientVersion = "1.0";
        private final Map<String, ObjectNode> extensions = new LinkedHashMap<>();

        private Builder(McpServer server) {
            this.server = Objects.requireNonNull(server, "server");
        }

        /**
         * The protocol version to speak: {@value #DEFAULT_PROTOCOL_VERSION} unless set.
         *
         * @param version a protocol version, such as {@code 2025-06-18}
         * @return this builder
         */
        public Builder protocolVersion(String version) {
            this.protocolVersion = Objects.requireNonNull(version, "version");
            return this;
        }

        /**
         * Speaks the stateless protocol, {@value #STATELESS_PROTOCOL_VERSION}.
         *
         * @return this builder
         */
        public Builder stateless() {
            return protocolVersion(STATELESS_PROTOCOL_VERSION);
        }

        /**
         * Declares elicitation and answers every form the server shows with {@code answer}.
         *
         * @param answer the user's answer to a form, played by the test
         * @return this builder
         */
        public Builder elicitation(Function<ElicitationRequest, ElicitationResult> answer) {
            this.elicitation = Objects.requireNonNull(answer, "answer");
            return this;
        }

        /**
         * Declares sampling and answers every request for the client's model with {@code answer}.
         *
         * @param answer the model's answer, played by the test
         * @return this builder
         */
        public Builder sampling(Function<SamplingRequest, SamplingResult> answer) {
            this.sampling = Objects.requireNonNull(answer, "answer");
            return this;
        }

        /**
         * Declares roots and lists these.
         *
         * @param roots the roots to list, in order
         * @return this builder
         */
        public Builder roots(List<Root> roots) {
            this.roots = List.copyOf(roots);
            return this;
        }

        /**
         * The lowest level of log messages to receive ({@code DEBUG} unless set), or {@code null} for none.
         *
         * @param level the lowest level, or {@code null}
         * @return this builder
         */
        public Builder logLevel(@Nullable LoggingLevel level) {
            this.logLevel = level;
            return this;
        }

        /**
         * How long to wait for each answer: 20 seconds unless set.
         *
         * @param timeout the wait for each answer
         * @return this builder
         */
        public Builder timeout(Duration timeout) {
            this.timeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        /**
         * Declares the client extension {@code id} with no settings ({@code {}}).
         *
         * @param id the extension's id, such as {@code io.modelcontextprotocol/ui}
         * @return this builder
         * @see #extension(String, ObjectNode)
         */
        public Builder extension(String id) {
            return extension(id, Exchange.JSON.createObjectNode());
        }

        /**
         * Declares the client extension {@code id} with {@code settings}: in the {@code initialize}
         * capabilities in the default era, and in the client capabilities of every request's
         * {@code _meta} in the stateless one, as {@code "extensions": {id: settings}}. Declaring
         * the same id again replaces its settings.
         *
         * {@snippet :
         * ObjectNode uiSettings = tools.jackson.databind.node.JsonNodeFactory.instance.objectNode();
         * uiSettings.putArray("mimeTypes").add("text/html;profile=mcp-app");
         * McpTestClient client = McpTestClient.builder(server)
         *         .stateless()
         *         .extension("io.modelcontextprotocol/ui", uiSettings)
         *         .connect();
         * }
         *
         * @param id       the extension's id, such as {@code io.modelcontextprotocol/ui}
         * @param settings the extension's settings (copied, not modified)
         * @return this builder
         */
        public Builder extension(String id, ObjectNode settings) {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(settings, "settings");
            if (id.isBlank()) {
                throw new IllegalArgumentException("An extension id must not be blank");
            }
            extensions.put(id, settings.deepCopy());
            return this;
        }

        /**
         * The {@code clientInfo} to send: {@code mcp-test 1.0} unless set.
         *
         * @param name    the client's name
         * @param version its version
         * @return this builder
         */
        public Builder clientInfo(String name, String version) {
            this.clientName = Objects.requireNonNull(name, "name");
            this.clientVersion = Objects.requireNonNull(version, "version");
            return this;
        }

        /**
         * Connects the client (and, in the default era, completes the {@code initialize} handshake).
         *
         * @return the connected client; close it after the test
         * @throws McpErrorException if the server refuses the {@code initialize} request
         */
        public McpTestClient connect() {
            return new McpTestClient(this);
        }
    }

}
