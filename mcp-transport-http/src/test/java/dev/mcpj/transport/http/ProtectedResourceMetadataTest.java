package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProtectedResourceMetadataTest {
    private static final URI AS = URI.create("https://auth.example.com");

    private static ProtectedResourceMetadata of(String resource) {
        return ProtectedResourceMetadata.builder(URI.create(resource)).authorizationServer(AS).build();
    }

    @Test
    void theWellKnownUriInsertsTheSuffixBeforeTheResourcesPath() {
        assertThat(of("https://mcp.example.com/mcp").wellKnownUri())
                .hasToString("https://mcp.example.com/.well-known/oauth-protected-resource/mcp");
        assertThat(of("https://mcp.example.com:8443/tenant/mcp").wellKnownUri())
                .hasToString("https://mcp.example.com:8443/.well-known/oauth-protected-resource/tenant/mcp");
        assertThat(of("https://mcp.example.com").wellKnownUri())
                .hasToString("https://mcp.example.com/.well-known/oauth-protected-resource");
        assertThat(of("https://mcp.example.com/").wellKnownPath()).isEqualTo("/.well-known/oauth-protected-resource");
    }

    @Test
    void theDocumentHoldsTheRequiredMembersAndTheUsersOwn() {
        String json = ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp"))
                .authorizationServer(AS)
                .scopesSupported("a", "b")
                .field("resource_name", "Tools")
                .field("resource_signing_alg_values_supported", List.of("RS256"))
                .field("x_extension", Map.of("k", 1))
                .build().toJson();
        assertThat(json).isEqualTo("{\"resource\":\"https://mcp.example.com/mcp\","
                + "\"authorization_servers\":[\"https://auth.example.com\"],\"scopes_supported\":[\"a\",\"b\"],"
                + "\"bearer_methods_supported\":[\"header\"],\"resource_name\":\"Tools\","
                + "\"resource_signing_alg_values_supported\":[\"RS256\"],\"x_extension\":{\"k\":1}}");
    }

    @Test
    void badValuesAreRefusedWhenBuilt() {
        assertThatThrownBy(() -> ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp")).build())
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> ProtectedResourceMetadata.builder(URI.create("/mcp")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp#x")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp"))
                .field("bearer_methods_supported", List.of("query"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProtectedResourceMetadata.builder(URI.create("https://mcp.example.com/mcp"))
                .scopesSupported("two words")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toolScopesAddUpAndChallengesPointAtTheMetadata() {
        BearerAuthorization a = BearerAuthorization.builder(token -> TokenVerification.invalid("no"),
                        of("https://mcp.example.com/mcp"))
                .toolScopes("t", "x").toolScopes("t", "y").build();
        assertThat(a.toolScopes("t")).containsExactly("x", "y");
        assertThat(a.toolScopes("other")).isEmpty();
        assertThat(a.metadataUri()).hasToString("https://mcp.example.com/.well-known/oauth-protected-resource/mcp");
    }
}
