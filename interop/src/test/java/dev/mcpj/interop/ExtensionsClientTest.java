package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript v2 client ({@code @modelcontextprotocol/client}, pinned in
 * {@code node/package.json}) against the example server's extensions over Streamable HTTP,
 * through {@code node/ts-v2-extensions-client.mjs}, on both protocol eras: its
 * {@code SkillsClient} lists the skill, reads its files verifying digest, size and frontmatter,
 * gets it and reads its directory; a client declaring the MCP Apps extension finds the App tool's
 * link and reads its document, and the tool's text differs only by the dashboard note from what a
 * client without Apps gets.
 */
class ExtensionsClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @ParameterizedTest
    @ValueSource(strings = {"2026-07-28", "2025-11-25"})
    @Timeout(300)
    void skillsAndAppsWorkWithTheOfficialClient(String version) {
        try (HttpExamples server = HttpExamples.start()) {
            ExternalProcess.Result run = server.runNode("ts-v2-extensions-client", Duration.ofMinutes(3),
                    "ts-v2-extensions-client.mjs", "--url", server.url().toString(), "--version", version);
            assertThat(run.exitCode()).as(run.describe()).isZero();
            JsonNode s;
            try {
                s = JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());
            } catch (RuntimeException e) {
                throw new AssertionError("The client printed no JSON summary\n" + run.describe(), e);
            }
            assertThat(s.path("errors").size()).as("client errors: %s\n%s", s.path("errors"), run.describe()).isZero();
            assertThat(s.path("protocolVersion").asString()).isEqualTo(version);
            assertThat(s.at("/serverExtensions/io.modelcontextprotocol~1skills/directoryRead").asBoolean()).isTrue();
            assertThat(s.at("/serverExtensions/io.modelcontextprotocol~1ui").isObject()).isTrue();

            assertThat(s.path("skillsSupported").asBoolean()).isTrue();
            assertThat(s.path("directoryRead").asBoolean()).isTrue();
            assertThat(s.path("skills").toString()).isEqualTo("[\"skill://unit-conversion/SKILL.md\"]");
            assertThat(s.path("invalid")).isEmpty();
            assertThat(s.at("/manifest/verified").asBoolean()).isTrue();
            assertThat(s.at("/manifest/frontmatter/name").asString()).isEqualTo("unit-conversion");
            assertThat(s.at("/reference/verified").asBoolean()).isTrue();
            assertThat(s.at("/reference/text").asString()).contains("temperature | C, F, K");
            assertThat(s.path("got").asString()).isEqualTo("skill://unit-conversion/SKILL.md");
            List<String> children = new ArrayList<>();
            s.path("directory").forEach(c -> children.add(c.path("uri").asString() + " " + c.path("mimeType").asString()));
            assertThat(children).containsExactly("skill://unit-conversion/SKILL.md text/markdown",
                    "skill://unit-conversion/references inode/directory");
            assertThat(s.at("/unknownSkill/code").asInt()).as("%s", s.path("unknownSkill")).isEqualTo(-32602);

            assertThat(s.at("/appToolMeta/ui/resourceUri").asString()).isEqualTo("ui://examples/weather");
            assertThat(s.at("/appToolMeta/ui/visibility").toString()).isEqualTo("[\"model\",\"app\"]");
            assertThat(s.at("/appResource/mimeType").asString()).isEqualTo("text/html;profile=mcp-app");
            assertThat(s.at("/appResource/startsWith").asString()).isEqualTo("<!doctype html>");
            assertThat(s.at("/appResource/meta/ui/csp/connectDomains/0").asString()).isEqualTo("https://api.open-meteo.com");
            String without = s.path("withoutApps").asString();
            assertThat(without).startsWith("Lisbon: ").doesNotContain("dashboard");
            assertThat(s.path("withApps").asString()).isEqualTo(without + " (see the dashboard)");
        }
    }
}
