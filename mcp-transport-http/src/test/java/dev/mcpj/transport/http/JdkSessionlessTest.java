package dev.mcpj.transport.http;

import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static dev.mcpj.transport.http.HttpTestClient.initializeRequest;
import static dev.mcpj.transport.http.HttpTestClient.request;
import static dev.mcpj.transport.http.HttpTestClient.untilResponse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.transport.SessionState;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The HTTP transport without sessions ({@link HttpTransportOptions#sessionless()}): clients of
 * the {@code initialize} era get no session id, and each POST is served on its own, as of the
 * revision its header names, so that any process may serve it; what a session would give is
 * refused with a clear answer.
 */
class JdkSessionlessTest {
    private static final String V = "2025-11-25";
    private final TestEngine engine = new TestEngine.Jdk();
    private McpServer server;
    private HttpTestClient client;

    @BeforeEach
    void start() throws Exception {
        server = McpServer.builder("sessionless", "1.0").progressInterval(java.time.Duration.ZERO).build();
        server.registerTool(ServerTool.builder("echo").handler((args, ctx) -> CallToolResult.text(
                "echo " + ctx.protocolVersion() + " " + ctx.clientCapabilities())).build());
        server.registerTool(ServerTool.builder("progress").handler((args, ctx) -> {
            for (int i = 1; i <= 3; i++) {
                ctx.progress(i, 3.0, "step " + i);
            }
            return CallToolResult.text("done");
        }).build());
        server.registerTool(ServerTool.builder("ask").handler((args, ctx) -> {
            ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build());
            return CallToolResult.text("asked");
        }).build());
        client = new HttpTestClient(engine.start(server, HttpTransportOptions.builder().sessionless(true).build()));
    }

    @AfterEach
    void stop() throws Exception {
        engine.stop();
        server.close();
    }

    @Test
    void initializeIsAnsweredWithoutASessionAndLaterRequestsNeedNone() throws Exception {
        HttpTestClient.Reply init = client.post(null, initializeRequest(V, "{\"elicitation\":{}}"));
        assertThat(init.status()).isEqualTo(200);
        assertThat(init.header("Mcp-Session-Id")).isEmpty();
        assertThat(init.json().at("/result/protocolVersion").asString()).isEqualTo(V);

        HttpTestClient.Reply initialized = client.post(null, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "MCP-Protocol-Version", V);
        assertThat(initialized.status()).isEqualTo(202);

        HttpTestClient.Reply call = client.post(null, callTool(1, "echo", "{}", null), "MCP-Protocol-Version", V);
        assertThat(call.status()).isEqualTo(200);
        assertThat(call.header("Mcp-Session-Id")).isEmpty();
        assertThat(call.json().at("/result/content/0/text").asString())
                .as("served as of its header's revision, for a client that declared nothing").isEqualTo("echo " + V + " {}");
        assertThat(engine.sessionCount()).isZero();
    }

    @Test
    void aRequestWithoutAVersionHeaderIsServedAsOf20250326AndASessionIdIsIgnored() throws Exception {
        HttpTestClient.Reply call = client.post("made-up-session", callTool(1, "echo", "{}", null));
        assertThat(call.status()).isEqualTo(200);
        assertThat(call.json().at("/result/content/0/text").asString()).isEqualTo("echo 2025-03-26 {}");
    }

    @Test
    void notificationsBeforeTheAnswerMakeTheRequestAStream() throws Exception {
        HttpTestClient.Streamed r = client.postStreamed(null, callTool(5, "progress", "{}", "p"),
                "MCP-Protocol-Version", V);
        assertThat(r.contentType()).startsWith("text/event-stream");
        assertThat(r.header("Mcp-Session-Id")).isEmpty();
        try (SseStream events = r.events()) {
            List<JsonNode> messages = untilResponse(events, 5);
            assertThat(messages).hasSize(4);
            assertThat(messages.get(0).get("method").asString()).isEqualTo("notifications/progress");
            assertThat(messages.get(3).at("/result/content/0/text").asString()).isEqualTo("done");
        }
    }

    @Test
    void theServerCannotAskTheClientAnything() throws Exception {
        HttpTestClient.Reply r = client.post(null, callTool(2, "ask", "{}", null), "MCP-Protocol-Version", V);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/result/isError").asBoolean()).isTrue();
        assertThat(r.json().at("/result/content/0/text").asString()).containsIgnoringCase("elicitation");
    }

    @Test
    void errorsAreJsonRpcErrorsWithStatus200AsInASession() throws Exception {
        HttpTestClient.Reply r = client.post(null, request(3, "no/such/method", "{}"), "MCP-Protocol-Version", V);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32601);
        assertThat(r.json().get("id").asInt()).isEqualTo(3);
    }

    @Test
    void getAndDeleteAreNotAllowedAndResponsesHaveNothingToAnswer() throws Exception {
        HttpTestClient.Streamed get = client.get(null, "MCP-Protocol-Version", V);
        assertThat(get.status()).isEqualTo(405);
        assertThat(get.header("Allow")).contains("POST");
        assertThat(get.text()).contains("no sessions");
        assertThat(client.delete("any").status()).isEqualTo(405);

        HttpTestClient.Reply response = client.post(null, "{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{}}",
                "MCP-Protocol-Version", V);
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().at("/error/message").asString()).contains("no request to answer");
    }

    @Test
    void anUnknownRevisionIsRefused() throws Exception {
        HttpTestClient.Reply r = client.post(null, callTool(1, "echo", "{}", null), "MCP-Protocol-Version", "1999-01-01");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.body()).contains("unsupported MCP-Protocol-Version");
    }

    @Test
    void protocol20260728IsServedAsWithSessions() throws Exception {
        HttpTestClient.Reply r = client.postModern(1, "server/discover", null, null);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/result/supportedVersions").toString()).contains("2026-07-28");
    }

    @Test
    void withSessionsARequestWithoutOneIsStillRefused() throws Exception {
        engine.stop();
        client = new HttpTestClient(engine.start(server, HttpTransportOptions.defaults()));
        HttpTestClient.Reply r = client.post(null, callTool(1, "echo", "{}", null), "MCP-Protocol-Version", V);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.body()).contains("Mcp-Session-Id header is required");
    }

    @Test
    void aSessionStateNamesARevisionOfTheInitializeEra() {
        assertThatThrownBy(() -> new SessionState("2026-07-28", Implementation.of("c", "1"), JSON.createObjectNode(), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("initialize era");
        SessionState s = new SessionState(V, Implementation.of("c", "1"), JSON.createObjectNode(), LoggingLevel.INFO);
        ((tools.jackson.databind.node.ObjectNode) s.clientCapabilities()).put("changed", true);
        assertThat(s.clientCapabilities().isEmpty()).as("a copy each time").isTrue();
    }
}
