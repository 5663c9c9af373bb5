package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Elicitation in URL mode: asked from a handler, or required by throwing, in both protocol eras. */
class UrlElicitationTest {
    private static final String LOGIN = "https://auth.example.com/connect?state=abc";
    private static final String MODERN = "{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":%s},\"name\":\"%s\",\"arguments\":{}}";
    private final McpServer server = McpServer.builder("url", "1.0").build();
    private final AtomicBoolean signedIn = new AtomicBoolean();

    @BeforeEach
    void tools() {
        server.registerTool(ServerTool.builder("connect").handler((args, ctx) -> {
            ElicitationResult r = ctx.elicit(UrlElicitation.builder(LOGIN, "Sign in to Example").elicitationId("e-1").build());
            return CallToolResult.text(r.action() + " " + (r.content() == null ? "no content" : r.content()));
        }).build());
        server.registerTool(ServerTool.builder("calendar").handler((args, ctx) -> {
            if (!signedIn.get()) {
                throw new UrlElicitationRequiredException("Sign in to Example first",
                        UrlElicitation.builder(LOGIN, "Sign in to Example").elicitationId("e-2").key("login").build());
            }
            return CallToolResult.text("3 meetings");
        }).build());
        server.registerTool(ServerTool.builder("form").handler((args, ctx) ->
                CallToolResult.text(ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build())
                        .action().toString())).build());
    }

    @AfterEach
    void close() {
        server.close();
    }

    private TestClient legacy(String capabilities) {
        TestClient client = new TestClient(server);
        client.initialize("2025-11-25", json(capabilities));
        return client;
    }

    private static ObjectNode modern(String capabilities, String tool) {
        return json(String.format(MODERN, capabilities, tool));
    }

    @Test
    void aHandlerAsksTheUserToOpenAUrlAndTheServerAnnouncesItsCompletion() {
        try (TestClient client = legacy("{\"elicitation\":{\"url\":{}}}")) {
            client.respondWith(req -> json("{\"action\":\"accept\"}"));
            assertThat(client.callTool("connect", null).at("/content/0/text").asString()).isEqualTo("ACCEPT no content");
            JsonNode request = client.serverRequests.get(0);
            SpecSchema.LEGACY.assertValid("ElicitRequest", request);
            assertThat(request.get("params").toString()).isEqualTo("{\"mode\":\"url\",\"message\":\"Sign in to Example\","
                    + "\"url\":\"" + LOGIN + "\",\"elicitationId\":\"e-1\"}");

            server.notifyElicitationComplete("e-1");
            server.notifyElicitationComplete("e-1"); // announced once
            server.notifyElicitationComplete("never-sent");
            client.request("ping", null);
            assertThat(client.notifications("notifications/elicitation/complete")).singleElement()
                    .satisfies(n -> assertThat(n.at("/params/elicitationId").asString()).isEqualTo("e-1"));
        }
    }

    @Test
    void modesAreCheckedAgainstWhatTheClientDeclared() {
        try (TestClient formOnly = legacy("{\"elicitation\":{}}")) {
            JsonNode refused = formOnly.callTool("connect", null);
            assertThat(refused.get("isError").asBoolean()).isTrue();
            assertThat(refused.at("/content/0/text").asString()).isEqualTo(
                    "Cannot ask the user to open a URL (elicitation): the client did not declare the 'elicitation.url' capability");
            formOnly.respondWith(req -> json("{\"action\":\"decline\"}"));
            assertThat(formOnly.callTool("form", null).at("/content/0/text").asString()).isEqualTo("DECLINE");
            assertThat(formOnly.serverRequests).hasSize(1);
        }
        try (TestClient urlOnly = legacy("{\"elicitation\":{\"url\":{}}}")) {
            assertThat(urlOnly.callTool("form", null).at("/content/0/text").asString()).isEqualTo(
                    "Cannot ask the user (elicitation): the client did not declare the 'elicitation.form' capability");
            assertThat(urlOnly.serverRequests).isEmpty();
        }
    }

    @Test
    void aThrownUrlElicitationRequiredIsErrorMinus32042WithTheElicitations() {
        try (TestClient client = legacy("{\"elicitation\":{\"form\":{},\"url\":{}}}")) {
            JsonNode error = client.request("tools/call", TestClient.toolParams("calendar", null));
            SpecSchema.LEGACY.assertValid("URLElicitationRequiredError", error);
            assertThat(error.at("/error/code").asInt()).isEqualTo(-32042);
            assertThat(error.at("/error/message").asString()).isEqualTo("Sign in to Example first");
            assertThat(error.at("/error/data/elicitations").toString()).isEqualTo("[{\"mode\":\"url\","
                    + "\"message\":\"Sign in to Example\",\"url\":\"" + LOGIN + "\",\"elicitationId\":\"e-2\"}]");

            signedIn.set(true);
            server.notifyElicitationComplete("e-2");
            assertThat(client.callTool("calendar", null).at("/content/0/text").asString()).isEqualTo("3 meetings");
            assertThat(client.notifications("notifications/elicitation/complete")).hasSize(1);
        }
    }

    @Test
    void aThrownUrlElicitationRequiredForAClientWithoutUrlModeIsAToolError() {
        try (TestClient client = legacy("{\"elicitation\":{}}")) {
            JsonNode result = client.callTool("calendar", null);
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).isEqualTo("Sign in to Example first; but the client "
                    + "cannot open a URL for the user: it did not declare the 'elicitation.url' capability");
        }
    }

    @Test
    void inTheStatelessEraAUrlQuestionIsAnInputRequestWithoutAnId() {
        String caps = "{\"elicitation\":{\"url\":{}}}";
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode first = client.request("tools/call", modern(caps, "connect")).get("result");
            SpecSchema.MODERN.assertValid("InputRequiredResult", first);
            assertThat(first.at("/inputRequests/input-1").toString()).isEqualTo("{\"method\":\"elicitation/create\","
                    + "\"params\":{\"mode\":\"url\",\"message\":\"Sign in to Example\",\"url\":\"" + LOGIN + "\"}}");
            ObjectNode retry = modern(caps, "connect");
            retry.put("requestState", first.get("requestState").asString());
            retry.set("inputResponses", json("{\"input-1\":{\"action\":\"accept\"}}"));
            assertThat(client.request("tools/call", retry).at("/result/content/0/text").asString()).isEqualTo("ACCEPT no content");
        }
    }

    @Test
    void inTheStatelessEraAThrownUrlElicitationRequiredAsksAndTheRetryRunsAgain() {
        String caps = "{\"elicitation\":{\"url\":{}}}";
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode first = client.request("tools/call", modern(caps, "calendar")).get("result");
            assertThat(first.get("resultType").asString()).isEqualTo("input_required");
            assertThat(first.at("/inputRequests/login/params/mode").asString()).isEqualTo("url");
            assertThat(first.at("/inputRequests/login/params/url").asString()).isEqualTo(LOGIN);

            signedIn.set(true); // the user signed in at the URL
            ObjectNode retry = modern(caps, "calendar");
            retry.put("requestState", first.get("requestState").asString());
            retry.set("inputResponses", json("{\"login\":{\"action\":\"accept\"}}"));
            assertThat(client.request("tools/call", retry).at("/result/content/0/text").asString()).isEqualTo("3 meetings");
        }
    }

    @Test
    void inTheStatelessEraAUrlQuestionToAClientWithoutUrlModeIsMissingCapability() {
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            for (String tool : new String[] {"connect", "calendar"}) {
                JsonNode error = client.request("tools/call", modern("{\"elicitation\":{}}", tool));
                assertThat(error.at("/error/code").asInt()).as(tool).isEqualTo(-32021);
                assertThat(error.at("/error/data/requiredCapabilities").toString()).as(tool)
                        .isEqualTo("{\"elicitation\":{\"url\":{}}}");
            }
        }
    }

    @Test
    void onlyAbsoluteWebUrlsCanBeElicited() {
        for (String bad : new String[] {"javascript:alert(1)", "file:///etc/passwd", "/relative/path", "https://bad host/"}) {
            assertThatIllegalArgumentException()
                    .isThrownBy(() -> UrlElicitation.builder(bad, "Open this").build())
                    .as(bad).withMessageContaining("URL");
        }
        assertThat(UrlElicitation.builder("http://localhost:8080/cb", "Local").build().elicitationId()).isNotEmpty();
    }

    @Test
    void aPromptMayRequireAUrlToo() {
        server.registerPrompt(ServerPrompt.of(Prompt.builder("briefing").build(), (args, ctx) -> {
            throw new UrlElicitationRequiredException("Sign in to Example first",
                    UrlElicitation.builder(LOGIN, "Sign in to Example").elicitationId("e-3").build());
        }));
        try (TestClient client = legacy("{\"elicitation\":{\"url\":{}}}")) {
            JsonNode error = client.request("prompts/get", json("{\"name\":\"briefing\"}"));
            assertThat(error.at("/error/code").asInt()).isEqualTo(-32042);
            assertThat(error.at("/error/data/elicitations/0/elicitationId").asString()).isEqualTo("e-3");
        }
        try (TestClient client = legacy("{}")) {
            JsonNode error = client.request("prompts/get", json("{\"name\":\"briefing\"}"));
            assertThat(error.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(error.at("/error/message").asString()).contains("'elicitation.url' capability");
        }
    }
}
