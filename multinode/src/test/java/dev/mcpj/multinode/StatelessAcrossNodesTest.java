package dev.mcpj.multinode;

import static dev.mcpj.multinode.Wire.modern;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.multinode.Cluster.Node;
import java.util.HashSet;

import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Protocol 2026-07-28 through a round-robin load balancer in front of three processes: requests
 * land on every node, a multi-round-trip call is redeemed on nodes other than the one that
 * sealed its {@code requestState}, and a {@code subscriptions/listen} stream held by one node gets
 * the resource update raised on another, through Redis.
 */
@Needs({Needs.HAPROXY, Needs.REDIS})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StatelessAcrossNodesTest {
    private static final String ELICITATION = "{\"elicitation\":{}}";
    private static final String MULTI_ROUND = "\"name\":\"test_input_required_result_multi_round\",\"arguments\":{}";
    private Cluster cluster;

    @BeforeAll
    void start() throws Exception {
        cluster = Cluster.start("stateless", 3);
    }

    @AfterAll
    void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void roundRobinSpreadsRequestsOverEveryNode() {
        Set<String> served = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            Wire.Answer a = Wire.modernRequest(cluster.url(), i, "server/discover", modern("{}", ""));
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.response().at("/result/supportedVersions").toString()).contains(Wire.MODERN);
            served.add(a.node());
        }
        assertThat(served).containsExactlyInAnyOrder("n1", "n2", "n3");
    }

    @Test
    void aMultiRoundCallIsRedeemedOnNodesOtherThanTheOneThatSealedItsState() {
        Wire.Answer first = Wire.modernRequest(cluster.url(), 1, "tools/call", modern(ELICITATION, MULTI_ROUND));
        JsonNode round1 = first.response().get("result");
        assertThat(round1.get("resultType").asString()).as(first.toString()).isEqualTo("input_required");
        String key1 = round1.get("inputRequests").propertyNames().iterator().next();

        Wire.Answer second = Wire.modernRequest(cluster.url(), 2, "tools/call",
                retry(round1, key1, "{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}"));
        JsonNode round2 = second.response().get("result");
        assertThat(second.node()).as("the retry reached another node").isNotEqualTo(first.node());
        assertThat(round2.get("resultType").asString()).as(second.toString()).isEqualTo("input_required");
        String key2 = round2.get("inputRequests").propertyNames().iterator().next();

        ObjectNode last = retry(round2, key2, "{\"action\":\"accept\",\"content\":{\"color\":\"teal\"}}");
        Wire.Answer third = Wire.modernRequest(cluster.url(), 3, "tools/call", last);
        assertThat(third.node()).isNotEqualTo(second.node());
        assertThat(third.response().at("/result/content/0/text").asString())
                .isEqualTo("Multi-round complete for Ada who likes teal");

        // Each node remembers the states it redeemed: the same retry again on that node is refused.
        Node redeemer = cluster.node(third.node());
        Wire.Answer replay = Wire.modernRequest(redeemer.url(), 4, "tools/call", last);
        assertThat(replay.response().at("/error/message").asString()).contains("already used");
    }

    @Test
    void aStateSealedWithAnotherKeyIsRefusedByEveryNode() {
        JsonNode round1 = Wire.modernRequest(cluster.url(), 1, "tools/call", modern(ELICITATION, MULTI_ROUND))
                .response().get("result");
        String state = round1.get("requestState").asString();
        ObjectNode forged = retry(round1, round1.get("inputRequests").propertyNames().iterator().next(),
                "{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}");
        forged.put("requestState", state.substring(0, state.indexOf('.')) + ".AAAA");
        for (Node n : cluster.nodes()) {
            assertThat(Wire.modernRequest(n.url(), 2, "tools/call", forged).response().at("/error/message").asString())
                    .as(n.name()).contains("signature does not match");
        }
    }

    @Test
    void aListenStreamOnOneNodeGetsTheUpdateRaisedOnAnother() throws Exception {
        String uri = "test://watched-resource";
        String body = Wire.body("listen-1", "subscriptions/listen",
                modern("{}", "\"notifications\":{\"resourceSubscriptions\":[\"" + uri + "\"]}"));
        try (Wire.EventStream listen = new Wire.EventStream(Wire.post(cluster.url(), body,
                Wire.modernHeaders("subscriptions/listen", modern("{}", ""))))) {
            assertThat(listen.status).isEqualTo(200);
            assertThat(listen.next().data().get("method").asString()).isEqualTo("notifications/subscriptions/acknowledged");
            Node other = cluster.nodes().stream().filter(n -> !n.name().equals(listen.node)).findFirst().orElseThrow();

            Wire.Answer raised = Wire.modernRequest(other.url(), 7, "tools/call", modern("{}",
                    "\"name\":\"" + MultiNodeServer.RAISE_UPDATE + "\",\"arguments\":{\"uri\":\"" + uri + "\"}"));
            assertThat(raised.response().at("/result/content/0/text").asString()).isEqualTo("raised");

            JsonNode update = listen.next().data();
            assertThat(update.get("method").asString()).isEqualTo("notifications/resources/updated");
            assertThat(update.at("/params/uri").asString()).isEqualTo(uri);
            assertThat(update.at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asString())
                    .isEqualTo("listen-1");
        }
    }

    /** The next round of a multi-round call: the answer to question {@code key}, and the state. */
    private static ObjectNode retry(JsonNode previous, String key, String answer) {
        ObjectNode params = modern(ELICITATION, MULTI_ROUND + ",\"inputResponses\":{\"" + key + "\":" + answer + "}");
        params.put("requestState", previous.get("requestState").asString());
        return params;
    }

}
