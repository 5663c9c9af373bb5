package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.spring.boot.shelves.CornerShelf;
import dev.mcpj.spring.boot.shelves.Shelf;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.server.cluster.SessionStore;
import dev.mcpj.transport.http.TokenVerification;
import dev.mcpj.transport.http.TokenVerifier;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.web.servlet.ServletRegistrationBean;

/** What the auto-configuration defines for each configuration, and what it refuses. */
class AutoConfigurationTest {
    private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(McpServerAutoConfiguration.class, McpHttpAutoConfiguration.class,
                    McpActuatorAutoConfiguration.class));

    @Test
    void theServerIsBuiltFromTheProperties() {
        runner.withPropertyValues("mcpj.server.name=catalog", "mcpj.server.version=2.1.0",
                        "mcpj.server.limits.max-message-bytes=65536", "mcpj.server.limits.page-size=7",
                        "mcpj.server.limits.shutdown-grace=3s")
                .run(context -> {
                    McpServer server = context.getBean(McpServer.class);
                    assertThat(server.limits().maxMessageBytes()).isEqualTo(65536);
                    assertThat(server.limits().pageSize()).isEqualTo(7);
                    assertThat(server.limits().shutdownGrace()).isEqualTo(Duration.ofSeconds(3));
                    try (McpTestClient client = McpTestClient.connect(server)) {
                        assertThat(client.initializeResult().path("serverInfo").path("name").asString())
                                .isEqualTo("catalog");
                        assertThat(client.initializeResult().path("serverInfo").path("version").asString())
                                .isEqualTo("2.1.0");
                    }
                });
    }

    @Test
    void theNameDefaultsToTheApplicationsName() {
        runner.withPropertyValues("spring.application.name=inventory").run(context -> {
            try (McpTestClient client = McpTestClient.connect(context.getBean(McpServer.class))) {
                assertThat(client.initializeResult().path("serverInfo").path("name").asString()).isEqualTo("inventory");
            }
        });
    }

    @Test
    void aBeanIsRegisteredByTheRegistrarsOfItsClassAndOfItsSuperclass() {
        runner.withBean(CornerShelf.class).run(context -> {
            try (McpTestClient client = McpTestClient.connect(context.getBean(McpServer.class))) {
                assertThat(client.listTools()).extracting(Tool::name).containsExactlyInAnyOrder("corner", "shelf_name");
            }
        });
        runner.withBean(Shelf.class).run(context -> assertThat(context.getBean(McpServer.class).tools())
                .extracting(t -> t.definition().tool().name()).containsExactly("shelf_name"));
    }

    @Test
    void anApplicationsOwnServerIsUsedAndFilled() {
        McpServer own = McpServer.builder("own", "1").build();
        runner.withBean(McpServer.class, () -> own).withBean(Shelf.class).run(context -> {
            assertThat(context.getBean(McpServer.class)).isSameAs(own);
            assertThat(own.tools()).extracting(t -> t.definition().tool().name()).containsExactly("shelf_name");
        });
    }

    @Test
    void theEndpointIsMappedAtThePath() {
        runner.withPropertyValues("mcpj.http.path=/ai/mcp/").run(context -> {
            ServletRegistrationBean<?> registration = context.getBean("mcpHttpServletRegistration",
                    ServletRegistrationBean.class);
            assertThat(registration.getUrlMappings()).containsExactly("/ai/mcp");
            assertThat(registration.isAsyncSupported()).isTrue();
        });
    }

    @Test
    void noEndpointWithAnotherTransport() {
        runner.withPropertyValues("mcpj.transport=none").run(context -> {
            assertThat(context).hasSingleBean(McpServer.class);
            assertThat(context).doesNotHaveBean(McpHttpEndpoint.class);
            assertThat(context).doesNotHaveBean(McpStdioRunner.class);
        });
    }

    @Test
    void aPathThatIsNotPlainIsRefused() {
        runner.withPropertyValues("mcpj.http.path=/mcp/*").run(context -> assertThat(context).hasFailed()
                .getFailure().rootCause().hasMessageContaining("mcpj.http.path must be a plain path"));
    }

    @Test
    void tokensWithoutAResourceUriAreRefused() {
        TokenVerifier verifier = token -> TokenVerification.invalid("never");
        runner.withBean(TokenVerifier.class, () -> verifier).run(context -> assertThat(context).hasFailed()
                .getFailure().rootCause().hasMessageContaining("set mcpj.http.authorization.resource"));
        runner.withBean(TokenVerifier.class, () -> verifier)
                .withPropertyValues("mcpj.http.authorization.resource=https://mcp.example.test/mcp")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("set mcpj.http.authorization.authorization-servers"));
        runner.withBean(TokenVerifier.class, () -> verifier)
                .withPropertyValues("mcpj.http.authorization.resource=https://mcp.example.test/mcp",
                        "mcpj.http.authorization.authorization-servers=https://auth.example.test")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.getBean(McpHttpEndpoint.class).authorization().verifier()).isSameAs(verifier);
                    assertThat(context).hasBean("mcpResourceMetadataRegistration");
                });
    }

    @Test
    void twoVerifiersWithoutAPrimaryAreRefusedRatherThanNeitherUsed() {
        runner.withBean("first", TokenVerifier.class, () -> token -> TokenVerification.invalid("first"))
                .withBean("second", TokenVerifier.class, () -> token -> TokenVerification.invalid("second"))
                .withPropertyValues("mcpj.http.authorization.resource=https://mcp.example.test/mcp",
                        "mcpj.http.authorization.authorization-servers=https://auth.example.test")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("several TokenVerifier beans"));
    }

    @Test
    void theProbesAreMappedBesideTheEndpointAndMustNotTakeItsPath() {
        runner.withPropertyValues("mcpj.http.liveness-path=/livez", "mcpj.http.readiness-path=/readyz").run(context -> {
            ServletRegistrationBean<?> registration = context.getBean("mcpHttpServletRegistration",
                    ServletRegistrationBean.class);
            assertThat(registration.getUrlMappings()).containsExactly("/mcp", "/livez", "/readyz");
        });
        runner.withPropertyValues("mcpj.http.readiness-path=/mcp").run(context -> assertThat(context).hasFailed()
                .getFailure().rootCause().hasMessageContaining("must differ from the MCP endpoint's path"));
        runner.withPropertyValues("mcpj.http.liveness-path=/x", "mcpj.http.readiness-path=/x").run(context ->
                assertThat(context).hasFailed().getFailure().rootCause().hasMessageContaining("paths of their own"));
    }

    @Test
    void twoSessionStoresWithoutAPrimaryOrAStoreWithoutSessionsAreRefused() {
        runner.withBean("first", SessionStore.class, SessionStore::inMemory)
                .withBean("second", SessionStore.class, SessionStore::inMemory)
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("several SessionStore beans"));
        runner.withBean(SessionStore.class, SessionStore::inMemory).withPropertyValues("mcpj.http.sessionless=true")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("no sessions to store"));
    }
}
