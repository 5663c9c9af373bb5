package dev.mcpj.maven.plugin.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** config and install on a real-looking configuration file of each client. */
class ClientConfigsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String LAUNCHER = "/opt/servers/hello-mcp/bin/hello-mcp";

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Client.class)
    void installAddsTheEntryAndKeepsEveryOtherOne(Client client) throws Exception {
        Path file = fixture(client);
        JsonNode before = JSON.readTree(Files.readString(file));

        String message = ClientConfigs.install(client, file, "hello-mcp", entry(client), false);

        JsonNode after = JSON.readTree(Files.readString(file));
        ObjectNode expected = (ObjectNode) before.deepCopy();
        ((ObjectNode) expected.get(client.serversKey())).set("hello-mcp", entry(client));
        assertThat(after).isEqualTo(expected);
        assertThat(fieldNames(after)).isEqualTo(fieldNames(before));
        assertThat(fieldNames(after.get(client.serversKey()))).endsWith("hello-mcp")
                .hasSize(before.get(client.serversKey()).size() + 1);
        assertThat(Files.readString(file.resolveSibling(file.getFileName() + ".bak")))
                .isEqualTo(Files.readString(fixtureSource(client)));
        assertThat(message).startsWith("Added server 'hello-mcp' in " + file).contains(".bak");
    }

    @ParameterizedTest
    @EnumSource(Client.class)
    void entryIsTheLauncherAlone(Client client) {
        JsonNode entry = JSON.readTree(ClientConfigs.snippet(client, "hello-mcp", entry(client)))
                .get(client.serversKey()).get("hello-mcp");
        assertThat(entry.get("command").asString()).isEqualTo(LAUNCHER);
        assertThat(entry.get("args")).isEmpty();
        boolean typed = client == Client.CLAUDE_CODE || client == Client.VSCODE;
        assertThat(entry.has("type")).isEqualTo(typed);
        if (typed) {
            assertThat(entry.get("type").asString()).isEqualTo("stdio");
        }
    }

    @ParameterizedTest
    @EnumSource(Client.class)
    void sameNameIsRefusedAndTheFileLeftAsItWas(Client client) throws Exception {
        Path file = fixture(client);
        String existing = JSON.readTree(Files.readString(file)).get(client.serversKey()).propertyNames().iterator().next();
        byte[] before = Files.readAllBytes(file);

        assertThatThrownBy(() -> ClientConfigs.install(client, file, existing, entry(client), false))
                .isInstanceOf(ConfigException.class)
                .hasMessage(file + " already has a server named '" + existing + "'; left untouched (add "
                        + "-Dmcp.force=true to replace it, or -Dmcp.name=<other> to add another)");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(file.resolveSibling(file.getFileName() + ".bak")).doesNotExist();
    }

    @ParameterizedTest
    @EnumSource(Client.class)
    void forceReplacesTheSameName(Client client) throws Exception {
        Path file = fixture(client);
        String existing = JSON.readTree(Files.readString(file)).get(client.serversKey()).propertyNames().iterator().next();

        String message = ClientConfigs.install(client, file, existing, entry(client), true);

        assertThat(JSON.readTree(Files.readString(file)).get(client.serversKey()).get(existing)).isEqualTo(entry(client));
        assertThat(message).startsWith("Replaced server '" + existing + "'");
    }

    @ParameterizedTest
    @EnumSource(Client.class)
    void invalidJsonIsRefusedUntouched(Client client) throws Exception {
        Path file = dir.resolve("config.json");
        try (InputStream in = getClass().getResourceAsStream("/configs/invalid.json")) {
            Files.copy(in, file);
        }
        byte[] before = Files.readAllBytes(file);

        assertThatThrownBy(() -> ClientConfigs.install(client, file, "hello-mcp", entry(client), false))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(file + " is not valid JSON (")
                .hasMessageEndingWith("); left untouched")
                .hasMessageNotContaining("\n");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(dir.resolve("config.json.bak")).doesNotExist();
    }

    @Test
    void snippetIsLaidOutAsTheClientsDocumentIt() {
        String nl = System.lineSeparator();
        assertThat(ClientConfigs.snippet(Client.VSCODE, "hello-mcp", Client.VSCODE.entry(LAUNCHER, List.of("--x"))))
                .isEqualTo(String.join(nl, "{", "  \"servers\": {", "    \"hello-mcp\": {", "      \"type\": \"stdio\",",
                        "      \"command\": \"" + LAUNCHER + "\",", "      \"args\": [", "        \"--x\"", "      ]",
                        "    }", "  }", "}"));
        assertThat(ClientConfigs.snippet(Client.CURSOR, "x", Client.CURSOR.entry(LAUNCHER, List.of())))
                .contains("\"args\": []");
    }

    @Test
    void aFileThatIsNotAnObjectIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("mcp.json"), "[1, 2]");

        assertThatThrownBy(() -> ClientConfigs.install(Client.CURSOR, file, "x", entry(Client.CURSOR), false))
                .hasMessage(file + " does not hold a JSON object; left untouched");
        assertThat(Files.readString(file)).isEqualTo("[1, 2]");
    }

    @Test
    void serversKeyOfAnotherTypeIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("mcp.json"), "{\"servers\": []}");

        assertThatThrownBy(() -> ClientConfigs.install(Client.VSCODE, file, "x", entry(Client.VSCODE), false))
                .hasMessage(file + ": \"servers\" is not a JSON object; left untouched");
    }

    @Test
    void aMissingFileIsCreatedWithItsDirectories() throws Exception {
        Path file = dir.resolve("Claude").resolve("claude_desktop_config.json");

        String message = ClientConfigs.install(Client.CLAUDE_DESKTOP, file, "hello-mcp", entry(Client.CLAUDE_DESKTOP), false);

        assertThat(JSON.readTree(Files.readString(file))).isEqualTo(JSON.readTree(
                "{\"mcpServers\":{\"hello-mcp\":{\"command\":\"" + LAUNCHER + "\",\"args\":[]}}}"));
        assertThat(message).endsWith("(a new file); restart claude-desktop to load it");
    }

    @Test
    void unknownClientNamesTheKnownOnes() {
        assertThatThrownBy(() -> Client.named("zed"))
                .hasMessage("unknown client 'zed': use one of claude-desktop claude-code cursor vscode");
        assertThatThrownBy(() -> Client.named(null))
                .hasMessage("no client given: add -Dclient=claude-desktop|claude-code|cursor|vscode");
    }

    @Test
    void standardLocations() {
        Path home = Path.of("/home/ada");
        assertThat(Client.CLAUDE_DESKTOP.standardConfigFile(home, "Linux", Map.of()))
                .isEqualTo(home.resolve(".config/Claude/claude_desktop_config.json"));
        assertThat(Client.CLAUDE_DESKTOP.standardConfigFile(home, "Mac OS X", Map.of()))
                .isEqualTo(home.resolve("Library/Application Support/Claude/claude_desktop_config.json"));
        assertThat(Client.CLAUDE_CODE.standardConfigFile(home, "Linux", Map.of())).isEqualTo(home.resolve(".claude.json"));
        assertThat(Client.CURSOR.standardConfigFile(home, "Linux", Map.of())).isEqualTo(home.resolve(".cursor/mcp.json"));
        assertThat(Client.VSCODE.standardConfigFile(home, "Linux", Map.of()))
                .isEqualTo(home.resolve(".config/Code/User/mcp.json"));
        assertThat(Client.VSCODE.standardConfigFile(home, "Windows 11", Map.of("APPDATA", "/appdata")))
                .isEqualTo(Path.of("/appdata/Code/User/mcp.json"));
    }

    private Path fixture(Client client) throws IOException {
        Path file = dir.resolve(client.id() + ".json");
        Files.copy(fixtureSource(client), file);
        return file;
    }

    private static Path fixtureSource(Client client) {
        return Path.of("src/test/resources/configs", client.id() + ".json").toAbsolutePath();
    }

    private static ObjectNode entry(Client client) {
        return client.entry(LAUNCHER, List.of());
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.propertyNames().forEach(names::add);
        return names;
    }
}
