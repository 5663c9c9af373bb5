package dev.mcpj.test;

import static dev.mcpj.test.McpAssertions.assertThat;

import dev.mcpj.server.McpServer;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

class McpTestExtensionTest {

    @McpTest
    @Nested
    class FromAMethod {
        McpServer made;

        @McpServerUnderTest
        McpServer server() {
            made = Fixture.server();
            return made;
        }

        @Test
        void injectsAConnectedClient(McpTestClient client) {
            assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5");
            assertThat(client.isStateless()).isFalse();
        }

        @Test
        void injectsAClientOfTheNamedEra(@ProtocolVersion(McpTestClient.STATELESS_PROTOCOL_VERSION) McpTestClient client) {
            assertThat(client.isStateless()).isTrue();
            assertThat(client.callTool("add", Map.of("a", 1, "b", 1))).hasText("2");
        }

        @Test
        void injectsTheServerToo(McpServer server, McpTestClient client) {
            assertThat(server).isSameAs(made);
            assertThat(client.listTools()).isNotEmpty();
        }
    }

    @McpTest
    @Nested
    class FromAStaticField {
        @Test
        void sharesTheFieldsServer(McpTestClient first, McpTestClient second) {
            assertThat(first).isNotSameAs(second);
            assertThat(first.callTool("add", Map.of("a", 2, "b", 2))).hasText("4");
            assertThat(second.callTool("add", Map.of("a", 3, "b", 3))).hasText("6");
        }
    }

    @McpServerUnderTest
    static final McpServer SHARED = Fixture.server();

    @AfterAll
    static void closeShared() {
        SHARED.close();
    }

    /** Run through the engine test kit: a class that marks no server fails with a clear message. */
    @McpTest
    static class MarksNothing {
        @Test
        void needsAClient(McpTestClient client) {
            client.ping();
        }
    }

    @Test
    void aClassWithoutAServerFailsClearly() {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(MarksNothing.class)).execute()
                .testEvents().assertStatistics(s -> s.failed(1))
                .failed().stream().forEach(e -> assertThat(e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                        .orElseThrow().getThrowable().orElseThrow())
                        .hasMessageContaining("must mark exactly one field or method with @McpServerUnderTest, found 0"));
    }
}
