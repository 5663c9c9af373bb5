package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP Inspector in CLI mode ({@code @modelcontextprotocol/inspector-cli}, pinned in
 * {@code node/package.json}): {@code mcp-inspector-cli --cli <command> <args> --method <method>},
 * which prints the result as JSON on standard output.
 */
class InspectorCliTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    @Timeout(180)
    void listsTheTools() {
        JsonNode result = inspect("--method", "tools/list");
        List<String> names = new ArrayList<>();
        result.path("tools").forEach(t -> names.add(t.path("name").asString()));
        assertThat(names).containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);
    }

    @Test
    @Timeout(180)
    void callsATool() {
        // --tool-arg values are parsed as JSON when they can be, so a and b arrive as numbers.
        JsonNode result = inspect("--method", "tools/call", "--tool-name", "add", "--tool-arg", "a=1", "b=2");
        assertThat(result).isEqualTo(JSON.readTree("""
                {"content":[{"type":"text","text":"3"}]}"""));

        JsonNode search = inspect("--method", "tools/call", "--tool-name", "search_books",
                "--tool-arg", "query=le guin", "genre=FICTION");
        assertThat(search.path("structuredContent")).isEqualTo(JSON.readTree(ExampleTools.LE_GUIN_FICTION));
    }

    private static JsonNode inspect(String... methodArgs) {
        Path cliDir = Interop.nodeDir().resolve("node_modules/@modelcontextprotocol/inspector-cli/build");
        List<String> args = new ArrayList<>(List.of(cliDir.resolve("cli.js").toString(), "--cli",
                Interop.javaExecutable(), "-jar", Interop.examplesJar().toString()));
        args.addAll(List.of(methodArgs));
        // inspector-cli 1.0.3 finds its own package.json as "../package.json" relative to the
        // working directory (it uses fs.existsSync on a relative path), so it must run from its
        // build/ directory; from anywhere else it fails with "Cannot find module .../package.json".
        ExternalProcess.Result run = NodeClients.nodeIn("inspector-cli", cliDir, Duration.ofMinutes(2), args);
        assertThat(run.exitCode()).as(run.describe()).isZero();
        try {
            return JSON.readTree(run.stdout());
        } catch (RuntimeException e) {
            throw new AssertionError("The inspector printed no JSON result\n" + run.describe(), e);
        }
    }
}
