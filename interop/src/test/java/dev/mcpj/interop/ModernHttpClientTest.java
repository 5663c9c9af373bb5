package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript v2 client ({@code @modelcontextprotocol/client}, pinned in
 * {@code node/package.json}) pinned to protocol 2026-07-28 talks to the example server over
 * Streamable HTTP ({@link HttpExamples}) with its {@code StreamableHTTPClientTransport}, through
 * {@code node/ts-v2-http-client.mjs}: it probes with {@code server/discover}, then sends stateless
 * requests, each POST on its own, without {@code initialize} or a session.
 */
class ModernHttpClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String MODERN = "2026-07-28";

    @Test
    @Timeout(300)
    void statelessClientIsServedWithoutASession() {
        try (HttpExamples server = HttpExamples.start()) {
            HttpResponse<String> probe = server.discoverStateless();
            assertThat(probe.statusCode()).as("a stateless server/discover POST to %s answered %s", server.url(),
                    probe.body()).isEqualTo(200);

            ExternalProcess.Result run = server.runNode("ts-v2-http-client", Duration.ofMinutes(3),
                    "ts-v2-http-client.mjs", "--url", server.url().toString());
            assertThat(run.exitCode()).as(run.describe()).isZero();
            JsonNode s;
            try {
                s = JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());
            } catch (RuntimeException e) {
                throw new AssertionError("The client printed no JSON summary\n" + run.describe(), e);
            }

            assertThat(s.path("errors").size()).as("client errors: %s\n%s", s.path("errors"), run.describe()).isZero();
            assertThat(s.path("protocolVersion").asString()).isEqualTo(MODERN);
            assertThat(s.path("serverVersion").path("name").asString()).isEqualTo(ExampleTools.SERVER_NAME);
            List<String> tools = new ArrayList<>();
            s.path("tools").forEach(t -> tools.add(t.asString()));
            assertThat(tools).containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);

            assertThat(s.at("/add/content/0/text").asString()).isEqualTo("42");
            assertThat(s.at("/add/isError").asBoolean(false)).isFalse();
            assertThat(s.at("/invalid/isError").asBoolean()).isTrue();
            assertThat(s.at("/invalid/content/0/text").asString()).isEqualTo(ExampleTools.INVALID_LIMIT);
            assertThat(s.at("/unknownTool/code").asInt()).as("%s", s.path("unknownTool")).isEqualTo(-32602);
            assertThat(s.at("/unknownTool/message").asString()).contains(ExampleTools.UNKNOWN_TOOL);

            // On the wire: the probe first, then one POST per request, none of them with a session,
            // each naming the version and its method in headers that match its body.
            JsonNode exchanges = s.path("exchanges");
            List<String> methods = new ArrayList<>();
            exchanges.forEach(e -> methods.add(e.path("method").asString() + " " + e.path("request").path("method").asString()));
            assertThat(methods).containsExactly("POST server/discover", "POST tools/list",
                    "POST tools/call", "POST tools/call", "POST tools/call");
            exchanges.forEach(e -> {
                assertThat(e.path("status").asInt()).as("%s", e).isEqualTo(200);
                assertThat(e.path("requestHeaders").path("mcp-protocol-version").asString()).as("%s", e).isEqualTo(MODERN);
                assertThat(e.path("requestHeaders").path("mcp-method").asString()).as("%s", e)
                        .isEqualTo(e.path("request").path("method").asString());
                assertThat(e.path("requestHeaders").has("mcp-session-id")).as("%s", e).isFalse();
                assertThat(e.path("sessionId").isNull()).as("a session id in %s", e).isTrue();
            });
            assertThat(server.sessionCount()).isZero();
        }
    }
}
