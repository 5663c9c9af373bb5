package dev.mcpj.server.internal;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.internal.Json;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.Connection;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.task.TaskStore;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;


/**
 * A connection follows the registries' changes only once it has a client to tell of them: a
 * stateless connection, which serves one request, costs the other connections nothing.
 */
class ConnectionCostTest {
    private final ServerCore core = new ServerCore(new ServerOptions(Implementation.of("t", "1"), null,
            ServerLimits.defaults(), null, true, null, Duration.ZERO, Duration.ofSeconds(5), Map.of(), null,
            Duration.ofMinutes(1), List.of(), Broadcaster.inProcess(), ServerCapabilities.defaults(), List.of(),
            List.of(), null, TaskStore.inMemory(), Duration.ofHours(1), Duration.ofSeconds(1), List.of(),
            Clock.systemUTC()));

    @AfterEach
    void close() {
        core.close();
    }

    private int listeners() {
        return core.tools.listenerCount() + core.resources.listenerCount() + core.templates.listenerCount()
                + core.prompts.listenerCount();
    }

    @Test
    void onlyAConnectionWithAClientToTellFollowsTheRegistries() throws Exception {
        InMemoryTransport stateless = InMemoryTransport.create();
        Connection one = core.connect(stateless, Attributes.empty());
        stateless.client().send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":{"
                + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}");
        assertThat(stateless.client().receive(Duration.ofSeconds(10))).contains("\"tools\"");
        assertThat(listeners()).as("a stateless request").isZero();

        InMemoryTransport legacy = InMemoryTransport.create();
        Connection two = core.connect(legacy, Attributes.empty());
        legacy.client().send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}");
        assertThat(legacy.client().receive(Duration.ofSeconds(10))).contains("protocolVersion");
        assertThat(listeners()).as("an initialized connection").isEqualTo(4);

        two.shutdown(Duration.ZERO);
        one.shutdown(Duration.ZERO);
        two.awaitClosed();
        assertThat(listeners()).isZero();
        assertThat(one.isClosed()).isTrue();
    }

    @Test
    void aConnectionInitializedAsItClosesFollowsNothing() throws Exception {
        InMemoryTransport transport = InMemoryTransport.create();
        Session session = (Session) core.connect(transport, Attributes.empty());
        session.shutdown(Duration.ZERO);
        // initialize answered while the connection closes: the registries it joins it leaves at once
        session.initialized("2025-11-25", Implementation.of("c", "1"), Json.object(),
                ServerCapabilities.defaults());
        assertThat(listeners()).isZero();
    }
}
