package dev.mcpj.auth.oauth.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.transport.http.AccessToken;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DiscoveryAndGrantsTest {

    @Test
    void metadataIsLookedForWhereTheMcpSpecificationSays() {
        assertThat(AuthorizationServer.metadataUris(URI.create("https://auth.example.com/tenant1"))).containsExactly(
                URI.create("https://auth.example.com/.well-known/oauth-authorization-server/tenant1"),
                URI.create("https://auth.example.com/.well-known/openid-configuration/tenant1"),
                URI.create("https://auth.example.com/tenant1/.well-known/openid-configuration"));
        assertThat(AuthorizationServer.metadataUris(URI.create("https://auth.example.com"))).containsExactly(
                URI.create("https://auth.example.com/.well-known/oauth-authorization-server"),
                URI.create("https://auth.example.com/.well-known/openid-configuration"));
    }

    @Test
    void aGrantIsReadFromClaimsOrIntrospection() throws Exception {
        AccessToken t = Grants.from(Map.of("sub", "alice", "azp", "app", "scope", "a  b", "exp", 1_700_000_000L));
        assertThat(t.subject()).isEqualTo("alice");
        assertThat(t.clientId()).isEqualTo("app");
        assertThat(t.scopes()).containsExactly("a", "b");
        assertThat(t.expiresAt()).isEqualTo(Instant.ofEpochSecond(1_700_000_000L));
        AccessToken client = Grants.from(Map.of("client_id", "robot", "scp", List.of("x", "y")));
        assertThat(client.subject()).as("a token a client got for itself").isEqualTo("robot");
        assertThat(client.scopes()).containsExactly("x", "y");
        assertThatThrownBy(() -> Grants.from(Map.of("scope", "a"))).isInstanceOf(Grants.Unusable.class);
    }

    @Test
    void onlyHttpsOrLoopbackCarriesTokens() {
        assertThat(Uris.secure(URI.create("https://auth.example.com"))).isTrue();
        assertThat(Uris.secure(URI.create("http://localhost:8080/x"))).isTrue();
        assertThat(Uris.secure(URI.create("http://127.0.0.1:8080"))).isTrue();
        assertThat(Uris.secure(URI.create("http://[::1]:8080"))).isTrue();
        assertThat(Uris.secure(URI.create("http://auth.example.com"))).isFalse();
        assertThat(Uris.secure(URI.create("http://10.0.0.1"))).isFalse();
        assertThat(Uris.secure(URI.create("ftp://localhost"))).isFalse();
    }
}
