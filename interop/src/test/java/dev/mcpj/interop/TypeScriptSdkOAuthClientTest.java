package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.oauth2.sdk.TokenRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import no.nav.security.mock.oauth2.OAuth2Config;
import no.nav.security.mock.oauth2.http.MockWebServerWrapper;
import no.nav.security.mock.oauth2.token.OAuth2TokenCallback;
import no.nav.security.mock.oauth2.token.OAuth2TokenProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript SDK client with its client-credentials provider, against the packaged
 * annotated example server (whose bookshop declares scopes on a tool, a resource and a prompt) run
 * with {@code --http PORT --authorization-server URL}, and a real
 * authorization server (mock-oauth2-server) that issues JWTs whose audience is the resource the
 * client asks for (RFC 8707). Through {@code node/ts-sdk-oauth-client.mjs}, the client is refused
 * without a token, finds the protected resource metadata and the authorization server, gets a
 * token with the scope it is configured with, lists and calls tools, and, configured with too few
 * scopes for a tool, a resource or a prompt, gets the step-up challenge naming the scopes it needs;
 * configured with them, it calls that tool, reads that resource and gets that prompt. The v2 client
 * (2026-07-28) steps up by itself: it asks for the scope a challenge names, and retries.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TypeScriptSdkOAuthClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private MockOAuth2Server authServer;
    private Process server;
    private URI endpoint;
    private String issuer;
    private JsonNode s;

    /** Issues tokens for the client itself, for the resource it names, with the scopes it asks for. */
    private static final class ResourceIndicatorCallback implements OAuth2TokenCallback {
        @Override
        public String issuerId() {
            return "default";
        }

        @Override
        public String subject(TokenRequest request) {
            return request.getClientAuthentication().getClientID().getValue();
        }

        @Override
        public String typeHeader(TokenRequest request) {
            return "at+jwt";
        }

        @Override
        public List<String> audience(TokenRequest request) {
            return request.getResources() == null ? List.of()
                    : request.getResources().stream().map(URI::toString).toList();
        }

        @Override
        public Map<String, Object> addClaims(TokenRequest request) {
            String scope = request.getScope() == null ? "" : request.getScope().toString();
            return Map.of("scope", scope, "client_id", subject(request));
        }

        @Override
        public long tokenExpiry() {
            return 600;
        }
    }

    @BeforeAll
    @Timeout(300)
    void run() throws Exception {
        authServer = new MockOAuth2Server(new OAuth2Config(false, null, null, false, new OAuth2TokenProvider(),
                Set.of(new ResourceIndicatorCallback()), new MockWebServerWrapper(null)));
        authServer.start();
        issuer = authServer.issuerUrl("default").toString();
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        server = new ProcessBuilder(Interop.javaExecutable(), "-cp", Interop.examplesJar().toString(),
                "dev.mcpj.examples.annotated.AnnotatedExamplesServer", "--http", String.valueOf(port), "--authorization-server", issuer)
                .redirectOutput(Interop.logDir().resolve("oauth-example-server.stdout.log").toFile())
                .start();
        endpoint = URI.create(awaitEndpoint(server));
        ExternalProcess.Result result = NodeClients.node("ts-sdk-oauth-client", Duration.ofMinutes(3),
                "ts-sdk-oauth-client.mjs", "--url", endpoint.toString(), "--issuer", issuer,
                "--client-id", "mcpj-interop", "--client-secret", "interop-secret");
        String out = result.stdout().strip();
        try {
            s = JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        } catch (RuntimeException e) {
            throw new AssertionError("The client printed no JSON summary\n" + result.describe(), e);
        }
        assertThat(result.exitCode()).as("%s\nsummary: %s", result.describe(), s.path("failure")).isZero();
    }

    /** Reads the server's standard error until it names its endpoint; keeps draining it after. */
    private static String awaitEndpoint(Process process) throws Exception {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> url = new CompletableFuture<>();
        List<String> seen = new ArrayList<>();
        Thread drain = new Thread(() -> {
            try {
                String line;
                while ((line = err.readLine()) != null) {
                    synchronized (seen) {
                        seen.add(line);
                    }
                    if (line.startsWith("MCP endpoint: ")) {
                        url.complete(line.substring("MCP endpoint: ".length()).split(" ")[0]);
                    }
                }
            } catch (IOException e) {
                url.completeExceptionally(e);
            }
            url.completeExceptionally(new AssertionError("The example server ended: " + seen));
        }, "oauth-example-server-stderr");
        drain.setDaemon(true);
        drain.start();
        return url.get(60, TimeUnit.SECONDS);
    }

    @AfterAll
    void stop() throws Exception {
        if (server != null) {
            ExternalProcess.destroyTree(server);
            server.waitFor(10, TimeUnit.SECONDS);
        }
        if (authServer != null) {
            authServer.shutdown();
        }
    }

    private List<JsonNode> exchanges(String client) {
        return StreamSupport.stream(s.path(client + "Exchanges").spliterator(), false).toList();
    }

    @Test
    void withoutATokenTheClientIsChallengedAndFindsTheMetadata() {
        JsonNode first = exchanges("reader").get(0);
        assertThat(first.path("rpcMethod").asString()).isEqualTo("initialize");
        assertThat(first.path("bearer").asBoolean()).isFalse();
        assertThat(first.path("status").asInt()).isEqualTo(401);
        assertThat(first.path("challenge").asString()).isEqualTo("Bearer scope=\"books:read\", resource_metadata=\""
                + endpoint.resolve("/.well-known/oauth-protected-resource/mcp") + "\"");
        assertThat(exchanges("reader")).anySatisfy(e -> {
            assertThat(e.path("url").asString()).endsWith("/.well-known/oauth-protected-resource/mcp");
            assertThat(e.path("status").asInt()).isEqualTo(200);
        });
    }

    @Test
    void theTokenIsForThisServerFromItsAuthorizationServer() {
        JsonNode token = exchanges("reader").stream().filter(e -> e.has("granted")).findFirst().orElseThrow();
        assertThat(token.path("form").path("grant_type").asString()).isEqualTo("client_credentials");
        assertThat(token.path("form").path("resource").asString()).isEqualTo(endpoint.toString());
        assertThat(token.path("granted").path("scope").asString()).isEqualTo("books:read");
        assertThat(token.path("granted").path("aud").toString()).contains(endpoint.toString());
        assertThat(token.path("granted").path("iss").asString()).isEqualTo(issuer);
    }

    @Test
    void withTheTokenTheClientListsAndCallsTools() {
        JsonNode reader = s.path("reader");
        assertThat(reader.path("tools").toString()).contains("search_books", "add_book");
        assertThat(reader.path("search").path("isError").asBoolean(false)).as("%s", reader.path("search")).isFalse();
        assertThat(reader.path("search").path("content").get(0).path("text").asString()).contains("A Brief History of Time");
        assertThat(exchanges("reader")).noneSatisfy(e -> assertThat(e.path("tokenInQuery").asBoolean()).isTrue());
    }

    @Test
    void aClientWithTooFewScopesGetsTheStepUpChallenge() {
        JsonNode refused = exchanges("reader").stream().filter(e -> e.path("status").asInt() == 403)
                .findFirst().orElseThrow();
        assertThat(refused.path("rpcMethod").asString()).isEqualTo("tools/call");
        assertThat(refused.path("challenge").asString()).isEqualTo("Bearer error=\"insufficient_scope\", "
                + "scope=\"books:read books:write\", resource_metadata=\""
                + endpoint.resolve("/.well-known/oauth-protected-resource/mcp") + "\"");
        assertThat(s.path("reader").path("addBook").path("thrown").asString()).contains("403");
    }

    @Test
    void aResourceAndAPromptThatNeedMoreScopesGetTheStepUpChallenge() {
        // The 1.x client tries once more after a 403, with the scope it is configured with, so it
        // is refused again: each method is refused, in the order the client used them.
        List<JsonNode> refused = exchanges("reader").stream().filter(e -> e.path("status").asInt() == 403).toList();
        assertThat(refused.stream().map(e -> e.path("rpcMethod").asString()).distinct())
                .containsExactly("tools/call", "resources/read", "prompts/get");
        assertThat(challengeOf(refused, "resources/read")).isEqualTo(
                "Bearer error=\"insufficient_scope\", scope=\"books:read catalog:read\", resource_metadata=\""
                        + endpoint.resolve("/.well-known/oauth-protected-resource/mcp") + "\"");
        assertThat(challengeOf(refused, "prompts/get")).contains("scope=\"books:read books:recommend\"");
        assertThat(s.path("reader").path("catalog").path("thrown").asString()).contains("403");
        assertThat(s.path("reader").path("recommend").path("thrown").asString()).contains("403");
        assertThat(server.isAlive()).isTrue();
        for (String client : List.of("writer", "modernWriter")) {
            assertCatalogAndPrompt(client);
        }
    }

    @Test
    void theV2ClientStepsUpToTheScopeTheChallengeNames() {
        // The v2 client asks the authorization server again for the scope a 403 names, then retries.
        List<JsonNode> seen = exchanges("modernReader");
        for (String[] step : List.of(new String[] {"resources/read", "catalog:read"},
                new String[] {"prompts/get", "books:recommend"})) {
            int refused = indexOf(seen, step[0], 403, 0);
            assertThat(seen.get(refused).path("challenge").asString()).as(step[0])
                    .startsWith("Bearer error=\"insufficient_scope\", scope=\"books:read")
                    .contains(step[1] + "\"");
            int token = refused + 1;
            while (!seen.get(token).has("granted")) {
                token++;
            }
            assertThat(seen.get(token).path("granted").path("scope").asString()).as(step[0]).contains(step[1]);
            assertThat(indexOf(seen, step[0], 200, token)).as(step[0]).isGreaterThan(token);
        }
        assertCatalogAndPrompt("modernReader");
    }

    private void assertCatalogAndPrompt(String client) {
        JsonNode catalog = s.path(client).path("catalog");
        assertThat(catalog.path("contents").get(0).path("text").asString()).as("%s: %s", client, catalog)
                .contains("A Brief History of Time");
        JsonNode recommend = s.path(client).path("recommend");
        assertThat(recommend.path("messages").get(0).path("content").path("text").asString())
                .as("%s: %s", client, recommend).startsWith("Recommend science books");
    }

    private static int indexOf(List<JsonNode> exchanges, String method, int status, int from) {
        for (int i = from; i < exchanges.size(); i++) {
            JsonNode e = exchanges.get(i);
            if (e.path("rpcMethod").asString().equals(method) && e.path("status").asInt() == status) {
                return i;
            }
        }
        throw new AssertionError("No " + method + " answered " + status + " after exchange " + from + ": " + exchanges);
    }

    private static String challengeOf(List<JsonNode> refused, String method) {
        return refused.stream().filter(e -> e.path("rpcMethod").asString().equals(method)).findFirst().orElseThrow()
                .path("challenge").asString();
    }

    @Test
    void theMetadataListsTheScopesTheItemsDeclare() throws Exception {
        java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(endpoint.resolve("/.well-known/oauth-protected-resource/mcp"))
                        .timeout(Duration.ofSeconds(30)).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(JSON.readTree(r.body()).path("scopes_supported").toString()).as(r.body())
                .isEqualTo("[\"books:read\",\"books:recommend\",\"books:write\",\"catalog:read\"]");
        JsonNode token = exchanges("writer").stream().filter(e -> e.has("granted")).findFirst().orElseThrow();
        assertThat(token.path("granted").path("scope").asString())
                .isEqualTo("books:read books:write catalog:read books:recommend");
    }

    @Test
    void aClientWithEnoughScopesCallsTheToolThatNeedsThem() {
        JsonNode addBook = s.path("writer").path("addBook");
        assertThat(addBook.has("thrown")).as("%s", addBook).isFalse();
        assertThat(addBook.path("isError").asBoolean(false)).as("%s", addBook).isFalse();
        assertThat(exchanges("writer")).noneSatisfy(e -> assertThat(e.path("status").asInt()).isEqualTo(403));
    }

    @Test
    void theStatelessEraIsChallengedAlike() {
        JsonNode first = exchanges("modernReader").get(0);
        assertThat(first.path("bearer").asBoolean()).isFalse();
        assertThat(first.path("status").asInt()).as("%s", first).isEqualTo(401);
        assertThat(first.path("challenge").asString()).contains("resource_metadata=");
        JsonNode refused = exchanges("modernReader").stream().filter(e -> e.path("status").asInt() == 403)
                .findFirst().orElseThrow();
        assertThat(refused.path("rpcMethod").asString()).isEqualTo("tools/call");
        assertThat(refused.path("challenge").asString()).contains("scope=\"books:read books:write\"");
        JsonNode writer = s.path("modernWriter");
        assertThat(writer.path("protocolVersion").asString()).isEqualTo("2026-07-28");
        assertThat(writer.path("sessionId").isNull()).as("no session in 2026-07-28").isTrue();
        assertThat(writer.path("search").path("content").get(0).path("text").asString())
                .contains("A Brief History of Time");
        assertThat(writer.path("addBook").path("isError").asBoolean(false)).as("%s", writer.path("addBook")).isFalse();
        assertThat(writer.path("addBook").has("thrown")).as("%s", writer.path("addBook")).isFalse();
    }
}
