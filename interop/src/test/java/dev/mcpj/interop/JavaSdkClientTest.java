package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.ProtocolVersions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official MCP Java SDK ({@code io.modelcontextprotocol.sdk:mcp}) as a client: a sync client
 * over its stdio transport, which launches the example server jar.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(120)
class JavaSdkClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Queue<String> serverStderr = new ConcurrentLinkedQueue<>();
    private McpSyncClient client;
    private McpSchema.InitializeResult initialized;

    @BeforeAll
    void connect() {
        ServerParameters server = ServerParameters.builder(Interop.javaExecutable())
                .args("-jar", Interop.examplesJar().toString())
                .build();
        StdioClientTransport transport = new StdioClientTransport(server, new JacksonMcpJsonMapper(JSON));
        transport.setStdErrorHandler(serverStderr::add);
        client = McpClient.sync(transport)
                .clientInfo(McpSchema.Implementation.builder("mcpj-interop-java-sdk", "1.0.0").build())
                .initializationTimeout(Duration.ofSeconds(60))
                .requestTimeout(Duration.ofSeconds(60))
                .build();
        initialized = client.initialize();
    }

    @AfterAll
    void disconnect() {
        if (client != null) {
            assertThat(client.closeGracefully()).as("graceful close; server stderr: %s", serverStderr).isTrue();
        }
    }

    @Test
    void initializeNegotiatesTheLatestRevision() {
        assertThat(initialized.protocolVersion()).isEqualTo(ProtocolVersions.MCP_2025_11_25);
        assertThat(initialized.serverInfo().name()).isEqualTo(ExampleTools.SERVER_NAME);
        assertThat(initialized.instructions()).isEqualTo(ExampleTools.INSTRUCTIONS);
        assertThat(initialized.capabilities().tools()).isNotNull();
        assertThat(client.ping()).isNotNull();
    }

    @Test
    void listToolsDescribesEveryTool() {
        McpSchema.ListToolsResult listed = client.listTools();
        assertThat(listed.nextCursor()).isNull();
        assertThat(listed.tools()).extracting(McpSchema.Tool::name)
                .containsExactlyInAnyOrderElementsOf(ExampleTools.NAMES);
        for (McpSchema.Tool tool : listed.tools()) {
            assertThat(tool.description()).as(tool.name()).isNotBlank();
            assertThat(tool.inputSchema()).as(tool.name()).containsEntry("type", "object");
        }
        McpSchema.Tool search = listed.tools().stream().filter(t -> t.name().equals("search_books")).findFirst()
                .orElseThrow();
        assertThat(search.title()).isEqualTo("Search books");
        assertThat(search.outputSchema()).containsKey("$defs");
        assertThat(search.annotations().readOnlyHint()).isTrue();
    }

    @Test
    void searchBooksReturnsStructuredContentAndItsText() {
        McpSchema.CallToolResult result = call("search_books", Map.of("query", "le guin", "genre", "FICTION"));
        assertThat(result.isError()).isNotEqualTo(Boolean.TRUE);
        assertThat(tree(result.structuredContent())).isEqualTo(json(ExampleTools.LE_GUIN_FICTION));
        assertThat(json(onlyText(result))).isEqualTo(json(ExampleTools.LE_GUIN_FICTION));

        McpSchema.CallToolResult limited = call("search_books", Map.of("query", "the", "limit", 2));
        assertThat(tree(limited.structuredContent())).isEqualTo(json(ExampleTools.THE_LIMIT_2));
    }

    @Test
    void addBookThenFindIt() {
        McpSchema.CallToolResult added = call("add_book", Map.of("book",
                Map.of("title", "Kindred", "author", "Octavia E. Butler", "year", 1979, "genre", "FICTION")));
        assertThat(onlyText(added)).isEqualTo(ExampleTools.KINDRED_ADDED);
        assertThat(tree(call("search_books", Map.of("query", "butler")).structuredContent()))
                .isEqualTo(json(ExampleTools.BUTLER));
    }

    @Test
    void convertUnits() {
        assertThat(onlyText(call("convert_units", Map.of("value", 1, "unit_type", "length", "from", "mi", "to", "km"))))
                .isEqualTo(ExampleTools.MILE_IN_KM);
        assertThat(onlyText(call("convert_units",
                Map.of("value", 100, "unit_type", "temperature", "from", "C", "to", "F"))))
                .isEqualTo(ExampleTools.BOILING_IN_F);
    }

    @Test
    void unsupportedUnitIsAToolError() {
        McpSchema.CallToolResult result =
                call("convert_units", Map.of("value", 1, "unit_type", "length", "from", "parsec", "to", "m"));
        assertThat(result.isError()).isTrue();
        assertThat(onlyText(result)).isEqualTo(ExampleTools.PARSEC);
    }

    @Test
    void getLogoReturnsAPngImage() {
        McpSchema.CallToolResult result = call("get_logo", Map.of());
        assertThat(result.content()).hasSize(1);
        McpSchema.ImageContent image = (McpSchema.ImageContent) result.content().get(0);
        assertThat(image.mimeType()).isEqualTo("image/png");
        assertThat(image.data()).isEqualTo(ExampleTools.LOGO_PNG_BASE64);
    }

    @Test
    void getCatalogFileReturnsALinkAndAnEmbeddedResource() {
        List<McpSchema.Content> content = call("get_catalog_file", Map.of()).content();
        assertThat(content).hasSize(2);
        McpSchema.ResourceLink link = (McpSchema.ResourceLink) content.get(0);
        assertThat(link.uri()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(link.name()).isEqualTo("catalog.csv");
        assertThat(link.title()).isEqualTo("Catalog");
        assertThat(link.mimeType()).isEqualTo("text/csv");
        McpSchema.EmbeddedResource embedded = (McpSchema.EmbeddedResource) content.get(1);
        McpSchema.TextResourceContents text = (McpSchema.TextResourceContents) embedded.resource();
        assertThat(text.uri()).isEqualTo(ExampleTools.CATALOG_URI);
        assertThat(text.mimeType()).isEqualTo("text/csv");
        assertThat(text.text()).isEqualTo(ExampleTools.CATALOG_CSV);
    }

    @Test
    void addAndEcho() {
        assertThat(onlyText(call("add", Map.of("a", 1, "b", 2)))).isEqualTo("3");
        assertThat(onlyText(call("add", Map.of("a", 0.5, "b", -2.25)))).isEqualTo("-1.75");
        assertThat(onlyText(call("echo", Map.of("text", ExampleTools.ECHO_TEXT)))).isEqualTo(ExampleTools.ECHO_TEXT);
    }

    @Test
    void invalidArgumentsAreAToolErrorNamingTheField() {
        McpSchema.CallToolResult tooMany = call("search_books", Map.of("query", "x", "limit", 99));
        assertThat(tooMany.isError()).isTrue();
        assertThat(onlyText(tooMany)).isEqualTo(ExampleTools.INVALID_LIMIT);

        McpSchema.CallToolResult missing = call("add", Map.of("a", 1));
        assertThat(missing.isError()).isTrue();
        assertThat(onlyText(missing)).isEqualTo(ExampleTools.MISSING_B);
    }

    @Test
    void unknownToolIsInvalidParams() {
        Throwable thrown = catchThrowable(() -> call("no_such_tool", Map.of()));
        McpError error = mcpError(thrown);
        assertThat(error.getJsonRpcError().code()).isEqualTo(-32602);
        assertThat(error.getJsonRpcError().message()).contains(ExampleTools.UNKNOWN_TOOL);
        // The connection is still usable afterwards.
        assertThat(onlyText(call("add", Map.of("a", 2, "b", 2)))).isEqualTo("4");
    }

    private McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
    }

    private static String onlyText(McpSchema.CallToolResult result) {
        assertThat(result.content()).as("content of %s", result).hasSize(1);
        assertThat(result.content().get(0)).as("content of %s", result).isInstanceOf(McpSchema.TextContent.class);
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    private static McpError mcpError(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof McpError e) {
                return e;
            }
        }
        throw new AssertionError("Expected an McpError, got " + thrown, thrown);
    }

    private static JsonNode tree(Object value) {
        return JSON.valueToTree(value);
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }
}
