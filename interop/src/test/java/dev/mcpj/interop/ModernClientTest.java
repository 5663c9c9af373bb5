package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript v2 client ({@code @modelcontextprotocol/client}, pinned in
 * {@code node/package.json}) pinned to protocol 2026-07-28 talks to the example server over stdio:
 * it probes with {@code server/discover}, then sends stateless requests that carry their version
 * and capabilities in {@code _meta}. The legacy clients of the other tests use the same jar.
 */
class ModernClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    @Timeout(300)
    void statelessClientIsServedWithoutInitialize() {
        ExternalProcess.Result run = NodeClients.node("ts-v2-modern-client", Duration.ofMinutes(3),
                "ts-v2-modern-client.mjs", "--java", Interop.javaExecutable(), "--jar", Interop.examplesJar().toString());
        assertThat(run.exitCode()).as(run.describe()).isZero();
        JsonNode s = JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());

        assertThat(s.path("errors").size()).as("client errors: %s", s.path("errors")).isZero();
        assertThat(s.path("protocolVersion").asString()).isEqualTo("2026-07-28");
        assertThat(s.path("serverVersion").path("name").asString()).isEqualTo(ExampleTools.SERVER_NAME);
        assertThat(s.path("sentMethods").toString()).doesNotContain("initialize");
        s.path("sentVersions").forEach(v -> assertThat(v.asString()).isEqualTo("2026-07-28"));
        assertThat(s.path("tools").toString()).contains("add", "search_books", "get_catalog_file");

        assertThat(s.at("/add/content/0/text").asString()).isEqualTo("42");
        assertThat(s.at("/add/_meta/io.modelcontextprotocol~1serverInfo/name").asString())
                .isEqualTo(ExampleTools.SERVER_NAME);
        assertThat(s.at("/invalid/isError").asBoolean()).isTrue();
        assertThat(s.at("/invalid/content/0/text").asString())
                .isEqualTo("Invalid arguments for tool 'search_books': limit: must have a maximum value of 50 (got 99)");
        assertThat(s.at("/link/content/0/type").asString()).isEqualTo("resource_link");
        assertThat(s.at("/unknownTool/code").asInt()).isEqualTo(-32602);
        assertThat(s.at("/unknownTool/message").asString()).contains("Unknown tool: 'no_such_tool'");
    }
}
