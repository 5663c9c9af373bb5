package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static dev.mcpj.transport.http.HttpTestClient.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The HTTP endpoint as an OAuth resource server, on the wire, run against each engine: the
 * challenges of RFC 6750 and the MCP authorization specification, the protected resource
 * metadata of RFC 9728, and scopes checked before any handler runs. Tokens are checked by a
 * verifier of fixed answers; real token formats are tested with the OAuth module.
 */
abstract class BearerAuthorizationContract {
    static final URI RESOURCE = URI.create("https://mcp.example.test/mcp");
    static final String METADATA = "https://mcp.example.test/.well-known/oauth-protected-resource/mcp";
    static final String WRITER = "writer-token";
    static final String READER = "reader-token";
    static final String NO_SCOPES = "bare-token";
    static final String BOB = "bob-token";
    /** A reader that may also read the payroll and the secrets, run the audit prompt and erase. */
    static final String CLERK = "clerk-token";

    private final AtomicInteger handled = new AtomicInteger();
    McpServer server;
    HttpTestClient client;

    /** Starts the engine serving {@code server}; returns the endpoint URL. */
    abstract URI start(McpServer server, HttpTransportOptions options) throws Exception;

    /** Stops the engine. */
    abstract void stop() throws Exception;

    static final TokenVerifier VERIFIER = token -> switch (token) {
        case WRITER -> TokenVerification.valid(new AccessToken("alice", "app",
                new LinkedHashSet<>(List.of("tools:read", "tools:write")),
                null, Map.of("sub", "alice")));
        case READER -> TokenVerification.valid(new AccessToken("alice", "app", Set.of("tools:read"), null, Map.of()));
        case NO_SCOPES -> TokenVerification.valid(new AccessToken("alice", "app", Set.of(), null, Map.of()));
        case BOB -> TokenVerification.valid(new AccessToken("bob", "app", Set.of("tools:read"), null, Map.of()));
        case CLERK -> TokenVerification.valid(new AccessToken("alice", "app", new LinkedHashSet<>(List.of("tools:read",
                "payroll:read", "secrets:read", "audit:run", "tools:erase")), null, Map.of()));
        case "down" -> TokenVerification.unavailable("the keys cannot be fetched");
        default -> TokenVerification.invalid("unknown token");
    };

    static BearerAuthorization authorization() {
        return BearerAuthorization.builder(VERIFIER, ProtectedResourceMetadata.builder(RESOURCE)
                        .authorizationServer(URI.create("https://auth.example.test"))
                        .scopesSupported("tools:read", "tools:write")
                        .field("resource_name", "Test tools")
                        .build())
                .requiredScopes("tools:read")
                .toolScopes("write", "tools:write")
                .build();
    }

    @BeforeEach
    void setUp() throws Exception {
        server = McpServer.builder("auth-test", "1.0").build();
        server.registerTool(ServerTool.builder("read").handler((args, ctx) -> {
            handled.incrementAndGet();
            AccessToken token = ctx.attributes().get(AccessToken.KEY).orElseThrow();
            return CallToolResult.text(ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null) + " " + token.scopes());
        }).build());
        server.registerTool(ServerTool.builder("write").handler((args, ctx) -> {
            handled.incrementAndGet();
            return CallToolResult.text("written");
        }).build());
        server.registerTool(ServerTool.builder("erase").handler((args, ctx) -> {
            handled.incrementAndGet();
            return CallToolResult.text("erased");
        }).scopes("tools:erase").build());
        server.registerResource(ServerResource.builder(Resource.builder("file:///payroll.csv", "payroll").build())
                .handler((request, ctx) -> {
                    handled.incrementAndGet();
                    return List.of(ResourceContents.text(request.uri(), "text/csv", "alice,100"));
                }).scopes("payroll:read").build());
        server.registerResource(ServerResource.of(Resource.builder("file:///readme.md", "readme").build(), (request, ctx) -> {
            handled.incrementAndGet();
            return List.of(ResourceContents.text(request.uri(), "text/markdown", "hello"));
        }));
        server.registerResourceTemplate(ServerResourceTemplate.builder(ResourceTemplate.builder("file:///secrets/{id}", "secret").build())
                .handler((request, ctx) -> {
                    handled.incrementAndGet();
                    return List.of(ResourceContents.text(request.uri(), "text/plain", "secret " + request.variable("id")));
                }).scopes("secrets:read").build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("audit").build()).handler((args, ctx) -> {
            handled.incrementAndGet();
            return GetPromptResult.of(PromptMessage.user("Audit the books"));
        }).scopes("audit:run").build());
        client = new HttpTestClient(start(server, HttpTransportOptions.builder().authorization(authorization()).build()));
    }

    @AfterEach
    void tearDown() throws Exception {
        stop();
        server.close();
    }

    private HttpTestClient.Reply modernCall(Object id, String tool, String... headers) throws Exception {
        return client.postModern(id, "tools/call", tool, "{\"name\":\"" + tool + "\",\"arguments\":{}}", headers);
    }

    private static void assertRefused(HttpTestClient.Reply r, int status, String challenge) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/error/message").asString()).isNotBlank();
        assertThat(r.header("WWW-Authenticate")).as("challenge").hasValue(challenge);
        assertThat(r.body()).doesNotContain("token\"").doesNotContain("Exception").doesNotContain("dev.mcpj")
                .doesNotContain(WRITER).doesNotContain(READER);
    }

    private URI wellKnown(String path) {
        return client.url.resolve(path);
    }

    // ---- metadata ----

    @Test
    void metadataIsPublishedAtTheRootAndAtThePathSuffixedWellKnownUri() throws Exception {
        for (String path : List.of("/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource")) {
            HttpTestClient.Reply r = client.send(HttpRequest.newBuilder(wellKnown(path)).GET().build());
            assertThat(r.status()).as(path).isEqualTo(200);
            assertThat(r.contentType()).startsWith("application/json");
            assertThat(r.header("Access-Control-Allow-Origin")).hasValue("*");
            JsonNode doc = r.json();
            assertThat(doc.get("resource").asString()).isEqualTo(RESOURCE.toString());
            assertThat(doc.get("authorization_servers").get(0).asString()).isEqualTo("https://auth.example.test");
            assertThat(doc.get("scopes_supported").toString()).isEqualTo("[\"tools:read\",\"tools:write\"]");
            assertThat(doc.get("bearer_methods_supported").toString()).isEqualTo("[\"header\"]");
            assertThat(doc.get("resource_name").asString()).isEqualTo("Test tools");
        }
        HttpTestClient.Reply post = client.send(HttpRequest.newBuilder(wellKnown("/.well-known/oauth-protected-resource"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(post.status()).isEqualTo(405);
    }

    // ---- 401 ----

    @Test
    void aRequestWithoutATokenGetsTheChallengeInBothEras() throws Exception {
        String challenge = "Bearer scope=\"tools:read\", resource_metadata=\"" + METADATA + "\"";
        assertRefused(modernCall(1, "read"), 401, challenge);
        assertRefused(client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}")), 401, challenge);
        assertThat(client.get(null).status()).isEqualTo(401);
        assertThat(client.delete("any").status()).isEqualTo(401);
        assertRefused(modernCall(2, "read", "Authorization", "Basic YWxpY2U6c2VjcmV0"), 401, challenge);
        assertThat(handled).hasValue(0);
    }

    @Test
    void aTokenTheVerifierRefusesGetsInvalidToken() throws Exception {
        String challenge = "Bearer error=\"invalid_token\", scope=\"tools:read\", resource_metadata=\"" + METADATA + "\"";
        HttpTestClient.Reply r = modernCall(1, "read", "Authorization", "Bearer forged-token-value");
        assertRefused(r, 401, challenge);
        assertThat(r.body()).doesNotContain("forged-token-value").doesNotContain("unknown token");
        assertRefused(modernCall(2, "read", "Authorization", "Bearer not a token"), 401, challenge);
        assertThat(handled).hasValue(0);
    }

    @Test
    void aTokenInTheQueryStringIsRefusedEvenWithAGoodHeader() throws Exception {
        HttpTestClient query = new HttpTestClient(URI.create(client.url + "?access_token=" + WRITER));
        HttpTestClient.Reply r = query.postModern(1, "tools/call", "read", "{\"name\":\"read\",\"arguments\":{}}",
                "Authorization", "Bearer " + WRITER);
        assertRefused(r, 400, "Bearer error=\"invalid_request\", scope=\"tools:read\", resource_metadata=\""
                + METADATA + "\"");
        HttpTestClient encoded = new HttpTestClient(URI.create(client.url + "?x=1&access%5Ftoken=" + WRITER));
        assertThat(encoded.postModern(2, "tools/call", "read", "{\"name\":\"read\",\"arguments\":{}}").status())
                .isEqualTo(400);
        assertThat(handled).hasValue(0);
    }

    @Test
    void aVerifierThatCannotDecideGets503() throws Exception {
        HttpTestClient.Reply r = modernCall(1, "read", "Authorization", "Bearer down");
        assertThat(r.status()).isEqualTo(503);
        assertThat(r.body()).doesNotContain("keys");
        assertThat(handled).hasValue(0);
    }

    // ---- 403 ----

    @Test
    void aTokenWithoutTheRequiredScopeGetsInsufficientScope() throws Exception {
        assertRefused(modernCall(1, "read", "Authorization", "Bearer " + NO_SCOPES), 403,
                "Bearer error=\"insufficient_scope\", scope=\"tools:read\", resource_metadata=\"" + METADATA + "\"");
        assertThat(handled).hasValue(0);
    }

    @Test
    void callingAToolThatNeedsMoreScopesGetsTheStepUpChallenge() throws Exception {
        String stepUp = "Bearer error=\"insufficient_scope\", scope=\"tools:read tools:write\", resource_metadata=\""
                + METADATA + "\"";
        HttpTestClient.Reply r = modernCall(7, "write", "Authorization", "Bearer " + READER);
        assertRefused(r, 403, stepUp);
        assertThat(r.json().get("id").asInt()).isEqualTo(7);
        assertThat(handled).hasValue(0);
        HttpTestClient.Reply list = client.postModern(8, "tools/list", null, null, "Authorization", "Bearer " + READER);
        assertThat(list.json().at("/result/tools").findValuesAsString("name")).as("tools stay listed")
                .contains("read", "write");
        assertThat(modernCall(9, "write", "Authorization", "Bearer " + WRITER).json()
                .at("/result/content/0/text").asString()).isEqualTo("written");
        assertThat(handled).hasValue(1);
    }

    @Test
    void aSessionStepsUpWithANewTokenOfTheSameSubject() throws Exception {
        HttpTestClient.Reply init = client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}"),
                "Authorization", "Bearer " + READER);
        assertThat(init.status()).as(init.body()).isEqualTo(200);
        String session = init.header("Mcp-Session-Id").orElseThrow();
        String[] v = {"MCP-Protocol-Version", "2025-11-25"};
        assertThat(client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "MCP-Protocol-Version", "2025-11-25", "Authorization", "Bearer " + READER).status()).isEqualTo(202);
        assertRefused(client.post(session, callTool(1, "write", "{}", null), v[0], v[1], "Authorization",
                "Bearer " + READER), 403, "Bearer error=\"insufficient_scope\", scope=\"tools:read tools:write\", "
                + "resource_metadata=\"" + METADATA + "\"");
        assertThat(handled).hasValue(0);
        assertThat(client.post(session, callTool(2, "write", "{}", null), v[0], v[1], "Authorization",
                "Bearer " + WRITER).json().at("/result/content/0/text").asString()).isEqualTo("written");
        assertThat(client.post(session, request(3, "tools/list", null), v[0], v[1], "Authorization",
                "Bearer " + BOB).status()).as("another subject does not see the session").isEqualTo(404);
    }

    /** Each kind of item with scopes, in the stateless era: 403 with the step-up scope, then served. */
    @Test
    void everyKindOfItemWithScopesGetsTheStepUpChallengeInTheStatelessEra() throws Exception {
        List<String[]> requests = List.of(
                new String[] {"tools/call", "erase", "{\"name\":\"erase\",\"arguments\":{}}", "tools:erase",
                        "/result/content/0/text", "erased"},
                new String[] {"resources/read", "file:///payroll.csv", "{\"uri\":\"file:///payroll.csv\"}",
                        "payroll:read", "/result/contents/0/text", "alice,100"},
                new String[] {"resources/read", "file:///secrets/7", "{\"uri\":\"file:///secrets/7\"}",
                        "secrets:read", "/result/contents/0/text", "secret 7"},
                new String[] {"prompts/get", "audit", "{\"name\":\"audit\",\"arguments\":{}}", "audit:run",
                        "/result/messages/0/content/text", "Audit the books"});
        int id = 10;
        for (String[] q : requests) {
            HttpTestClient.Reply refused = client.postModern(++id, q[0], q[1], q[2], "Authorization", "Bearer " + READER);
            assertRefused(refused, 403, "Bearer error=\"insufficient_scope\", scope=\"tools:read " + q[3]
                    + "\", resource_metadata=\"" + METADATA + "\"");
            assertThat(refused.json().get("id").asInt()).as(q[1]).isEqualTo(id);
            assertThat(refused.json().at("/error/message").asString()).as(q[1]).endsWith(q[3]);
            assertThat(handled).as(q[1]).hasValue(0);
        }
        for (String[] q : requests) {
            HttpTestClient.Reply served = client.postModern(++id, q[0], q[1], q[2], "Authorization", "Bearer " + CLERK);
            assertThat(served.json().at(q[4]).asString()).as(served.body()).isEqualTo(q[5]);
        }
        assertThat(handled).hasValue(requests.size());
    }

    /** The same in a session of the initialize era, where the session's token stays the one that opened it. */
    @Test
    void everyKindOfItemWithScopesGetsTheStepUpChallengeInASession() throws Exception {
        HttpTestClient.Reply init = client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}"),
                "Authorization", "Bearer " + READER);
        String session = init.header("Mcp-Session-Id").orElseThrow();
        String[] v = {"MCP-Protocol-Version", "2025-11-25"};
        client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", v[0], v[1],
                "Authorization", "Bearer " + READER);
        Map<String, String> needs = new java.util.LinkedHashMap<>();
        needs.put(callTool(1, "erase", "{}", null), "tools:erase");
        needs.put(request(2, "resources/read", "{\"uri\":\"file:///payroll.csv\"}"), "payroll:read");
        needs.put(request(3, "resources/read", "{\"uri\":\"file:///secrets/x\"}"), "secrets:read");
        needs.put(request(4, "prompts/get", "{\"name\":\"audit\"}"), "audit:run");
        for (Map.Entry<String, String> e : needs.entrySet()) {
            assertRefused(client.post(session, e.getKey(), v[0], v[1], "Authorization", "Bearer " + READER), 403,
                    "Bearer error=\"insufficient_scope\", scope=\"tools:read " + e.getValue() + "\", resource_metadata=\""
                            + METADATA + "\"");
        }
        assertThat(handled).hasValue(0);
        for (String q : needs.keySet()) {
            HttpTestClient.Reply served = client.post(session, q, v[0], v[1], "Authorization", "Bearer " + CLERK);
            assertThat(served.status()).as(served.body()).isEqualTo(200);
            assertThat(served.body()).as(q).contains("\"result\"");
        }
        assertThat(handled).hasValue(needs.size());
    }

    @Test
    void completingAnArgumentOfAnItemWithScopesNeedsThem() throws Exception {
        String template = "{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"file:///secrets/{id}\"},"
                + "\"argument\":{\"name\":\"id\",\"value\":\"\"}}";
        assertRefused(client.postModern(1, "completion/complete", null, template, "Authorization", "Bearer " + READER),
                403, "Bearer error=\"insufficient_scope\", scope=\"tools:read secrets:read\", resource_metadata=\""
                        + METADATA + "\"");
        String prompt = "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"audit\"},\"argument\":{\"name\":\"x\",\"value\":\"\"}}";
        assertRefused(client.postModern(2, "completion/complete", null, prompt, "Authorization", "Bearer " + READER),
                403, "Bearer error=\"insufficient_scope\", scope=\"tools:read audit:run\", resource_metadata=\""
                        + METADATA + "\"");
        assertThat(client.postModern(3, "completion/complete", null, template, "Authorization", "Bearer " + CLERK)
                .status()).isNotEqualTo(403);
    }

    @Test
    void itemsWithoutScopesAndUnknownItemsAreLeftToTheServer() throws Exception {
        HttpTestClient.Reply readme = client.postModern(1, "resources/read", "file:///readme.md",
                "{\"uri\":\"file:///readme.md\"}", "Authorization", "Bearer " + READER);
        assertThat(readme.json().at("/result/contents/0/text").asString()).as(readme.body()).isEqualTo("hello");
        HttpTestClient.Reply unknown = client.postModern(2, "resources/read", "file:///nothing",
                "{\"uri\":\"file:///nothing\"}", "Authorization", "Bearer " + READER);
        assertThat(unknown.status()).as(unknown.body()).isNotEqualTo(403);
        assertThat(unknown.json().has("error")).as(unknown.body()).isTrue();
        HttpTestClient.Reply prompt = client.postModern(3, "prompts/get", "nothing", "{\"name\":\"nothing\"}",
                "Authorization", "Bearer " + READER);
        assertThat(prompt.status()).as(prompt.body()).isNotEqualTo(403);
        HttpTestClient.Reply lists = client.postModern(4, "resources/list", null, null, "Authorization", "Bearer " + READER);
        assertThat(lists.json().at("/result/resources").findValuesAsString("uri")).as("resources stay listed")
                .contains("file:///payroll.csv", "file:///readme.md");
        assertThat(client.postModern(5, "prompts/list", null, null, "Authorization", "Bearer " + READER).json()
                .at("/result/prompts").findValuesAsString("name")).as("prompts stay listed").contains("audit");
    }

    @Test
    void metadataWithoutScopesListsTheRequiredAndDeclaredOnes() throws Exception {
        stop();
        BearerAuthorization plain = BearerAuthorization.builder(VERIFIER, ProtectedResourceMetadata.builder(RESOURCE)
                        .authorizationServer(URI.create("https://auth.example.test")).build())
                .requiredScopes("tools:read")
                .toolScopes("write", "tools:write")
                .build();
        client = new HttpTestClient(start(server, HttpTransportOptions.builder().authorization(plain).build()));
        HttpTestClient.Reply r = client.send(HttpRequest.newBuilder(
                wellKnown("/.well-known/oauth-protected-resource/mcp")).GET().build());
        assertThat(r.json().get("scopes_supported").toString()).as(r.body()).isEqualTo(
                "[\"audit:run\",\"payroll:read\",\"secrets:read\",\"tools:erase\",\"tools:read\",\"tools:write\"]");
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("later").build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("x"))).scopes("later:run").build());
        assertThat(client.send(HttpRequest.newBuilder(wellKnown("/.well-known/oauth-protected-resource")).GET().build())
                .json().get("scopes_supported").toString()).as("an item added later").contains("\"later:run\"");
    }

    // ---- what handlers see ----

    @Test
    void handlersSeeThePrincipalAndTheTokenOfTheirRequest() throws Exception {
        HttpTestClient.Reply r = modernCall(1, "read", "Authorization", "bearer " + WRITER);
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("alice [tools:read, tools:write]");
    }

    @Test
    void anAuthenticatorAndBearerAuthorizationExcludeEachOther() {
        assertThatThrownBy(() -> HttpTransportOptions.builder().authorization(authorization())
                .authenticator(headers -> Authentication.allow()).build())
                .isInstanceOf(IllegalStateException.class);
    }
}
