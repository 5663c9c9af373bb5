package dev.mcpj.opentelemetry;

import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.jsonrpc.StringRequestId;
import dev.mcpj.server.Connection;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.server.intercept.Outcome;
import dev.mcpj.server.transport.Peer;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.Meter;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapPropagator;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Traces and measures every request and notification of a server as the OpenTelemetry semantic
 * conventions for MCP describe: an interceptor to register with
 * {@link dev.mcpj.server.McpServer.Builder#observe(Interceptor)}, which places it before every
 * interceptor of the application, so that it sees the requests those refuse too.
 *
 * <p>Each request and each notification from the client gets a {@link SpanKind#SERVER} span named
 * {@code "{mcp.method.name} {target}"} (the target is the tool's name of a {@code tools/call}, the
 * prompt's name of a {@code prompts/get}; other messages are named by their method alone), with
 * the attributes {@code mcp.method.name}, {@code jsonrpc.request.id} (requests only),
 * {@code mcp.protocol.version}, {@code mcp.session.id} (on a Streamable HTTP session),
 * {@code network.transport}, {@code network.protocol.name} and {@code network.protocol.version}
 * (as the transport says: {@code pipe} for stdio, {@code tcp}, {@code http} and its version for
 * HTTP), {@code client.address} and {@code client.port} (the peer of the HTTP request that
 * carried the message), {@code gen_ai.tool.name} and
 * {@code gen_ai.operation.name} ({@code execute_tool}) of a tool call, {@code gen_ai.prompt.name}
 * of a prompt or a completion of its arguments, and {@code mcp.resource.uri} of a read or a
 * (un)subscription. A method, tool or prompt the server does not know is recorded as
 * {@code _OTHER}, in the span's name as in its attributes, so that names a client makes up cannot
 * make a series each. A request that fails gets {@code error.type} and the status {@code ERROR}:
 * the JSON-RPC error code (also as {@code rpc.response.status_code}, the message as the status
 * description), {@code tool_error} for a tool result with {@code isError}, or {@code cancelled}
 * for a request the client cancelled.
 *
 * <p>The span's parent is the trace context the client put in the message's {@code params._meta}
 * ({@code traceparent}, {@code tracestate} and {@code baggage}, read by the propagator of the
 * {@code OpenTelemetry} given, such as W3C trace context); without one, the context in the
 * headers of the HTTP request that carried it; without either, the current context. When
 * {@code _meta} gives the parent, the context of the HTTP headers, and a current one, are linked.
 * The span is current while the request's handler runs (on the handler's thread; for an
 * asynchronous handler, until it returns its stage), so that the handler's own spans nest under
 * it.
 *
 * <p>Two histograms, in seconds, with the conventions' bucket boundaries:
 * {@code mcp.server.operation.duration} for each request and notification (the span's attributes
 * but the ids and the resource URI), and {@code mcp.server.session.duration} for each session that
 * closes (a connection that {@code initialize} opened: a stdio process, a Streamable HTTP session)
 * with its {@code mcp.protocol.version} and network attributes.
 *
 * {@snippet :
 * OpenTelemetry openTelemetry = GlobalOpenTelemetry.get();   // or an SDK the application built
 * McpServer server = McpServer.builder("weather", "1.0.0")
 *         .observe(McpTelemetry.create(openTelemetry))
 *         .intercept(RateLimit.builder(10, Duration.ofSeconds(1)).build())
 *         .build();
 * }
 */
public final class McpTelemetry implements Interceptor {
    /** The name of the tracer and meter, the instrumentation scope. */
    public static final String INSTRUMENTATION_NAME = "dev.mcpj.opentelemetry";

    static final AttributeKey<String> METHOD = AttributeKey.stringKey("mcp.method.name");
    static final AttributeKey<String> REQUEST_ID = AttributeKey.stringKey("jsonrpc.request.id");
    static final AttributeKey<String> PROTOCOL_VERSION = AttributeKey.stringKey("mcp.protocol.version");
    static final AttributeKey<String> SESSION_ID = AttributeKey.stringKey("mcp.session.id");
    static final AttributeKey<String> TOOL_NAME = AttributeKey.stringKey("gen_ai.tool.name");
    static final AttributeKey<String> OPERATION_NAME = AttributeKey.stringKey("gen_ai.operation.name");
    static final AttributeKey<String> PROMPT_NAME = AttributeKey.stringKey("gen_ai.prompt.name");
    static final AttributeKey<String> RESOURCE_URI = AttributeKey.stringKey("mcp.resource.uri");
    static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    static final AttributeKey<String> STATUS_CODE = AttributeKey.stringKey("rpc.response.status_code");
    static final AttributeKey<String> NETWORK_TRANSPORT = AttributeKey.stringKey("network.transport");
    static final AttributeKey<String> NETWORK_PROTOCOL = AttributeKey.stringKey("network.protocol.name");
    static final AttributeKey<String> NETWORK_PROTOCOL_VERSION = AttributeKey.stringKey("network.protocol.version");
    static final AttributeKey<String> CLIENT_ADDRESS = AttributeKey.stringKey("client.address");
    static final AttributeKey<Long> CLIENT_PORT = AttributeKey.longKey("client.port");

    /**
     * What stands for a name the server does not know (a method, a tool, a prompt) in span names
     * and attributes, so that what a client makes up cannot make a series per name: the value the
     * HTTP conventions give an unknown method.
     */
    static final String OTHER = "_OTHER";

    /**
     * The methods a client may send, requests and notifications, of every revision this SDK
     * speaks: the conventions' well-known values and the methods they do not list yet. Any
     * other is recorded as {@link #OTHER}.
     */
    static final Set<String> KNOWN_METHODS = Set.of("initialize", "ping", "tools/list", "tools/call",
            "resources/list", "resources/templates/list", "resources/read", "resources/subscribe",
            "resources/unsubscribe", "prompts/list", "prompts/get", "completion/complete", "logging/setLevel",
            "server/discover", "subscriptions/listen", "tasks/get", "tasks/result", "tasks/list", "tasks/cancel",
            "tasks/update", "notifications/initialized", "notifications/cancelled", "notifications/progress",
            "notifications/roots/list_changed", "notifications/tasks/status",
            "notifications/elicitation/complete", "notifications/message");

    /** The boundaries the conventions advise for both histograms, in seconds. */
    static final List<Double> BUCKETS = List.of(0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0,
            120.0, 300.0);

    private static final String TOOLS_CALL = "tools/call";
    private static final String PROMPTS_GET = "prompts/get";
    private static final String INITIALIZE = "initialize";

    private final Tracer tracer;
    private final TextMapPropagator propagator;
    private final DoubleHistogram operationDuration;
    private final DoubleHistogram sessionDuration;
    /**
     * The network attributes of each open connection that made a request or sent a notification
     * (those of its first message), for its session duration: the close hook is given the
     * connection, not its transport.
     */
    private final Map<Connection, Attributes> connections = new ConcurrentHashMap<>();

    private McpTelemetry(OpenTelemetry openTelemetry) {
        this.tracer = openTelemetry.getTracer(INSTRUMENTATION_NAME);
        this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
        Meter meter = openTelemetry.getMeter(INSTRUMENTATION_NAME);
        this.operationDuration = meter.histogramBuilder("mcp.server.operation.duration")
                .setUnit("s")
                .setDescription("MCP request duration as observed on the receiver from the time it was received "
                        + "until the result is sent")
                .setExplicitBucketBoundariesAdvice(BUCKETS)
                .build();
        this.sessionDuration = meter.histogramBuilder("mcp.server.session.duration")
                .setUnit("s")
                .setDescription("The duration of the MCP session as observed on the MCP server")
                .setExplicitBucketBoundariesAdvice(BUCKETS)
                .build();
    }

    /**
     * Traces and measures with {@code openTelemetry}: its tracer and meter providers, and its
     * propagators to read the trace context of a request (configure W3C trace context there, as
     * the SDK's default does).
     *
     * @param openTelemetry where spans and measurements go, and how trace contexts are read
     * @return the interceptor, to register with
     *         {@link dev.mcpj.server.McpServer.Builder#observe(Interceptor)}
     */
    public static McpTelemetry create(OpenTelemetry openTelemetry) {
        return new McpTelemetry(Objects.requireNonNull(openTelemetry, "openTelemetry"));
    }

    /** True: every request is traced, {@code initialize} and {@code ping} included. */
    @Override
    public boolean seesEveryRequest() {
        return true;
    }

    /** True: notifications get a span and a duration too, as the conventions ask. */
    @Override
    public boolean seesNotifications() {
        return true;
    }

    @Override
    public Decision intercept(Invocation invocation) {
        String method = KNOWN_METHODS.contains(invocation.method()) ? invocation.method() : OTHER;
        AttributesBuilder measured = Attributes.builder().put(METHOD, method)
                .put(PROTOCOL_VERSION, invocation.protocolVersion());
        Attributes network = network(invocation);
        measured.putAll(network);
        Connection connection = invocation.connection();
        if (!network.isEmpty() && !connections.containsKey(connection)) {
            connections.putIfAbsent(connection, network);
        }
        String target = null;
        if (method.equals(TOOLS_CALL)) {
            // A name the client made up is not a name of the server: it is recorded as _OTHER.
            target = invocation.target() == null ? null : invocation.tool() != null ? invocation.target() : OTHER;
            if (target != null) {
                measured.put(TOOL_NAME, target);
            }
            measured.put(OPERATION_NAME, "execute_tool");
        } else if (method.equals(PROMPTS_GET)) {
            target = invocation.target() == null ? null : invocation.prompt() != null ? invocation.target() : OTHER;
        }
        String prompt = target != null && method.equals(PROMPTS_GET) ? target : completedPrompt(invocation);
        if (prompt != null) {
            measured.put(PROMPT_NAME, prompt);
        }

        Context fromMeta = propagator.extract(Context.root(), invocation.meta(), META);
        Context fromHeaders = propagator.extract(Context.root(), invocation, HEADERS);
        Context current = Context.current();
        Context parent = valid(fromMeta) ? fromMeta : valid(fromHeaders) ? fromHeaders : current;
        SpanBuilder span = tracer.spanBuilder(target == null ? method : method + ' ' + target)
                .setSpanKind(SpanKind.SERVER)
                .setParent(parent);
        Attributes common = measured.build();
        span.setAllAttributes(common);
        RequestId id = invocation.requestId();
        if (id != null) {
            span.setAttribute(REQUEST_ID, idText(id));
        }
        String sessionId = invocation.sessionId();
        if (sessionId != null) {
            span.setAttribute(SESSION_ID, sessionId);
        }
        String uri = resourceUri(invocation);
        if (uri != null) {
            span.setAttribute(RESOURCE_URI, uri);
        }
        Peer peer = invocation.peer();
        String client = peer.clientAddress();
        if (client != null) {
            span.setAttribute(CLIENT_ADDRESS, client);
            int port = peer.clientPort();
            if (port >= 0) {
                span.setAttribute(CLIENT_PORT, (long) port);
            }
        }
        if (parent == fromMeta) {
            // The conventions: the client's span is the parent, the transport's and ambient ones are links.
            SpanContext headers = Span.fromContext(fromHeaders).getSpanContext();
            SpanContext ambient = Span.fromContext(current).getSpanContext();
            if (headers.isValid()) {
                span.addLink(headers);
            }
            if (ambient.isValid() && !ambient.equals(headers)) {
                span.addLink(ambient);
            }
        }
        Span started = span.startSpan();
        Context context = parent.with(started);
        return Decision.observe(outcome -> end(started, common, method.equals(INITIALIZE) ? connection : null, outcome))
                .around(context::makeCurrent);
    }

    @Override
    public void connectionClosed(Connection connection, @Nullable String sessionId, Duration duration) {
        Attributes network = connections.remove(connection);
        String version = connection.protocolVersion();
        if (version != null) {
            AttributesBuilder attributes = Attributes.builder().put(PROTOCOL_VERSION, version);
            if (network != null) {
                attributes.putAll(network);
            }
            sessionDuration.record(seconds(duration), attributes.build());
        }
    }

    /**
     * The message's {@code network.transport}, {@code network.protocol.name} and
     * {@code network.protocol.version}, as far as its transport says.
     */
    private static Attributes network(Invocation invocation) {
        Peer peer = invocation.peer();
        String transport = peer.networkTransport();
        String protocol = peer.networkProtocolName();
        String version = protocol == null ? null : peer.networkProtocolVersion();
        if (transport == null && protocol == null) {
            return Attributes.empty();
        }
        AttributesBuilder network = Attributes.builder();
        if (transport != null) {
            network.put(NETWORK_TRANSPORT, transport);
        }
        if (protocol != null) {
            network.put(NETWORK_PROTOCOL, protocol);
        }
        if (version != null) {
            network.put(NETWORK_PROTOCOL_VERSION, version);
        }
        return network.build();
    }

    /**
     * Ends the span of a request, and records its duration.
     *
     * @param initialized the connection an {@code initialize} settles the version of, or {@code null}
     */
    private void end(Span span, Attributes common, @Nullable Connection initialized, Outcome outcome) {
        AttributesBuilder measured = common.toBuilder();
        switch (outcome.status()) {
            case NOTIFIED -> {
                // handled: nothing more to record than its duration
            }
            case SUCCESS -> {
                String settled = initialized == null ? null : initialized.protocolVersion();
                if (settled != null) {
                    measured.put(PROTOCOL_VERSION, settled);
                    span.setAttribute(PROTOCOL_VERSION, settled);
                }
            }
            case TOOL_ERROR -> {
                measured.put(ERROR_TYPE, "tool_error");
                span.setStatus(StatusCode.ERROR);
            }
            case ERROR -> {
                String code = String.valueOf(outcome.errorCode());
                measured.put(ERROR_TYPE, code).put(STATUS_CODE, code);
                String message = outcome.errorMessage();
                span.setStatus(StatusCode.ERROR, message == null ? "" : message);
            }
            case CANCELLED -> {
                measured.put(ERROR_TYPE, "cancelled");
                span.setStatus(StatusCode.ERROR, "Cancelled by the client");
            }
        }
        Attributes attributes = measured.build();
        span.setAllAttributes(attributes);
        // The duration first: whoever sees the span ended finds its duration recorded.
        operationDuration.record(seconds(outcome.duration()), attributes);
        span.end();
    }

    private static boolean valid(Context context) {
        return Span.fromContext(context).getSpanContext().isValid();
    }

    private static @Nullable String completedPrompt(Invocation invocation) {
        if (!invocation.method().equals("completion/complete")) {
            return null;
        }
        ServerPrompt prompt = invocation.prompt();
        return prompt == null ? null : prompt.prompt().name();
    }

    private static @Nullable String resourceUri(Invocation invocation) {
        return switch (invocation.method()) {
            case "resources/read" -> invocation.target();
            case "resources/subscribe", "resources/unsubscribe" -> {
                JsonNode uri = invocation.params().get("uri");
                yield uri != null && uri.isString() ? uri.stringValue() : null;
            }
            default -> null;
        };
    }

    private static String idText(RequestId id) {
        return id instanceof StringRequestId s ? s.value() : Long.toString(((NumericRequestId) id).value());
    }

    private static double seconds(Duration duration) {
        return duration.toNanos() / 1e9;
    }

    /** Reads a trace context from {@code params._meta}: its string members. */
    private static final TextMapGetter<ObjectNode> META = new TextMapGetter<>() {
        @Override
        public @Nullable String get(@Nullable ObjectNode carrier, String key) {
            JsonNode value = carrier == null ? null : carrier.get(key);
            return value != null && value.isString() ? value.stringValue() : null;
        }
    };

    /** Reads a trace context from the headers of the transport message that carried the request. */
    private static final TextMapGetter<Invocation> HEADERS = new TextMapGetter<>() {
        @Override
        public @Nullable String get(@Nullable Invocation carrier, String key) {
            return carrier == null ? null : carrier.transportHeader(key);
        }
    };
}
