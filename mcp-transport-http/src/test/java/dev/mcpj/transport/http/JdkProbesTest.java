package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.server.McpServer;
import org.junit.jupiter.api.Test;

/** The probes on the JDK's built-in server, where they are contexts beside the endpoint. */
class JdkProbesTest extends ProbesContract {
    JdkProbesTest() {
        super(new TestEngine.Jdk());
    }

    @Test
    void aProbeCannotTakeTheEndpointsPath() {
        try (McpServer server = McpServer.builder("probes", "1.0").build()) {
            assertThatThrownBy(() -> HttpMcpServer.builder(server).port(0)
                    .options(HttpTransportOptions.builder().livenessPath("/mcp").build()).start())
                    .isInstanceOf(IllegalStateException.class);
        }
    }
}
