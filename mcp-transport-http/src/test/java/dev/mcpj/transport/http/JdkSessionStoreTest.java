package dev.mcpj.transport.http;

import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.Implementation;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.cluster.SessionStore;
import dev.mcpj.server.transport.SessionState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Two endpoints sharing a {@link SessionStore}, as two processes behind a load balancer sharing
 * Redis: a session opened on one is served by the other, ended on either, and a stream one wrote
 * is resumed through the other, live or after its writer stopped.
 */
class JdkSessionStoreTest {
    private static final String V = "2025-11-25";
    private final List<McpServer> servers = new ArrayList<>();
    private final List<HttpMcpServer> endpoints = new ArrayList<>();
    private final CountDownLatch go = new CountDownLatch(1);
    private final Writers writers = new Writers();
    private HttpTestClient a;
    private HttpTestClient b;

    /** The in-memory store, with a switch that makes every writer look stopped. */
    private static final class Writers implements SessionStore {
        final SessionStore store = SessionStore.inMemory();
        volatile boolean allStopped;

        @Override public void save(String id, StoredSession s, Duration ttl) { store.save(id, s, ttl); }
        @Override public StoredSession load(String id, Duration ttl) { return store.load(id, ttl); }
        @Override public void delete(String id) { store.delete(id); }
        @Override public long claimStreams(String id) { return store.claimStreams(id); }
        @Override public void append(String id, StreamEvent e, int max, Duration ttl) { store.append(id, e, max, ttl); }
        @Override public StoredEvents after(String id, long stream, long seq) { return store.after(id, stream, seq); }
        @Override public void heartbeat(String node, Duration ttl) { store.heartbeat(node, ttl); }
        @Override public boolean alive(String node) { return !allStopped && store.alive(node); }
    }

    @BeforeEach
    void start() throws Exception {
        a = new HttpTestClient(endpoint("a"));
        b = new HttpTestClient(endpoint("b"));
    }

    private java.net.URI endpoint(String name) throws Exception {
        return endpoint(name, HttpTransportOptions.builder().build().maxSessions());
    }

    private java.net.URI endpoint(String name, int maxSessions) throws Exception {
        McpServer server = McpServer.builder(name, "1").progressInterval(Duration.ZERO).build();
        server.registerTool(ServerTool.builder("whoami").handler((args, ctx) -> CallToolResult.text(
                name + " " + ctx.protocolVersion() + " " + ctx.clientCapabilities())).build());
        server.registerTool(ServerTool.builder("chatty").handler((args, ctx) -> {
            ctx.log(LoggingLevel.INFO, "chatter");
            return CallToolResult.text("said");
        }).build());
        server.registerTool(ServerTool.builder("slow").handler((args, ctx) -> {
            ctx.progress(1, 2.0, "first");
            if (!go.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                return CallToolResult.text("gave up");
            }
            ctx.progress(2, 2.0, "second");
            return CallToolResult.text("slow done on " + name);
        }).build());
        servers.add(server);
        HttpMcpServer http = HttpMcpServer.builder(server).port(0).options(HttpTransportOptions.builder()
                .allowedHosts("*").sessionStore(writers).maxSessions(maxSessions).build()).start();
        endpoints.add(http);
        return http.url();
    }

    @AfterEach
    void stop() {
        go.countDown();
        endpoints.forEach(HttpMcpServer::close);
        servers.forEach(McpServer::close);
    }

    @Test
    void aSessionOpenedOnOneEndpointIsServedByTheOtherAndEndedByEither() throws Exception {
        String session = a.initialize("{\"roots\":{}}");
        HttpTestClient.Reply onB = b.post(session, callTool(1, "whoami", "{}", null), "MCP-Protocol-Version", V);
        assertThat(onB.status()).isEqualTo(200);
        assertThat(onB.header("Mcp-Session-Id")).contains(session);
        assertThat(onB.json().at("/result/content/0/text").asString()).isEqualTo("b " + V + " {\"roots\":{}}");
        assertThat(endpoints.get(1).sessionCount()).isEqualTo(1);

        assertThat(b.delete(session).status()).isEqualTo(200);
        HttpTestClient.Reply onA = a.post(session, callTool(2, "whoami", "{}", null), "MCP-Protocol-Version", V);
        assertThat(onA.status()).as("ended on the other endpoint").isEqualTo(404);
        assertThat(endpoints.get(0).sessionCount()).isZero();
    }

    @Test
    void aFullEndpointAsksToRetryASessionItWouldTakeUpRatherThanCallingItGone() throws Exception {
        HttpTestClient full = new HttpTestClient(endpoint("full", 1));
        full.initialize();
        String session = a.initialize();

        HttpTestClient.Reply post = full.post(session, callTool(3, "whoami", "{}", null), "MCP-Protocol-Version", V);
        assertThat(post.status()).as("the session exists; this endpoint is full").isEqualTo(503);
        assertThat(post.header("Retry-After")).contains("5");
        assertThat(post.json().get("id").asInt()).isEqualTo(3);
        assertThat(post.json().at("/error/message").asString()).contains("too many sessions");
        HttpTestClient.Streamed get = full.get(session, "MCP-Protocol-Version", V);
        assertThat(get.status()).isEqualTo(503);
        assertThat(get.header("Retry-After")).contains("5");

        assertThat(a.post(session, callTool(4, "whoami", "{}", null), "MCP-Protocol-Version", V).status())
                .as("the session goes on where there is room").isEqualTo(200);
    }

    @Test
    void aLevelSetThroughOneEndpointHoldsOnAnotherThatTakesTheSessionUpLater() throws Exception {
        String session = a.initialize();
        HttpTestClient.Reply set = a.post(session, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"logging/setLevel\","
                + "\"params\":{\"level\":\"error\"}}", "MCP-Protocol-Version", V);
        assertThat(set.status()).as(set.body()).isEqualTo(200);

        HttpTestClient.Reply call = b.post(session, callTool(3, "chatty", "{}", null), "MCP-Protocol-Version", V);
        assertThat(call.status()).isEqualTo(200);
        assertThat(call.body()).contains("said").as("an info message below the level set").doesNotContain("chatter");
    }

    @Test
    void anUnknownSessionIsStillNotFound() throws Exception {
        assertThat(b.post("no-such-session", callTool(1, "whoami", "{}", null), "MCP-Protocol-Version", V).status())
                .isEqualTo(404);
    }

    @Test
    void aStreamWrittenByOneEndpointIsResumedThroughTheOtherWithEveryLaterEvent() throws Exception {
        String session = a.initialize();
        String lastSeen;
        try (SseStream events = a.postStreamed(session, callTool(7, "slow", "{}", "t"), "MCP-Protocol-Version", V).events()) {
            assertThat(events.next(WAIT).data()).as("priming").isEmpty();
            SseStream.Event progress = events.nextMessage(WAIT);
            assertThat(JSON.readTree(progress.data()).at("/params/message").asString()).isEqualTo("first");
            lastSeen = progress.id();
        }
        // The client's connection broke; it resumes through the other endpoint while the call runs.
        HttpTestClient.Streamed resumed = b.get(session, "Last-Event-ID", lastSeen, "MCP-Protocol-Version", V);
        assertThat(resumed.status()).isEqualTo(200);
        go.countDown();
        try (SseStream events = resumed.events()) {
            JsonNode second = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(second.at("/params/message").asString()).isEqualTo("second");
            JsonNode result = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(result.get("id").asInt()).isEqualTo(7);
            assertThat(result.at("/result/content/0/text").asString()).isEqualTo("slow done on a");
            assertThat(events.next(WAIT)).as("the stream ends with its response").isNull();
        }
    }

    @Test
    void aStreamWhoseWriterStoppedEndsWithAnErrorForItsRequest() throws Exception {
        String session = a.initialize();
        String priming;
        try (SseStream events = a.postStreamed(session, callTool("call-9", "slow", "{}", "t"), "MCP-Protocol-Version", V)
                .events()) {
            priming = events.next(WAIT).id();
            events.nextMessage(WAIT);
        }
        writers.allStopped = true;
        try (SseStream events = b.get(session, "Last-Event-ID", priming, "MCP-Protocol-Version", V).events()) {
            JsonNode missed = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(missed.at("/params/message").asString()).as("stored before it stopped").isEqualTo("first");
            JsonNode lost = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(lost.get("id").asString()).isEqualTo("call-9");
            assertThat(lost.at("/error/message").asString()).contains("stopped before it completed");
            assertThat(events.next(WAIT)).isNull();
        }
    }

    /**
     * The standalone stream of one endpoint, resumed on the other (as when the first process
     * died): what the store kept after the client's last event, then the new endpoint's own
     * notifications; its event ids never repeat the first endpoint's.
     */
    @Test
    void aStandaloneStreamResumesOnAnotherEndpointFromTheStore() throws Exception {
        String session = a.initialize();
        SseStream onA = a.get(session, "MCP-Protocol-Version", V).events();
        SseStream.Event priming = onA.next(WAIT);
        assertThat(priming.isPriming()).isTrue();
        onA.close();
        // Sent by a while nobody listens: kept in a's buffer and in the store.
        servers.get(0).registerTool(ServerTool.builder("late-a").handler((args, ctx) -> CallToolResult.text("x")).build());
        HttpTestClient.Streamed resumed = b.get(session, "Last-Event-ID", priming.id(), "MCP-Protocol-Version", V);
        assertThat(resumed.status()).isEqualTo(200);
        try (SseStream onB = resumed.events()) {
            SseStream.Event missed = onB.nextMessage(WAIT);
            assertThat(JSON.readTree(missed.data()).get("method").asString())
                    .isEqualTo("notifications/tools/list_changed");
            SseStream.Event bPriming = onB.next(WAIT);
            assertThat(bPriming.isPriming()).isTrue();
            assertThat(bPriming.id()).as("b's own block of stream numbers").isNotEqualTo(priming.id())
                    .doesNotStartWith("0-");
            servers.get(1).registerTool(ServerTool.builder("late-b").handler((args, ctx) -> CallToolResult.text("x")).build());
            SseStream.Event own = onB.nextMessage(WAIT);
            assertThat(JSON.readTree(own.data()).get("method").asString()).isEqualTo("notifications/tools/list_changed");
            assertThat(own.id()).startsWith(bPriming.id().substring(0, bPriming.id().indexOf('-') + 1));
        }
    }

    /** An id the store does not have, on the standalone GET: a fresh stream, not a refusal. */
    @Test
    void anUnknownStandaloneEventIdOpensAFreshStream() throws Exception {
        String session = a.initialize();
        HttpTestClient.Streamed r = b.get(session, "Last-Event-ID", "0-999", "MCP-Protocol-Version", V);
        assertThat(r.status()).isEqualTo(200);
        try (SseStream onB = r.events()) {
            assertThat(onB.next(WAIT).isPriming()).isTrue();
            servers.get(1).registerTool(ServerTool.builder("late-b").handler((args, ctx) -> CallToolResult.text("x")).build());
            assertThat(JSON.readTree(onB.nextMessage(WAIT).data()).get("method").asString())
                    .isEqualTo("notifications/tools/list_changed");
        }
    }

    @Test
    void anEventTheStoreNoLongerHasCannotBeResumed() throws Exception {
        String session = a.initialize();
        // Stream 99 of block 0 is a request's stream: the client must send its request again.
        HttpTestClient.Streamed r = b.get(session, "Last-Event-ID", "99-1", "MCP-Protocol-Version", V);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.text()).contains("cannot resume");
    }

    @Test
    void aSessionlessTransportTakesNoStoreAndAStoredSessionRoundTrips() {
        assertThatThrownBy(() -> HttpTransportOptions.builder().sessionless(true).sessionStore(SessionStore.inMemory())
                .build()).isInstanceOf(IllegalStateException.class);
        SessionStore.StoredSession s = new SessionStore.StoredSession("alice", new SessionState(V,
                Implementation.of("c", "2"), JSON.readTree("{\"sampling\":{}}"), LoggingLevel.WARNING));
        SessionStore.StoredSession back = SessionStore.StoredSession.decode(s.encode());
        assertThat(back.principal()).isEqualTo("alice");
        assertThat(back.state().clientInfo().version()).isEqualTo("2");
        assertThat(back.state().clientCapabilities().toString()).isEqualTo("{\"sampling\":{}}");
        assertThat(back.state().logLevel()).isEqualTo(LoggingLevel.WARNING);
        assertThatThrownBy(() -> SessionStore.StoredSession.decode("{}")).isInstanceOf(IllegalArgumentException.class);
    }
}
