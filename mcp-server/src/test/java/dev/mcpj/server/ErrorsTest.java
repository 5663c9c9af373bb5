package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.McpException;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ResourceNotFoundException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.client.MissingClientCapabilityException;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import dev.mcpj.server.task.TaskLimitException;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What each exception a handler throws becomes on the wire: a {@link ProtocolException} its own code
 * (era-mapped where a revision retired it), a {@link ToolException} an {@code isError} result in a
 * tool and a {@code -32603} carrying its message elsewhere, a {@link ClientRequestException} the
 * same, and anything else a generic error.
 */
class ErrorsTest {
    private static final String META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{}}";
    private final McpServer server = McpServer.builder("errors", "1").build();

    @BeforeEach
    void register() {
        server.registerResourceTemplate(ServerResourceTemplate.builder(
                        ResourceTemplate.builder("test://{what}", "Failures by name").build())
                .handler((req, ctx) -> switch (req.variable("what")) {
                    case "missing" -> throw new ResourceNotFoundException(req.uri());
                    case "tool" -> throw new ToolException("A tool's failure, thrown from a resource");
                    case "custom" -> throw new ProtocolException(-32050, "Quota exceeded",
                            json("{\"retryAfter\":30}"));
                    case "params" -> throw new InvalidParamsException("No such shelf");
                    case "client" -> throw new ClientRequestException("The client did not answer");
                    case "bug" -> throw new IllegalStateException("secret internals");
                    default -> List.of(ResourceContents.text(req.uri(), "text/plain", "fine"));
                })
                .build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("refuses").build())
                .handler((args, ctx) -> {
                    throw new ToolException("Prompts cannot be refused this way");
                })
                .build());
        server.registerTool(ServerTool.builder("roots").handler((args, ctx) -> {
            try {
                return CallToolResult.text(ctx.roots().size() + " roots");
            } catch (ClientRequestException e) {
                return CallToolResult.text("refused with " + e.clientErrorCode());
            }
        }).build());
        server.registerTool(ServerTool.builder("lacks").handler((args, ctx) -> CallToolResult.text(ctx.roots().size() + "")).build());
    }

    @AfterEach
    void close() {
        server.close();
    }

    private static JsonNode read(TestClient client, String what, boolean modern) {
        ObjectNode params = json("{" + (modern ? META + "," : "") + "\"uri\":\"test://" + what + "\"}");
        return client.request("resources/read", params);
    }

    @Test
    void theExceptionsAreNamedKindsOfOneAbstractRoot() {
        assertThat(McpException.class.getModifiers() & java.lang.reflect.Modifier.ABSTRACT).isNotZero();
        assertThat(McpException.class.getSuperclass()).isEqualTo(RuntimeException.class);
        assertThat(java.util.Arrays.stream(McpException.class.getDeclaredMethods()).map(m -> m.getName()))
                .as("the root carries no error code: only protocol errors have one").doesNotContain("code", "data");

        assertThat(new ResourceNotFoundException("test://x")).isInstanceOf(ProtocolException.class);
        assertThat(new ResourceNotFoundException("test://x").code()).isEqualTo(-32002);
        assertThat(new ResourceNotFoundException("test://x").uri()).isEqualTo("test://x");
        assertThat(new InvalidParamsException("bad")).isInstanceOf(ProtocolException.class);
        assertThat(new InvalidParamsException("bad").code()).isEqualTo(-32602);
        assertThat(new ProtocolException(ErrorCode.INVALID_REQUEST, "bad").code()).isEqualTo(-32600);
        assertThat(new UrlElicitationRequiredException("sign in",
                UrlElicitation.builder("https://example.com/a", "Sign in").build()))
                .isInstanceOf(ProtocolException.class)
                .extracting(ProtocolException::code).isEqualTo(-32042);

        assertThat(ToolException.class.getSuperclass()).isEqualTo(McpException.class);
        assertThat(ClientRequestException.class.getSuperclass()).isEqualTo(McpException.class);
        assertThat(TaskLimitException.class.getSuperclass()).isEqualTo(McpException.class);
        assertThat(new MissingClientCapabilityException("roots", "no roots")).isInstanceOf(ClientRequestException.class)
                .isNotInstanceOf(ToolException.class).isNotInstanceOf(ProtocolException.class);
        assertThat(new ToolException("no")).isNotInstanceOf(ProtocolException.class);
    }

    @Test
    void oneCatchOfTheRootCatchesEveryFailureAToolSees() {
        server.registerTool(ServerTool.builder("catches").handler((args, ctx) -> {
            List<String> caught = new java.util.ArrayList<>();
            try {
                ctx.roots();
            } catch (McpException e) {
                caught.add(e.getClass().getSimpleName());
            }
            try {
                args.string("absent");
            } catch (McpException e) {
                caught.add(e.getClass().getSimpleName());
            }
            try {
                throw new InvalidParamsException("bad");
            } catch (McpException e) {
                caught.add(e.getClass().getSimpleName());
            }
            return CallToolResult.text(String.join(",", caught));
        }).build());
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("catches", json("{}"));
            assertThat(result.at("/content/0/text").asString()).as(result.toString())
                    .isEqualTo("MissingClientCapabilityException,ToolException,InvalidParamsException");
        }
    }

    @Test
    void aToolExceptionIsNotAnsweredAsAProtocolErrorFromATool() {
        server.registerTool(ServerTool.builder("fails").handler((args, ctx) -> {
            throw new ToolException("Try a smaller number");
        }).build());
        server.registerTool(ServerTool.builder("refuses").handler((args, ctx) -> {
            throw new InvalidParamsException("No such unit");
        }).build());
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode failed = client.callTool("fails", json("{}"));
            assertThat(failed.at("/isError").asBoolean()).as(failed.toString()).isTrue();
            assertThat(failed.at("/content/0/text").asString()).isEqualTo("Try a smaller number");
            JsonNode refused = client.request("tools/call", json("{\"name\":\"refuses\",\"arguments\":{}}"));
            assertThat(refused.at("/error/code").asInt()).as(refused.toString()).isEqualTo(-32602);
            assertThat(refused.at("/error/message").asString()).isEqualTo("No such unit");
        }
    }

    @Test
    void eachMcpExceptionIsAnsweredWithItsCodeInEachEra() {
        try (TestClient legacy = TestClient.initialized(server);
             TestClient modern = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode missing = read(legacy, "missing", false);
            assertThat(missing.at("/error/code").asInt()).isEqualTo(-32002);
            assertThat(missing.at("/error/data/uri").asString()).isEqualTo("test://missing");
            JsonNode missingModern = read(modern, "missing", true);
            assertThat(missingModern.at("/error/code").asInt()).as("retired in 2026-07-28").isEqualTo(-32602);
            assertThat(missingModern.at("/error/data/uri").asString()).isEqualTo("test://missing");

            JsonNode custom = read(legacy, "custom", false);
            assertThat(custom.at("/error/code").asInt()).isEqualTo(-32050);
            assertThat(custom.at("/error/message").asString()).isEqualTo("Quota exceeded");
            assertThat(custom.at("/error/data/retryAfter").asInt()).isEqualTo(30);
            assertThat(read(modern, "custom", true).at("/error/code").asInt()).isEqualTo(-32050);

            assertThat(read(legacy, "params", false).at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(read(legacy, "params", false).at("/error/message").asString()).isEqualTo("No such shelf");
        }
    }

    @Test
    void aToolExceptionOutsideAToolIsAnInternalErrorCarryingItsMessage() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode resource = read(client, "tool", false);
            assertThat(resource.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(resource.at("/error/message").asString()).isEqualTo("A tool's failure, thrown from a resource");
            JsonNode prompt = client.request("prompts/get", json("{\"name\":\"refuses\"}"));
            assertThat(prompt.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(prompt.at("/error/message").asString()).isEqualTo("Prompts cannot be refused this way");
            JsonNode clientFailure = read(client, "client", false);
            assertThat(clientFailure.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(clientFailure.at("/error/message").asString()).isEqualTo("The client did not answer");

            JsonNode bug = read(client, "bug", false);
            assertThat(bug.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(bug.at("/error/message").asString()).doesNotContain("secret");
        }
    }

    @Test
    void aClientRequestExceptionCarriesTheClientsCodeAndFailsAToolWithItsMessage() {
        try (TestClient client = new TestClient(server)) {
            client.initialize("2025-11-25", json("{\"roots\":{}}"));
            client.respondWith(req -> json("{\"code\":-32601,\"message\":\"no roots here\"}"));
            JsonNode caught = client.callTool("roots", json("{}"));
            assertThat(caught.at("/content/0/text").asString()).as(caught.toString()).isEqualTo("refused with -32601");
        }
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode uncaught = client.callTool("lacks", json("{}"));
            assertThat(uncaught.at("/isError").asBoolean()).isTrue();
            assertThat(uncaught.at("/content/0/text").asString()).contains("roots");
        }
    }
}
