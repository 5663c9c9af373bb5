package dev.mcpj.skills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpTestClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

class SkillsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String PDF = """
            ---
            name: pdf-processing
            description: Extract, fill, and assemble PDF documents
            license: Apache-2.0
            metadata:
              version: "1.2"
              tags: [pdf, forms]
            allowed-tools: Bash(pdftk:*)
            ---
            # PDF processing
            Read references/FORMS.md first.
            """;

    @TempDir
    Path root;

    private void write(String path, String text) throws IOException {
        write(path, text.getBytes(StandardCharsets.UTF_8));
    }

    private void write(String path, byte[] bytes) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.write(p, bytes);
    }

    private void standardTree() throws IOException {
        write("pdf-processing/SKILL.md", PDF);
        write("pdf-processing/references/FORMS.md", "Forms\r\nwith CRLF ünïcode\n");
        write("pdf-processing/scripts/fill.py", "print('fill')\n");
        write("pdf-processing/logo.png", new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff, 0});
        write("acme/billing/refunds/SKILL.md", "---\nname: refunds\ndescription: Handle refunds\n---\nBody\n");
    }

    private static ObjectNode params(String json) {
        return (ObjectNode) JSON.readTree(json);
    }

    private static List<String> uris(JsonNode entries) {
        List<String> uris = new ArrayList<>();
        entries.forEach(e -> uris.add(e.get("uri").asString()));
        return uris;
    }

    private static String sha256(byte[] bytes) throws Exception {
        return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    @Test
    void entriesCarryTheFrontmatterVerbatimAndTheDigestAndSizeOfTheExactBytes() throws Exception {
        standardTree();
        Skills skills = Skills.builder().directory(root).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            JsonNode list = client.request("skills/list", null);
            assertThat(list.get("skills")).hasSize(2);
            JsonNode refunds = list.at("/skills/0");
            assertThat(refunds.get("uri").asString()).isEqualTo("skill://acme/billing/refunds/SKILL.md");
            JsonNode pdf = list.at("/skills/1");
            assertThat(pdf.get("uri").asString()).isEqualTo("skill://pdf-processing/SKILL.md");
            assertThat(pdf.get("frontmatter")).isEqualTo(JSON.readTree("""
                    {"name":"pdf-processing","description":"Extract, fill, and assemble PDF documents",
                     "license":"Apache-2.0","metadata":{"version":"1.2","tags":["pdf","forms"]},
                     "allowed-tools":"Bash(pdftk:*)"}"""));
            List<String> uris = new ArrayList<>();
            for (JsonNode r : pdf.get("resources")) {
                String uri = r.get("uri").asString();
                uris.add(uri);
                byte[] onDisk = Files.readAllBytes(root.resolve(uri.substring("skill://".length())));
                assertThat(r.get("digest").asString()).as(uri).isEqualTo(sha256(onDisk));
                assertThat(r.get("size").asLong()).as(uri).isEqualTo(onDisk.length);
                ResourceContents read = client.readResource(uri).get(0);
                byte[] served = read instanceof TextResourceContents t ? t.text().getBytes(StandardCharsets.UTF_8)
                        : Base64.getDecoder().decode(((BlobResourceContents) read).blob());
                assertThat(served).as(uri).isEqualTo(onDisk);
            }
            assertThat(uris).containsExactly("skill://pdf-processing/SKILL.md", "skill://pdf-processing/logo.png",
                    "skill://pdf-processing/references/FORMS.md", "skill://pdf-processing/scripts/fill.py");
            assertThat(client.readResource("skill://pdf-processing/logo.png").get(0)).isInstanceOf(BlobResourceContents.class);
        }
    }

    @Test
    void capabilitiesDeclareTheExtensionAndResourcesAndManifestsAreListedResources() throws Exception {
        standardTree();
        Skills skills = Skills.builder().directory(root).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            JsonNode caps = client.initializeResult().get("capabilities");
            assertThat(caps.at("/extensions/io.modelcontextprotocol~1skills")).isEqualTo(JSON.readTree("{}"));
            assertThat(caps.has("resources")).isTrue();
            Resource manifest = client.listResources().stream()
                    .filter(r -> r.uri().equals("skill://pdf-processing/SKILL.md")).findFirst().orElseThrow();
            assertThat(manifest.name()).isEqualTo("pdf-processing");
            assertThat(manifest.description()).isEqualTo("Extract, fill, and assemble PDF documents");
            assertThat(manifest.mimeType()).isEqualTo("text/markdown");
        }
    }

    @Test
    void theModernWireCarriesCacheHintsOnListAndGet() throws Exception {
        standardTree();
        Skills skills = Skills.builder().directory(root).directoryRead(true).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.builder(server).stateless().connect()) {
            JsonNode discover = client.request("server/discover", null);
            assertThat(discover.at("/capabilities/extensions/io.modelcontextprotocol~1skills"))
                    .isEqualTo(JSON.readTree("{\"directoryRead\":true}"));
            for (JsonNode result : List.of(client.request("skills/list", null),
                    client.request("skills/get", params("{\"uri\":\"skill://pdf-processing/SKILL.md\"}")),
                    client.request("resources/directory/read", params("{\"uri\":\"skill://pdf-processing\"}")))) {
                assertThat(result.get("resultType").asString()).isEqualTo("complete");
                assertThat(result.get("ttlMs").asLong()).isEqualTo(60_000);
                assertThat(result.get("cacheScope").asString()).isEqualTo("public");
            }
        }
    }

    @Test
    void listingIsPagedWithoutSplittingEntriesAndBadCursorsAreInvalidParams() throws Exception {
        for (String name : List.of("a-skill", "b-skill", "c-skill")) {
            write(name + "/SKILL.md", "---\nname: " + name + "\ndescription: Skill " + name + "\n---\n");
        }
        Skills skills = Skills.builder().directory(root).pageSize(2).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            JsonNode first = client.request("skills/list", null);
            assertThat(first.get("skills")).hasSize(2);
            JsonNode second = client.request("skills/list", params("{\"cursor\":\"" + first.get("nextCursor").asString() + "\"}"));
            assertThat(second.get("skills")).hasSize(1);
            assertThat(second.at("/skills/0/uri").asString()).isEqualTo("skill://c-skill/SKILL.md");
            assertThat(second.has("nextCursor")).isFalse();
            assertThatThrownBy(() -> client.request("skills/list", params("{\"cursor\":\"bogus\"}")))
                    .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602));
        }
    }

    @Test
    void getServesUnlistedSkillsAndRefusesUnknownUris() {
        Skill hidden = Skill.builder("hidden").file("SKILL.md", "---\nname: hidden\ndescription: Not listed\n---\n")
                .unlisted().build();
        Skills skills = Skills.builder().catalog(SkillCatalog.of(List.of(hidden))).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            assertThat(client.request("skills/list", null).get("skills")).isEmpty();
            JsonNode got = client.request("skills/get", params("{\"uri\":\"skill://hidden/SKILL.md\"}"));
            assertThat(got.at("/skill/frontmatter/name").asString()).isEqualTo("hidden");
            assertThat(got.has("nextCursor")).isFalse();
            for (String bad : List.of("{\"uri\":\"skill://mcp-conformance-nonexistent-skill-9f3a2b/SKILL.md\"}", "{}")) {
                assertThatThrownBy(() -> client.request("skills/get", params(bad)))
                        .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602));
            }
            assertThatThrownBy(() -> client.readResource("skill://hidden/missing.md"))
                    .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602));
        }
    }

    @Test
    void directoryReadListsDirectChildrenOnlyWhenEnabled() throws Exception {
        standardTree();
        try (McpServer server = McpServer.builder("s", "1")
                .extension(Skills.builder().directory(root).build().extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            assertThatThrownBy(() -> client.request("resources/directory/read", params("{\"uri\":\"skill://pdf-processing\"}")))
                    .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32601));
        }
        try (McpServer server = McpServer.builder("s", "1")
                .extension(Skills.builder().directory(root).directoryRead(true).build().extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            JsonNode top = client.request("resources/directory/read", params("{\"uri\":\"skill://pdf-processing\"}"));
            assertThat(top.get("resources").findValuesAsString("uri")).containsExactly("skill://pdf-processing/SKILL.md",
                    "skill://pdf-processing/logo.png", "skill://pdf-processing/references", "skill://pdf-processing/scripts");
            assertThat(top.at("/resources/2/mimeType").asString()).isEqualTo("inode/directory");
            JsonNode sub = client.request("resources/directory/read", params("{\"uri\":\"skill://pdf-processing/references\"}"));
            assertThat(sub.get("resources").findValuesAsString("uri")).containsExactly("skill://pdf-processing/references/FORMS.md");
            assertThat(sub.at("/resources/0/mimeType").asString()).isEqualTo("text/markdown");
            for (String notDir : List.of("skill://pdf-processing/SKILL.md", "skill://nowhere")) {
                assertThatThrownBy(() -> client.request("resources/directory/read", params("{\"uri\":\"" + notDir + "\"}")))
                        .isInstanceOfSatisfying(McpErrorException.class, e -> assertThat(e.code()).isEqualTo(-32602));
            }
        }
    }

    @Test
    void badSkillsFailTheBuildNamingTheFile() throws Exception {
        write("broken/SKILL.md", "---\nname: broken\ndescription: [unclosed\n---\n");
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("broken/SKILL.md").hasMessageContaining("malformed YAML frontmatter");
        Files.delete(root.resolve("broken/SKILL.md"));
        write("broken/SKILL.md", "no frontmatter here\n");
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .hasMessageContaining("broken/SKILL.md").hasMessageContaining("does not start with YAML frontmatter");
        Files.delete(root.resolve("broken/SKILL.md"));
        write("broken/SKILL.md", "---\nname: other-name\ndescription: Mismatch\n---\n");
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .hasMessageContaining("broken/SKILL.md").hasMessageContaining("differs from its directory 'broken'");
        Files.delete(root.resolve("broken/SKILL.md"));
        write("broken/SKILL.md", "---\nname: broken\n---\n");
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .hasMessageContaining("broken/SKILL.md").hasMessageContaining("no description");
        Files.delete(root.resolve("broken/SKILL.md"));
        write("Bad--Name/SKILL.md", "---\nname: Bad--Name\ndescription: Bad\n---\n");
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .hasMessageContaining("Bad--Name/SKILL.md").hasMessageContaining("naming rules");
    }

    @Test
    void overLimitSkillsAreRefused() throws Exception {
        write("many/SKILL.md", "---\nname: many\ndescription: Too many files\n---\n");
        for (int i = 0; i < Skill.MAX_FILES; i++) {
            write("many/f" + i + ".txt", "x");
        }
        assertThatThrownBy(() -> Skills.builder().directory(root).build())
                .hasMessageContaining("many").hasMessageContaining("513 files, over the limit of 512");
        Skill.Builder big = Skill.builder("big").file("SKILL.md", "---\nname: big\ndescription: Too big\n---\n")
                .file("blob.bin", new byte[(int) Skill.MAX_TOTAL_BYTES]);
        assertThatThrownBy(big::build).hasMessageContaining("big").hasMessageContaining("over the limit of 16777216");
    }

    @Test
    void symbolicLinksAreNotFollowedOutOfTheRoot(@TempDir Path outside) throws Exception {
        write("linked/SKILL.md", "---\nname: linked\ndescription: Has a link\n---\n");
        Files.writeString(outside.resolve("secret.txt"), "secret");
        Files.createSymbolicLink(root.resolve("linked/secret.txt"), outside.resolve("secret.txt"));
        Files.createSymbolicLink(root.resolve("linked/outside"), outside);
        SkillCatalog catalog = SkillCatalog.fromDirectory(root);
        assertThat(catalog.skills().get(0).files()).extracting(SkillFile::path).containsExactly("SKILL.md");
    }

    @Test
    void reloadServesTheNewCatalogAndTellsClientsOrKeepsTheOldOne() throws Exception {
        write("first/SKILL.md", "---\nname: first\ndescription: One\n---\n");
        Skills skills = Skills.builder().directory(root).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient client = McpTestClient.connect(server)) {
            write("second/SKILL.md", "---\nname: second\ndescription: Two\n---\n");
            skills.reload();
            assertThat(uris(client.request("skills/list", null).get("skills")))
                    .containsExactly("skill://first/SKILL.md", "skill://second/SKILL.md");
            assertThat(client.listResources()).extracting(Resource::uri)
                    .contains("skill://first/SKILL.md", "skill://second/SKILL.md");
            assertThat(client.notifications()).extracting(n -> n.get("method").asString())
                    .contains("notifications/resources/list_changed");
            write("third/SKILL.md", "---\nname: wrong\ndescription: Three\n---\n");
            assertThatThrownBy(skills::reload).hasMessageContaining("third/SKILL.md");
            assertThat(client.request("skills/list", null).get("skills")).hasSize(2);
        }
    }

    @Test
    void catalogsLoadFromTheClassPathAndPerRequestSources() {
        SkillCatalog fromClassPath = SkillCatalog.fromClassPath(getClass().getClassLoader(), "skills");
        assertThat(fromClassPath.skills()).extracting(Skill::path).containsExactly("hello");
        assertThatThrownBy(() -> SkillCatalog.fromClassPath(getClass().getClassLoader(), "no-such-folder"))
                .hasMessageContaining("no-such-folder");
        Skills skills = Skills.builder().source(ctx -> ctx.protocolVersion().equals("2026-07-28") ? fromClassPath
                : SkillCatalog.empty()).build();
        try (McpServer server = McpServer.builder("s", "1").extension(skills.extension()).build();
             McpTestClient legacy = McpTestClient.connect(server);
             McpTestClient modern = McpTestClient.builder(server).stateless().connect()) {
            assertThat(legacy.request("skills/list", null).get("skills")).isEmpty();
            assertThat(modern.request("skills/list", null).get("skills")).hasSize(1);
        }
    }
}
