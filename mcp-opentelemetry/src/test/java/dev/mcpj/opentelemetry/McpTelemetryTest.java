package dev.mcpj.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.RateLimit;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.test.PendingRequest;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

class McpTelemetryTest {
    static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    static final String CLIENT_SPAN = "00f067aa0ba902b7";
    static final String META = "\"_meta\":{\"traceparent\":\"00-" + TRACE_ID + "-" + CLIENT_SPAN + "-01\","
            + "\"tracestate\":\"rojo=00f067aa0ba902b7\",\"baggage\":\"user=alice\"}";

    private final Telemetry telemetry = new Telemetry();
    private final Tracer tracer = telemetry.sdk.getTracer("handler");
    private final CountDownLatch slowStarted = new CountDownLatch(1);
    private final McpServer server = McpServer.builder("traced", "1.0")
            .intercept(McpTelemetry.create(telemetry.sdk))
            .build();

    McpTelemetryTest() {
        server.registerTool(ServerTool.builder("weather").handler((args, ctx) -> {
            Span lookup = tracer.spanBuilder("lookup").startSpan();
            lookup.end();
            return CallToolResult.text("sunny for " + io.opentelemetry.api.baggage.Baggage.current().getEntryValue("user"));
        }).build());
        server.registerTool(ServerTool.builder("forecast").asyncHandler((args, ctx) -> {
            Span inner = tracer.spanBuilder("async lookup").startSpan();
            inner.end();
            return CompletableFuture.supplyAsync(() -> CallToolResult.text("rain"));
        }).build());
        server.registerTool(ServerTool.builder("broken").handler((args, ctx) -> CallToolResult.error("the station is down")).build());
        server.registerTool(ServerTool.builder("slow").handler((args, ctx) -> {
            slowStarted.countDown();
            Thread.sleep(60_000);
            return CallToolResult.text("late");
        }).build());
        server.registerPrompt(ServerPrompt.of(Prompt.builder("summary").build(), (args, ctx) -> GetPromptResult.of(PromptMessage.user("sum"))));
        server.registerResource(ServerResource.of(Resource.builder("mem://readme", "readme").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "hello"))));
    }

    @AfterEach
    void tearDown() {
        server.close();
        telemetry.close();
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    static ObjectNode json(String text) {
        return (ObjectNode) JSON.readTree(text);
    }

    /** A client of protocol 2025-11-25 that asks for no log level: the session holds only what a test sends. */
    static McpTestClient connect(McpServer server) {
        return McpTestClient.builder(server).logLevel(null).connect();
    }

    /** The {@code result} of {@code tools/call}; {@code meta} is more members of its params, as JSON text. */
    private static JsonNode call(McpTestClient client, String tool, String meta) {
        return client.request("tools/call", json("{\"name\":\"" + tool + "\"" + meta + "}"));
    }

    /** The code of the error the server answers {@code request} with. */
    private static int errorCode(Executable request) {
        try {
            request.execute();
        } catch (McpErrorException e) {
            return e.code();
        } catch (Throwable e) {
            throw new AssertionError("expected an error answer", e);
        }
        throw new AssertionError("expected an error answer, the request succeeded");
    }

    private static String attr(SpanData span, String key) {
        return span.getAttributes().get(AttributeKey.stringKey(key));
    }

    @Test
    void aToolCallIsAServerSpanUnderTheClientsSpanFromMeta() {
        try (McpTestClient client = connect(server)) {
            PendingRequest call = client.sendRequest("tools/call", json("{\"name\":\"weather\"," + META + "}"));
            assertThat(call.result().at("/content/0/text").asString()).isEqualTo("sunny for alice");

            SpanData span = telemetry.span("tools/call weather");
            assertThat(span.getKind()).isEqualTo(SpanKind.SERVER);
            assertThat(span.getTraceId()).isEqualTo(TRACE_ID);
            assertThat(span.getParentSpanContext().getSpanId()).isEqualTo(CLIENT_SPAN);
            assertThat(span.getParentSpanContext().isRemote()).isTrue();
            assertThat(span.getSpanContext().getTraceState().get("rojo")).isEqualTo("00f067aa0ba902b7");
            assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
            assertThat(attr(span, "mcp.method.name")).isEqualTo("tools/call");
            assertThat(attr(span, "gen_ai.tool.name")).isEqualTo("weather");
            assertThat(attr(span, "gen_ai.operation.name")).isEqualTo("execute_tool");
            assertThat(attr(span, "jsonrpc.request.id")).isEqualTo(Long.toString(call.id()));
            assertThat(attr(span, "mcp.protocol.version")).isEqualTo("2025-11-25");
            assertThat(attr(span, "error.type")).isNull();
            assertThat(attr(span, "mcp.session.id")).as("in-memory has no session id").isNull();
            assertThat(span.getLinks()).isEmpty();

            SpanData lookup = telemetry.span("lookup");
            assertThat(lookup.getParentSpanId()).as("the handler's span nests under the request's")
                    .isEqualTo(span.getSpanId());
            assertThat(lookup.getTraceId()).isEqualTo(TRACE_ID);

            MetricData metric = telemetry.metric("mcp.server.operation.duration");
            assertThat(metric.getUnit()).isEqualTo("s");
            HistogramPointData point = telemetry.point("mcp.server.operation.duration",
                    p -> "tools/call".equals(p.getAttributes().get(McpTelemetry.METHOD)));
            assertThat(point.getCount()).isEqualTo(1);
            assertThat(point.getBoundaries()).isEqualTo(McpTelemetry.BUCKETS);
            assertThat(point.getAttributes()).isEqualTo(Attributes.builder()
                    .put("mcp.method.name", "tools/call").put("mcp.protocol.version", "2025-11-25")
                    .put("gen_ai.tool.name", "weather").put("gen_ai.operation.name", "execute_tool").build());
        }
    }

    @Test
    void anAsynchronousHandlersSpansNestUnderTheRequestsToo() {
        try (McpTestClient client = connect(server)) {
            assertThat(call(client, "forecast", "," + META).at("/content/0/text").asString()).isEqualTo("rain");
            SpanData span = telemetry.span("tools/call forecast");
            assertThat(telemetry.span("async lookup").getParentSpanId()).isEqualTo(span.getSpanId());
            assertThat(span.getParentSpanContext().getSpanId()).isEqualTo(CLIENT_SPAN);
        }
    }

    @Test
    void aToolErrorIsAToolErrorType() {
        try (McpTestClient client = connect(server)) {
            assertThat(call(client, "broken", "").at("/isError").asBoolean()).isTrue();
            SpanData span = telemetry.span("tools/call broken");
            assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
            assertThat(attr(span, "error.type")).isEqualTo("tool_error");
            assertThat(attr(span, "rpc.response.status_code")).isNull();
            assertThat(span.getParentSpanContext().isValid()).as("no context given: a root span").isFalse();
            telemetry.point("mcp.server.operation.duration",
                    p -> "tool_error".equals(p.getAttributes().get(McpTelemetry.ERROR_TYPE)));
        }
    }

    @Test
    void aProtocolErrorIsItsCode() {
        try (McpTestClient client = connect(server)) {
            assertThat(errorCode(() -> call(client, "nope", ""))).isEqualTo(-32602);
            SpanData span = telemetry.span("tools/call _OTHER");
            assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
            assertThat(span.getStatus().getDescription()).isEqualTo("Unknown tool: 'nope'");
            assertThat(attr(span, "error.type")).isEqualTo("-32602");
            assertThat(attr(span, "rpc.response.status_code")).isEqualTo("-32602");
            HistogramPointData point = telemetry.point("mcp.server.operation.duration",
                    p -> "-32602".equals(p.getAttributes().get(McpTelemetry.ERROR_TYPE)));
            assertThat(point.getAttributes().get(McpTelemetry.STATUS_CODE)).isEqualTo("-32602");
        }
    }

    @Test
    void aCancelledCallIsCancelled() throws InterruptedException {
        try (McpTestClient client = connect(server)) {
            PendingRequest call = client.sendRequest("tools/call", json("{\"name\":\"slow\"}"));
            slowStarted.await();
            call.cancel();
            SpanData span = telemetry.span("tools/call slow");
            assertThat(attr(span, "error.type")).isEqualTo("cancelled");
            assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
            client.ping();
        }
    }

    @Test
    void everyRequestIsTracedAndASessionsDurationIsRecordedWhenItCloses() throws InterruptedException {
        McpTestClient client = connect(server);
        client.ping();
        client.request("prompts/get", json("{\"name\":\"summary\"}"));
        client.request("resources/read", json("{\"uri\":\"mem://readme\"}"));
        client.request("tools/list", json("{}"));
        client.close();

        assertThat(attr(telemetry.span("initialize"), "mcp.protocol.version")).isEqualTo("2025-11-25");
        assertThat(attr(telemetry.span("ping"), "mcp.method.name")).isEqualTo("ping");
        SpanData prompt = telemetry.span("prompts/get summary");
        assertThat(attr(prompt, "gen_ai.prompt.name")).isEqualTo("summary");
        assertThat(attr(prompt, "gen_ai.operation.name")).isNull();
        SpanData read = telemetry.span("resources/read");
        assertThat(attr(read, "mcp.resource.uri")).as("on the span").isEqualTo("mem://readme");
        HistogramPointData readPoint = telemetry.point("mcp.server.operation.duration",
                p -> "resources/read".equals(p.getAttributes().get(McpTelemetry.METHOD)));
        assertThat(readPoint.getAttributes().get(McpTelemetry.RESOURCE_URI)).as("not on the metric").isNull();
        telemetry.span("tools/list");

        // Recorded before close() returned, which waits until the server has closed the connection.
        HistogramPointData session = telemetry.point("mcp.server.session.duration", p -> true);
        assertThat(session.getCount()).isEqualTo(1);
        assertThat(session.getAttributes()).isEqualTo(Attributes.of(McpTelemetry.PROTOCOL_VERSION, "2025-11-25"));
        assertThat(session.getBoundaries()).isEqualTo(McpTelemetry.BUCKETS);
        assertThat(telemetry.metric("mcp.server.session.duration").getUnit()).isEqualTo("s");
    }

    @Test
    void initializeIsRecordedWithTheVersionItSettled() {
        try (McpTestClient client = McpTestClient.builder(server).protocolVersion("2025-06-18").clientInfo("old", "1")
                .logLevel(null).connect()) {
            assertThat(attr(telemetry.span("initialize"), "mcp.protocol.version")).isEqualTo("2025-06-18");
            telemetry.point("mcp.server.operation.duration",
                    p -> "initialize".equals(p.getAttributes().get(McpTelemetry.METHOD))
                            && "2025-06-18".equals(p.getAttributes().get(McpTelemetry.PROTOCOL_VERSION)));
        }
    }

    @Test
    void aNoopOpenTelemetryChangesNothing() {
        try (McpServer plain = McpServer.builder("noop", "1.0").intercept(McpTelemetry.create(OpenTelemetry.noop())).build()) {
            plain.registerTool(ServerTool.builder("echo").handler((args, ctx) -> CallToolResult.text("hi")).build());
            try (McpTestClient client = connect(plain)) {
                assertThat(call(client, "echo", "," + META).at("/content/0/text").asString()).isEqualTo("hi");
            }
        }
    }

    @Test
    void notificationsGetASpanAndADurationToo() {
        try (McpTestClient client = connect(server)) {
            client.sendNotification("notifications/roots/list_changed", json("{" + META + "}"));
            client.ping();

            SpanData initialized = telemetry.span("notifications/initialized");
            assertThat(initialized.getKind()).isEqualTo(SpanKind.SERVER);
            assertThat(attr(initialized, "mcp.method.name")).isEqualTo("notifications/initialized");
            assertThat(attr(initialized, "mcp.protocol.version")).isEqualTo("2025-11-25");
            assertThat(attr(initialized, "jsonrpc.request.id")).as("a notification has no id").isNull();
            assertThat(initialized.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);

            SpanData roots = telemetry.span("notifications/roots/list_changed");
            assertThat(roots.getParentSpanContext().getSpanId()).as("its parent is the context in _meta")
                    .isEqualTo(CLIENT_SPAN);
            assertThat(roots.getTraceId()).isEqualTo(TRACE_ID);

            HistogramPointData point = telemetry.point("mcp.server.operation.duration",
                    p -> "notifications/initialized".equals(p.getAttributes().get(McpTelemetry.METHOD)));
            assertThat(point.getCount()).isEqualTo(1);
            assertThat(point.getAttributes()).isEqualTo(Attributes.builder()
                    .put("mcp.method.name", "notifications/initialized").put("mcp.protocol.version", "2025-11-25")
                    .build());
        }
    }

    @Test
    void aCancellationIsASpanOfItsOwn() throws InterruptedException {
        try (McpTestClient client = connect(server)) {
            PendingRequest call = client.sendRequest("tools/call", json("{\"name\":\"slow\"}"));
            slowStarted.await();
            call.cancel();
            assertThat(attr(telemetry.span("notifications/cancelled"), "mcp.method.name"))
                    .isEqualTo("notifications/cancelled");
            assertThat(attr(telemetry.span("tools/call slow"), "error.type")).isEqualTo("cancelled");
        }
    }

    @Test
    void namesTheServerDoesNotKnowAreRecordedAsOther() {
        try (McpTestClient client = connect(server)) {
            assertThat(errorCode(() -> client.request("observe/unknown-8f3a", json("{}")))).isEqualTo(-32601);
            assertThat(errorCode(() -> call(client, "nosuch-tool-8f3a", ""))).isEqualTo(-32602);
            errorCode(() -> client.request("prompts/get", json("{\"name\":\"nosuch-prompt-8f3a\"}")));
            client.sendNotification("notifications/made-up-8f3a", json("{}"));
            assertThat(call(client, "weather", "").at("/content/0/text").asString()).startsWith("sunny");

            SpanData method = telemetry.span("_OTHER");
            assertThat(attr(method, "mcp.method.name")).isEqualTo("_OTHER");
            assertThat(attr(method, "error.type")).isEqualTo("-32601");
            SpanData tool = telemetry.span("tools/call _OTHER");
            assertThat(attr(tool, "gen_ai.tool.name")).isEqualTo("_OTHER");
            SpanData prompt = telemetry.span("prompts/get _OTHER");
            assertThat(attr(prompt, "gen_ai.prompt.name")).isEqualTo("_OTHER");
            assertThat(attr(telemetry.span("tools/call weather"), "gen_ai.tool.name"))
                    .as("a known tool keeps its name").isEqualTo("weather");
            telemetry.await(() -> telemetry.finished().stream().filter(s -> s.getName().equals("_OTHER")
                    && s.getAttributes().get(McpTelemetry.REQUEST_ID) == null).findFirst(), "the made-up notification");

            List<SpanData> spans = telemetry.finished();
            assertThat(spans).noneMatch(s -> s.getName().contains("8f3a")
                    || s.getAttributes().asMap().values().stream().anyMatch(v -> v.toString().contains("8f3a")));
            MetricData operations = telemetry.metric("mcp.server.operation.duration");
            assertThat(operations.getHistogramData().getPoints()).noneMatch(p -> p.getAttributes().asMap().values()
                    .stream().anyMatch(v -> v.toString().contains("8f3a")));
        }
    }

    @Test
    void registeredToObserveItSeesWhatARateLimitAddedBeforeItRefuses() {
        try (McpServer limited = McpServer.builder("limited", "1.0")
                .intercept(RateLimit.builder(1, Duration.ofHours(1)).methods("tools/call").build())
                .observe(McpTelemetry.create(telemetry.sdk))
                .build()) {
            limited.registerTool(ServerTool.builder("echo").handler((args, ctx) -> CallToolResult.text("hi")).build());
            try (McpTestClient client = connect(limited)) {
                assertThat(call(client, "echo", "").at("/content/0/text").asString()).isEqualTo("hi");
                assertThat(errorCode(() -> call(client, "echo", ""))).isEqualTo(RateLimit.DEFAULT_ERROR_CODE);
                telemetry.await(() -> telemetry.finished().stream().filter(s -> s.getName().equals("tools/call echo")
                        && "-31429".equals(attr(s, "error.type"))).findFirst(), "the refused call's span");
                HistogramPointData refused = telemetry.point("mcp.server.operation.duration",
                        p -> "-31429".equals(p.getAttributes().get(McpTelemetry.ERROR_TYPE)));
                assertThat(refused.getCount()).isEqualTo(1);
            }
        }
    }
}
