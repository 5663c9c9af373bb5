package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OriginPolicyTest {
    private final OriginPolicy loopback = new OriginPolicy(List.of(), List.of());

    @Test
    void byDefaultOnlyLoopbackNamesAtTheLocalPortAreAccepted() {
        assertThat(loopback.hostAllowed("127.0.0.1:8080", 8080)).isTrue();
        assertThat(loopback.hostAllowed("LOCALHOST:8080", 8080)).isTrue();
        assertThat(loopback.hostAllowed("[::1]:8080", 8080)).isTrue();
        assertThat(loopback.hostAllowed("localhost:8081", 8080)).isFalse();
        assertThat(loopback.hostAllowed("localhost", 8080)).as("no port means 80").isFalse();
        assertThat(loopback.hostAllowed("localhost", 80)).isTrue();
        assertThat(loopback.hostAllowed("evil.example.com", 8080)).isFalse();
        assertThat(loopback.hostAllowed("localhost.evil.example.com:8080", 8080)).isFalse();
        assertThat(loopback.hostAllowed(null, 8080)).isFalse();
        assertThat(loopback.hostAllowed("localhost:x", 8080)).isFalse();
        assertThat(loopback.hostAllowed("[::1", 8080)).isFalse();
    }

    @Test
    void byDefaultOnlyLoopbackOriginsAtTheLocalPortAreAccepted() {
        assertThat(loopback.originAllowed("http://127.0.0.1:8080", 8080)).isTrue();
        assertThat(loopback.originAllowed("https://localhost:8080", 8080)).isTrue();
        assertThat(loopback.originAllowed("http://[::1]:8080", 8080)).isTrue();
        assertThat(loopback.originAllowed("http://localhost:3000", 8080)).isFalse();
        assertThat(loopback.originAllowed("http://evil.example.com", 8080)).isFalse();
        assertThat(loopback.originAllowed("null", 8080)).isFalse();
        assertThat(loopback.originAllowed("file://", 8080)).isFalse();
    }

    @Test
    void configuredListsReplaceTheDefaults() {
        OriginPolicy p = new OriginPolicy(List.of("mcp.example.com", "api.example.com:8443"),
                List.of("https://app.example.com", "http://localhost:3000"));
        assertThat(p.hostAllowed("MCP.example.com:9999", 8080)).isTrue();
        assertThat(p.hostAllowed("api.example.com:8443", 8080)).isTrue();
        assertThat(p.hostAllowed("api.example.com:8444", 8080)).isFalse();
        assertThat(p.hostAllowed("127.0.0.1:8080", 8080)).isFalse();
        assertThat(p.originAllowed("https://app.example.com", 8080)).isTrue();
        assertThat(p.originAllowed("https://app.example.com:443", 8080)).isTrue();
        assertThat(p.originAllowed("http://app.example.com", 8080)).isFalse();
        assertThat(p.originAllowed("http://localhost:3000/", 8080)).isTrue();
    }

    @Test
    void aWildcardAcceptsAnything() {
        OriginPolicy any = new OriginPolicy(List.of("*"), List.of("*"));
        assertThat(any.hostAllowed("evil.example.com", 1)).isTrue();
        assertThat(any.hostAllowed(null, 1)).isTrue();
        assertThat(any.originAllowed("http://evil.example.com", 1)).isTrue();
    }
}
