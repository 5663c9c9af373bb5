package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.JSON;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Several servers standing for the processes behind one load balancer: a {@code requestState}
 * sealed by one is redeemed by another that shares its key (also across a key rotation), and a
 * resource update raised on one reaches the subscribers of another through a shared
 * {@link Broadcaster}.
 */
class ClusterTest {
    private static final String META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{\"elicitation\":{}}}";
    private static final String CALL = "\"name\":\"greet\",\"arguments\":{}";
    private static final String URI = "file:///shared/config.json";
    private final List<McpServer> servers = new ArrayList<>();

    @AfterEach
    void close() {
        servers.forEach(McpServer::close);
    }

    private static byte[] key(char fill) {
        byte[] key = new byte[32];
        Arrays.fill(key, (byte) fill);
        return key;
    }

    /** A node: a server with the given settings, a tool that asks a question, and one resource. */
    private McpServer node(McpServer.Builder builder) {
        McpServer server = builder.capabilities(ServerCapabilities.defaults().toBuilder().resourceSubscriptions().build())
                .build();
        server.registerTool(ServerTool.builder("greet").handler((args, ctx) -> {
            ElicitationResult who = ctx.elicit("Who are you?", ElicitationSchema.builder().string("name", null, true).build());
            return CallToolResult.text("Hello " + who.content().get("name").asString());
        }).build());
        server.registerResource(ServerResource.of(Resource.builder(URI, "config").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "{}"))));
        servers.add(server);
        return server;
    }

    private static ObjectNode params(String rest) {
        return json("{" + META + "," + rest + "}");
    }

    /** The first round of a call on {@code server}: its {@code requestState}. */
    private static String firstRound(McpServer server) {
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            JsonNode first = client.request("tools/call", params(CALL)).get("result");
            assertThat(first.get("resultType").asString()).isEqualTo("input_required");
            return first.get("requestState").asString();
        }
    }

    /** The retry of that call on {@code server}, answering its question. */
    private static JsonNode retry(McpServer server, String state) {
        try (TestClient client = new TestClient(server, SpecSchema.MODERN)) {
            ObjectNode retry = params(CALL + ",\"inputResponses\":{\"input-1\":{\"action\":\"accept\","
                    + "\"content\":{\"name\":\"Ada\"}}}");
            retry.put("requestState", state);
            return client.request("tools/call", retry);
        }
    }

    @Test
    void aRequestStateSealedByOneServerIsRedeemedByAnotherWithTheSameKey() {
        McpServer a = node(McpServer.builder("a", "1").requestStateKey(key('k')));
        McpServer b = node(McpServer.builder("b", "1").requestStateKey(key('k')));
        McpServer stranger = node(McpServer.builder("c", "1").requestStateKey(key('x')));

        String state = firstRound(a);
        assertThat(retry(stranger, state).at("/error/message").asString()).contains("signature does not match");
        assertThat(retry(b, state).at("/result/content/0/text").asString()).isEqualTo("Hello Ada");
    }

    @Test
    void aRetiredKeyStillOpensStatesSealedBeforeTheRotationButSealsNone() {
        McpServer before = node(McpServer.builder("old", "1").requestStateKey(key('1')));
        McpServer after = node(McpServer.builder("new", "1").requestStateKey(key('2')).retiredRequestStateKeys(key('1')));
        McpServer dropped = node(McpServer.builder("later", "1").requestStateKey(key('2')));

        String oldState = firstRound(before);
        assertThat(retry(dropped, oldState).at("/error/message").asString()).contains("signature does not match");
        assertThat(retry(after, oldState).at("/result/content/0/text").asString()).isEqualTo("Hello Ada");

        String newState = firstRound(after);
        assertThat(retry(before, newState).at("/error/message").asString())
                .as("sealed under the new key, not the retired one").contains("signature does not match");
        assertThat(retry(dropped, newState).at("/result/content/0/text").asString()).isEqualTo("Hello Ada");
    }

    @Test
    void aShortRetiredKeyIsRefused() {
        assertThatThrownBy(() -> McpServer.builder("s", "1").retiredRequestStateKeys(new byte[16]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32 bytes");
    }

    @Test
    void anUpdateRaisedOnOneServerReachesTheListenStreamAndLegacySubscriberOfAnother() throws Exception {
        Broadcaster shared = Broadcaster.inProcess();
        McpServer a = node(McpServer.builder("a", "1").broadcaster(shared));
        McpServer b = node(McpServer.builder("b", "1").broadcaster(shared));
        try (TestClient modern = new TestClient(b, SpecSchema.MODERN); TestClient legacy = TestClient.initialized(b)) {
            CompletableFuture<JsonNode> listen = modern.requestWithId(JSON.getNodeFactory().stringNode("l-1"),
                    "subscriptions/listen", params("\"notifications\":{\"resourceSubscriptions\":[\"" + URI + "\"]}"));
            modern.request("server/discover", params("\"x\":1"));
            legacy.request("resources/subscribe", json("{\"uri\":\"" + URI + "\"}"));

            a.notifyResourceUpdated(URI);
            a.notifyResourceUpdated("file:///not/asked/for");

            modern.request("server/discover", params("\"x\":1"));
            legacy.request("ping", json("{}"));
            List<JsonNode> updates = modern.notifications("notifications/resources/updated");
            assertThat(updates).hasSize(1);
            assertThat(updates.get(0).at("/params/uri").asString()).isEqualTo(URI);
            assertThat(updates.get(0).at("/params/_meta/io.modelcontextprotocol~1subscriptionId").asString())
                    .isEqualTo("l-1");
            assertThat(legacy.notifications("notifications/resources/updated"))
                    .extracting(n -> n.at("/params/uri").asString()).containsExactly(URI);
            assertThat(listen).isNotDone();
        }
    }

    @Test
    void aServerDeliversUpdatesOnlyThroughItsBroadcasterAndStopsFollowingItWhenClosed() {
        Recording bus = new Recording();
        McpServer server = node(McpServer.builder("s", "1").broadcaster(bus));
        try (TestClient legacy = TestClient.initialized(server)) {
            legacy.request("resources/subscribe", json("{\"uri\":\"" + URI + "\"}"));
            bus.deliver = false;
            server.notifyResourceUpdated(URI);
            legacy.request("ping", json("{}"));
            assertThat(bus.published).containsExactly("resources/updated " + URI);
            assertThat(legacy.notifications("notifications/resources/updated"))
                    .as("published only, as a shared bus that lost the message").isEmpty();

            bus.deliver = true;
            server.notifyResourceUpdated(URI);
            legacy.request("ping", json("{}"));
            assertThat(legacy.notifications("notifications/resources/updated")).hasSize(1);
        }
        assertThat(bus.subscribed).containsExactlyInAnyOrder("resources/updated", "elicitation/complete",
                "sessions/subscriptions", "tasks/cancel", "tasks/update");
        server.close();
        assertThat(bus.subscribed).as("unsubscribed on close").isEmpty();
    }

    /** A broadcaster that records what is published and delivers it only when told to. */
    private static final class Recording implements Broadcaster {
        final Broadcaster local = Broadcaster.inProcess();
        final List<String> published = new ArrayList<>();
        final List<String> subscribed = new ArrayList<>();
        volatile boolean deliver = true;

        @Override
        public synchronized void publish(String channel, String message) {
            published.add(channel + " " + message);
            if (deliver) {
                local.publish(channel, message);
            }
        }

        @Override
        public synchronized Subscription subscribe(String channel, Consumer<String> listener) {
            subscribed.add(channel);
            Subscription s = local.subscribe(channel, listener);
            return () -> {
                synchronized (this) {
                    subscribed.remove(channel);
                }
                s.close();
            };
        }
    }
}
