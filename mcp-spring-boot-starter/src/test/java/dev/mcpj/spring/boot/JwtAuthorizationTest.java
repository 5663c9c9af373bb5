package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The library application as an OAuth2 resource server (Spring Security, JWTs from a real
 * authorization server, mock-oauth2-server): the resource server's JWT decoder checks the MCP
 * endpoint's tokens too, with the audience the MCP authorization specification requires, and the
 * endpoint answers with the specification's challenges, while the rest of the application stays
 * protected by Spring Security as configured.
 */
@SpringBootTest(classes = LibraryApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.autoconfigure.exclude=",
            "mcpj.http.authorization.resource=" + JwtAuthorizationTest.RESOURCE,
            "mcpj.http.authorization.required-scopes=books:read",
            "mcpj.http.authorization.scopes-supported=books:read,books:write",
            "mcpj.http.authorization.tool-scopes.shout=books:write"
        })
class JwtAuthorizationTest {
    static final String RESOURCE = "https://mcp.example.test/mcp";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final MockOAuth2Server AUTH = new MockOAuth2Server();

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void authorizationServer(DynamicPropertyRegistry registry) {
        AUTH.start();
        warmUp();
        registry.add("spring.security.oauth2.resourceserver.jwt.issuer-uri", JwtAuthorizationTest::issuer);
    }

    /**
     * Asks the authorization server for its metadata and keys once before the application does:
     * its first answers can take longer, on a busy machine, than the resource server waits.
     */
    static void warmUp() {
        for (String path : new String[] {"/.well-known/openid-configuration", "/jwks"}) {
            try {
                HTTP.send(HttpRequest.newBuilder(URI.create(issuer() + path)).build(),
                        HttpResponse.BodyHandlers.discarding());
            } catch (Exception e) {
                throw new IllegalStateException("The authorization server does not answer", e);
            }
        }
    }

    @AfterAll
    static void stopAuthorizationServer() {
        AUTH.shutdown();
    }

    static String issuer() {
        return AUTH.issuerUrl("default").toString();
    }

    static String token(String audience, String scope) {
        return AUTH.issueToken("default", "alice", audience, Map.of("scope", scope, "client_id", "app"), 3600)
                .serialize();
    }

    @Test
    void theTypeScriptClientCallsToolsWithAGoodToken() {
        JsonNode s = TypeScriptClient.run(url("/mcp"), token(RESOURCE, "books:read books:write"));
        assertThat(s.path("tools").valueStream().map(JsonNode::asString).toList())
                .containsExactly("count_tools", "search_books", "shout");
        assertThat(s.path("shout").path("content").path(0).path("text").asString()).isEqualTo("QUIET");
    }

    @Test
    void noTokenGetsTheChallengeWithTheResourceMetadata() throws Exception {
        HttpResponse<String> r = initialize(null);
        assertThat(r.statusCode()).isEqualTo(401);
        assertThat(r.headers().firstValue("WWW-Authenticate")).get().asString()
                .contains("resource_metadata=\"https://mcp.example.test/.well-known/oauth-protected-resource/mcp\"")
                .contains("scope=\"books:read\"");
    }

    @Test
    void aTokenForAnotherResourceIsRefused() throws Exception {
        HttpResponse<String> r = initialize(token("https://other.example.test/mcp", "books:read"));
        assertThat(r.statusCode()).isEqualTo(401);
        assertThat(r.headers().firstValue("WWW-Authenticate")).get().asString().contains("error=\"invalid_token\"");
    }

    @Test
    void missingScopesAskForMore() throws Exception {
        HttpResponse<String> r = initialize(token(RESOURCE, "profile"));
        assertThat(r.statusCode()).isEqualTo(403);
        assertThat(r.headers().firstValue("WWW-Authenticate")).get().asString()
                .contains("error=\"insufficient_scope\"").contains("books:read");

        String readOnly = token(RESOURCE, "books:read");
        HttpResponse<String> session = initialize(readOnly);
        assertThat(session.statusCode()).isEqualTo(200);
        HttpResponse<String> shout = HTTP.send(post(readOnly, """
                {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"shout","arguments":{"text":"a"}}}""")
                .header("Mcp-Session-Id", session.headers().firstValue("Mcp-Session-Id").orElseThrow())
                .header("MCP-Protocol-Version", "2025-11-25").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(shout.statusCode()).isEqualTo(403);
        assertThat(shout.headers().firstValue("WWW-Authenticate")).get().asString().contains("books:write");
    }

    @Test
    void theResourceMetadataIsPublished() throws Exception {
        for (String path : new String[] {"/.well-known/oauth-protected-resource/mcp",
                "/.well-known/oauth-protected-resource"}) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(url(path))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            JsonNode metadata = JSON.readTree(r.body());
            assertThat(metadata.path("resource").asString()).isEqualTo(RESOURCE);
            assertThat(metadata.path("authorization_servers").path(0).asString()).isEqualTo(issuer());
        }
    }

    @Test
    void theRestOfTheApplicationStaysProtectedBySpringSecurity() throws Exception {
        HttpResponse<String> anonymous = HTTP.send(HttpRequest.newBuilder(URI.create(url("/actuator/info"))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(anonymous.statusCode()).isEqualTo(401);
        HttpResponse<String> authorized = HTTP.send(HttpRequest.newBuilder(URI.create(url("/actuator/info")))
                .header("Authorization", "Bearer " + token(RESOURCE, "books:read")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(authorized.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(authorized.body()).path("mcp").path("authorization").asBoolean()).isTrue();
    }

    private String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    private HttpResponse<String> initialize(String token) throws Exception {
        return HTTP.send(post(token, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
                 "capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}""").build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder post(String token, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url("/mcp")))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        return token == null ? b : b.header("Authorization", "Bearer " + token);
    }
}
