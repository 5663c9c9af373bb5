package dev.mcpj.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.transport.http.HttpMcpServer;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Over real HTTP (the JDK's server): the trace context of the POST's headers, and the session's id. */
class HttpTelemetryTest {
    private static final String HEADER_TRACE = "0af7651916cd43dd8448eb211c80319c";
    private static final String HEADER_SPAN = "b7ad6b7169203331";

    private final Telemetry telemetry = new Telemetry();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final CountDownLatch closed = new CountDownLatch(1);
    private McpServer server;
    private HttpMcpServer endpoint;

    @BeforeEach
    void start() throws Exception {
        server = McpServer.builder("traced-http", "1.0").intercept(McpTelemetry.create(telemetry.sdk))
                .intercept(new Interceptor() {
                    @Override
                    public Decision intercept(Invocation invocation) {
                        return Decision.proceed();
                    }

                    // Told after the telemetry before it, which has recorded the session's duration by then.
                    @Override
                    public void connectionClosed(Connection connection, String sessionId, Duration duration) {
                        closed.countDown();
                    }
                })
                .build();
        server.registerTool(ServerTool.builder("weather").handler((args, ctx) -> {
            telemetry.sdk.getTracer("handler").spanBuilder("lookup").startSpan().end();
            return CallToolResult.text("sunny");
        }).build());
        endpoint = HttpMcpServer.builder(server).port(0).start();
    }

    @AfterEach
    void stop() {
        endpoint.close();
        server.close();
        telemetry.close();
    }

    private HttpResponse<String> post(String session, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(endpoint.url()).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25");
        }
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        HttpResponse<String> response = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response;
    }

    private String initialize() throws Exception {
        HttpResponse<String> init = post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
        String session = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        HttpRequest initialized = HttpRequest.newBuilder(endpoint.url()).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25")
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"))
                .build();
        assertThat(http.send(initialized, HttpResponse.BodyHandlers.discarding()).statusCode()).isEqualTo(202);
        return session;
    }

    private static JsonNode json(HttpResponse<String> response) {
        String body = response.body();
        int data = body.indexOf("data:");
        if (data >= 0) { // an event stream: its one message
            body = body.substring(data + 5, body.indexOf('\n', data)).trim();
        }
        return McpTelemetryTest.json(body);
    }

    @Test
    void theHeadersTraceContextIsTheParentWhenMetaHasNone() throws Exception {
        String session = initialize();
        HttpResponse<String> answer = post(session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\","
                + "\"params\":{\"name\":\"weather\"}}", "traceparent", "00-" + HEADER_TRACE + "-" + HEADER_SPAN + "-01");
        assertThat(json(answer).at("/result/content/0/text").asString()).isEqualTo("sunny");

        SpanData span = telemetry.span("tools/call weather");
        assertThat(span.getTraceId()).isEqualTo(HEADER_TRACE);
        assertThat(span.getParentSpanContext().getSpanId()).isEqualTo(HEADER_SPAN);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("mcp.session.id"))).isEqualTo(session);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("jsonrpc.request.id"))).isEqualTo("2");
        assertThat(telemetry.span("lookup").getParentSpanId()).isEqualTo(span.getSpanId());
        assertThat(telemetry.span("initialize").getAttributes().get(AttributeKey.stringKey("mcp.session.id")))
                .as("the session opens with the POST that carries initialize").isEqualTo(session);
    }

    @Test
    void metaWinsAndTheHeadersContextBecomesALink() throws Exception {
        String session = initialize();
        post(session, "{\"jsonrpc\":\"2.0\",\"id\":\"call-3\",\"method\":\"tools/call\",\"params\":{\"name\":\"weather\","
                        + "\"_meta\":{\"traceparent\":\"00-" + McpTelemetryTest.TRACE_ID + "-" + McpTelemetryTest.CLIENT_SPAN
                        + "-01\"}}}",
                "traceparent", "00-" + HEADER_TRACE + "-" + HEADER_SPAN + "-01");
        SpanData span = telemetry.span("tools/call weather");
        assertThat(span.getTraceId()).isEqualTo(McpTelemetryTest.TRACE_ID);
        assertThat(span.getParentSpanContext().getSpanId()).isEqualTo(McpTelemetryTest.CLIENT_SPAN);
        assertThat(span.getLinks()).hasSize(1);
        assertThat(span.getLinks().get(0).getSpanContext().getTraceId()).isEqualTo(HEADER_TRACE);
        assertThat(span.getLinks().get(0).getSpanContext().getSpanId()).isEqualTo(HEADER_SPAN);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("jsonrpc.request.id"))).isEqualTo("call-3");
        assertThat(Span.current().getSpanContext().isValid()).as("nothing leaks onto the test's thread").isFalse();
    }

    @Test
    void aSessionEndedByDeleteRecordsItsDuration() throws Exception {
        String session = initialize();
        HttpRequest delete = HttpRequest.newBuilder(endpoint.url()).timeout(Duration.ofSeconds(20))
                .header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25").DELETE().build();
        assertThat(http.send(delete, HttpResponse.BodyHandlers.discarding()).statusCode()).isEqualTo(200);
        assertThat(closed.await(20, TimeUnit.SECONDS)).as("the session closed").isTrue();
        HistogramPointData point = telemetry.point("mcp.server.session.duration", p -> true);
        assertThat(point.getCount()).isEqualTo(1);
        assertThat(point.getAttributes()).isEqualTo(Attributes.builder().put("mcp.protocol.version", "2025-11-25")
                .put("network.transport", "tcp").put("network.protocol.name", "http")
                .put("network.protocol.version", "1.1").build());
    }

    @Test
    void spansAndDurationsSayTheyCameOverHttpOnTcp() throws Exception {
        String session = initialize();
        post(session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"weather\"}}");
        for (String name : new String[] {"initialize", "notifications/initialized", "tools/call weather"}) {
            SpanData span = telemetry.span(name);
            assertThat(span.getAttributes().get(McpTelemetry.NETWORK_TRANSPORT)).as(name).isEqualTo("tcp");
            assertThat(span.getAttributes().get(McpTelemetry.NETWORK_PROTOCOL)).as(name).isEqualTo("http");
            assertThat(span.getAttributes().get(McpTelemetry.NETWORK_PROTOCOL_VERSION)).as(name).isEqualTo("1.1");
            assertThat(span.getAttributes().get(McpTelemetry.CLIENT_ADDRESS)).as(name).isEqualTo("127.0.0.1");
            assertThat(span.getAttributes().get(McpTelemetry.CLIENT_PORT)).as(name).isPositive();
            assertThat(span.getAttributes().get(AttributeKey.stringKey("mcp.session.id"))).as(name).isEqualTo(session);
        }
        var point = telemetry.point("mcp.server.operation.duration",
                p -> "tools/call".equals(p.getAttributes().get(McpTelemetry.METHOD)));
        assertThat(point.getAttributes().get(McpTelemetry.NETWORK_TRANSPORT)).isEqualTo("tcp");
        assertThat(point.getAttributes().get(McpTelemetry.NETWORK_PROTOCOL)).isEqualTo("http");
        assertThat(point.getAttributes().get(McpTelemetry.NETWORK_PROTOCOL_VERSION)).isEqualTo("1.1");
        assertThat(point.getAttributes().get(McpTelemetry.CLIENT_ADDRESS))
                .as("a client's address would make a series per client").isNull();
        assertThat(point.getAttributes().get(McpTelemetry.CLIENT_PORT)).isNull();
    }
}
