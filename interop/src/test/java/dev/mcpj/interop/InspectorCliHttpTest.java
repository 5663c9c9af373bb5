package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP Inspector in CLI mode ({@code @modelcontextprotocol/inspector-cli}, pinned in
 * {@code node/package.json}) over Streamable HTTP:
 * {@code mcp-inspector-cli --cli <url> --transport http --method <method>}, against the example
 * server served in this JVM ({@link HttpExamples}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class InspectorCliHttpTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private HttpExamples server;

    @BeforeAll
    void startServer() {
        server = HttpExamples.start();
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

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
    }

    private JsonNode inspect(String... methodArgs) {
        Path cliDir = Interop.nodeDir().resolve("node_modules/@modelcontextprotocol/inspector-cli/build");
        List<String> args = new ArrayList<>(List.of(cliDir.resolve("cli.js").toString(), "--cli",
                server.url().toString(), "--transport", "http"));
        args.addAll(List.of(methodArgs));
        // inspector-cli 1.0.3 finds its own package.json relative to the working directory, so it
        // must run from its build/ directory (see InspectorCliTest).
        ExternalProcess.Result run = server.runNodeIn("inspector-cli-http", cliDir, Duration.ofMinutes(2), args);
        assertThat(run.exitCode()).as(run.describe()).isZero();
        try {
            return JSON.readTree(run.stdout());
        } catch (RuntimeException e) {
            throw new AssertionError("The inspector printed no JSON result\n" + run.describe(), e);
        }
    }
}
