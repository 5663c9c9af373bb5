package dev.mcpj.multinode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;

/**
 * Notifications of a 2025-11-25 session through a round-robin load balancer, the nodes sharing
 * sessions, events and subscriptions in Redis, heard by the official TypeScript client on its
 * standalone GET stream: when the node holding that stream is killed, the client's reconnect
 * (with the {@code Last-Event-ID} of the dead node's stream) lands on another node and goes on;
 * subscriptions made through any node, before the kill or after it, reach the stream wherever it
 * is; and every update raised arrives exactly once.
 */
@Needs({Needs.HAPROXY, Needs.REDIS})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NotificationsAcrossNodesTest {
    private static final String BEFORE = "test://template/before-kill/data";
    private static final List<String> AFTER = List.of("test://template/after-kill-1/data",
            "test://template/after-kill-2/data");
    private Cluster cluster;

    @BeforeAll
    void start() throws Exception {
        cluster = Cluster.start("notifications", 3, "--session-store");
    }

    @AfterAll
    void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void aClientWhoseStreamNodeIsKilledHearsEveryUpdateSubscribedThroughAnyNode() throws Exception {
        Path log = Path.of(System.getProperty("multinode.workDir", "target/multinode"), "notifications",
                "ts-notifications-client.log");
        JsonNode summary;
        String killed;
        try (TypeScriptClient.Conversation client = TypeScriptClient.converse("ts-sdk-notifications-client.mjs",
                cluster.url().toString(), log)) {
            JsonNode stream = client.next();
            assertThat(stream.has("stream")).as(stream.toString()).isTrue();
            killed = stream.get("stream").asString();
            cluster.node(killed).process().kill();
            client.send("killed");
            summary = client.next();
        }
        java.nio.file.Files.writeString(log.resolveSibling("ts-notifications-summary.json"), summary.toString());
        String context = summary + "\n" + cluster.logs();
        assertThat(summary.has("failure")).as(context).isFalse();

        // The stream came back on another node, though its Last-Event-ID named the dead one's stream.
        List<JsonNode> gets = new ArrayList<>();
        summary.get("gets").forEach(gets::add);
        assertThat(gets).as(context).allSatisfy(g -> assertThat(g.get("status").asInt()).isEqualTo(200));
        assertThat(gets.get(1).get("lastEventId").asString()).as("the reconnect resumes").isNotEmpty();
        String streamAfter = summary.get("streamAfterKill").asString();
        assertThat(streamAfter).isNotEqualTo(killed);

        // Subscriptions made through a node other than the stream's still reach it.
        List<String> subscribedElsewhere = new ArrayList<>();
        summary.get("subscribes").forEach(s -> {
            String node = s.get("node").asString();
            if (AFTER.contains(s.get("uri").asString()) && !node.equals(streamAfter)) {
                subscribedElsewhere.add(node);
            }
        });
        assertThat(subscribedElsewhere).as("round robin: a subscribe after the kill went through another node: "
                + summary.get("subscribes")).isNotEmpty();

        // Every update raised, of the resource subscribed before the kill and of those after, once.
        List<String> updates = new ArrayList<>();
        summary.get("updates").forEach(u -> updates.add(u.asString()));
        List<String> expected = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            expected.add(BEFORE);
            expected.addAll(AFTER);
        }
        assertThat(summary.get("raised").asInt()).isEqualTo(expected.size());
        assertThat(updates).as(context).containsExactlyInAnyOrderElementsOf(expected);
    }
}
