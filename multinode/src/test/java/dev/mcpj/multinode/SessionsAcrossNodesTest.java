package dev.mcpj.multinode;

import static dev.mcpj.multinode.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import tools.jackson.databind.JsonNode;

/**
 * Protocol 2025-11-25 sessions through a round-robin load balancer, the nodes sharing sessions
 * and resumption events in Redis: every node serves the session, and when the node writing a
 * stream is killed in the middle of it, the client resumes with {@code Last-Event-ID} through
 * the load balancer on another node, gets every event the dead node stored after the last one it
 * saw, then an error for its request (which nobody can finish any more), and its session goes on.
 */
@Needs({Needs.HAPROXY, Needs.REDIS})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SessionsAcrossNodesTest {
    private static final String V = "2025-11-25";
    private Cluster cluster;

    @BeforeAll
    void start() throws Exception {
        cluster = Cluster.start("sessions", 3, "--session-store");
    }

    @AfterAll
    void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private String initialize() {
        Wire.Answer init = Wire.legacy(cluster.url(), null, null, 0, "initialize", json("{\"protocolVersion\":\"" + V
                + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"multinode\",\"version\":\"1\"}}"));
        assertThat(init.status()).as(cluster.logs()).isEqualTo(200);
        String session = init.header("Mcp-Session-Id");
        assertThat(session).isNotNull();
        assertThat(Wire.legacy(cluster.url(), session, V, null, "notifications/initialized", json("{}")).status())
                .isEqualTo(202);
        return session;
    }

    @Test
    @Order(1)
    void everyNodeServesASessionAnyNodeOpened() {
        String session = initialize();
        Set<String> served = new HashSet<>();
        for (int i = 1; i <= 3; i++) {
            Wire.Answer a = Wire.legacy(cluster.url(), session, V, i, "tools/call",
                    json("{\"name\":\"test_simple_text\",\"arguments\":{}}"));
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.response().at("/result/content/0/text").asString())
                    .isEqualTo("This is a simple text response for testing.");
            served.add(a.node());
        }
        assertThat(served).containsExactlyInAnyOrder("n1", "n2", "n3");
    }

    @Test
    @Order(2)
    void theOfficialTypeScriptClientKeepsItsSessionWhicheverNodeServesIt() throws Exception {
        JsonNode summary = TypeScriptClient.run(cluster.url().toString(),
                Path.of(System.getProperty("multinode.workDir", "target/multinode"), "sessions", "ts-client.log"));
        assertThat(summary.has("failure")).as(summary.toString()).isFalse();
        assertThat(summary.get("sessionId").asString()).isNotEmpty();
        assertThat(summary.get("protocolVersion").asString()).isEqualTo(V);
        assertThat(summary.get("tools").asInt()).isPositive();
        assertThat(summary.get("texts")).hasSize(3)
                .allSatisfy(t -> assertThat(t.asString()).isEqualTo("This is a simple text response for testing."));
        assertThat(summary.get("counted").asString()).isEqualTo("counted to 3");
        assertThat(summary.get("progress").toString()).isEqualTo("[1,2,3]");
        assertThat(summary.get("prompt").asInt()).isEqualTo(1);
        Set<String> nodes = new HashSet<>();
        summary.get("nodes").forEach(n -> nodes.add(n.asString()));
        assertThat(nodes).as("its POSTs went round robin").containsExactlyInAnyOrder("n1", "n2", "n3");
    }

    /** Last: it kills a node. */
    @Test
    @Order(9)
    void aClientWhoseNodeIsKilledMidStreamResumesOnAnotherAndLosesNoEvent() throws Exception {
        String session = initialize();
        String body = Wire.body(42, "tools/call", json("{\"name\":\"" + MultiNodeServer.COUNT_SLOWLY
                + "\",\"arguments\":{\"count\":60,\"delayMs\":100},\"_meta\":{\"progressToken\":\"count\"}}"));
        String lastSeen;
        long lastProgress;
        Cluster.Node writer;
        try (Wire.EventStream stream = new Wire.EventStream(Wire.post(cluster.url(), body,
                List.of("Mcp-Session-Id", session, "MCP-Protocol-Version", V)))) {
            assertThat(stream.status).isEqualTo(200);
            writer = cluster.node(stream.node);
            Wire.EventStream.Event e = null;
            for (int i = 0; i < 3; i++) {
                e = stream.next();
                assertThat(e.data().get("method").asString()).isEqualTo("notifications/progress");
            }
            lastSeen = e.id();
            lastProgress = e.data().at("/params/progress").asLong();
            writer.process().kill();
        }

        HttpRequest resume = HttpRequest.newBuilder(cluster.url()).timeout(Duration.ofSeconds(60))
                .header("Accept", "text/event-stream").header("Mcp-Session-Id", session)
                .header("MCP-Protocol-Version", V).header("Last-Event-ID", lastSeen).GET().build();
        List<JsonNode> after = new ArrayList<>();
        try (Wire.EventStream resumed = new Wire.EventStream(resume)) {
            assertThat(resumed.status).as(cluster.logs()).isEqualTo(200);
            assertThat(resumed.node).isNotEqualTo(writer.name());
            for (Wire.EventStream.Event e = resumed.next(); e != null; e = resumed.next()) {
                after.add(e.data());
            }
        }
        List<String> stored = storedAfter(session, lastSeen);
        assertThat(after).as("the events after the last one seen, then one answer").isNotEmpty();
        JsonNode answer = after.get(after.size() - 1);
        assertThat(answer.get("id").asInt()).isEqualTo(42);
        assertThat(answer.at("/error/message").asString()).contains("stopped before it completed");
        List<JsonNode> progress = after.subList(0, after.size() - 1);
        assertThat(progress).hasSize(stored.size());
        for (int i = 0; i < progress.size(); i++) {
            assertThat(progress.get(i).at("/params/progress").asLong()).as("no gap").isEqualTo(lastProgress + 1 + i);
            assertThat(stored.get(i)).contains("\"progress\":" + (lastProgress + 1 + i) + ".0");
        }

        Wire.Answer later = Wire.legacy(cluster.url(), session, V, 43, "tools/call",
                json("{\"name\":\"test_simple_text\",\"arguments\":{}}"));
        assertThat(later.status()).as("the session outlives its node").isEqualTo(200);
        assertThat(later.response().at("/result/content/0/text").asString()).isNotEmpty();
    }

    /** What Redis holds of the stream after event {@code lastSeen}: the events the client must get. */
    private List<String> storedAfter(String session, String lastSeen) {
        String[] parts = lastSeen.split("-");
        RedisClient client = RedisClient.create(cluster.redis().toString());
        try (StatefulRedisConnection<String, String> c = client.connect()) {
            List<String> out = new ArrayList<>();
            for (String entry : c.sync().lrange("mcp:events:" + session + ":" + parts[0], 0, -1)) {
                long seq = Long.parseLong(entry.substring(0, entry.indexOf(' ')));
                if (seq > Long.parseLong(parts[1])) {
                    out.add(entry);
                }
            }
            return out;
        } finally {
            client.shutdown();
        }
    }
}
