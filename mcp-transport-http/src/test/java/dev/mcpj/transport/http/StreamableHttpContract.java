package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static dev.mcpj.transport.http.HttpTestClient.request;
import static dev.mcpj.transport.http.HttpTestClient.untilResponse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.transport.InMemoryTransport;
import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The behaviour of the Streamable HTTP endpoint on the wire, run against each engine. Tools used:
 * {@code echo} (answers at once), {@code progress} (three progress notifications, then a result),
 * {@code signup} (asks the client a question), {@code rendezvous} (waits until three calls are
 * in), {@code stepper} (one progress, waits for the test, one more, then a result),
 * {@code blocker} (runs until cancelled), {@code poller} (closes its response stream, waits for
 * the test, then answers) and {@code whoami} (answers with the authenticated principal).
 */
abstract class StreamableHttpContract {
    protected McpServer server;
    protected HttpTestClient client;
    protected final CountDownLatch stepperGo = new CountDownLatch(1);
    protected final AtomicInteger stepperDone = new AtomicInteger();
    protected final CountDownLatch stepperStarted = new CountDownLatch(1);
    protected final CountDownLatch blockerStarted = new CountDownLatch(1);
    protected final CountDownLatch blockerInterrupted = new CountDownLatch(1);
    protected final CountDownLatch pollerGo = new CountDownLatch(1);
    private final CountDownLatch rendezvous = new CountDownLatch(3);

    /** Starts the engine serving {@code server}; returns the endpoint URL. */
    protected abstract URI start(McpServer server, HttpTransportOptions options) throws Exception;

    /** Stops the engine. */
    protected abstract void stop() throws Exception;

    /** The number of open HTTP sessions. */
    protected abstract int sessionCount();

    @BeforeEach
    void setUp() throws Exception {
        server = McpServer.builder("http-test", "1.0").progressInterval(Duration.ZERO)
                .limits(ServerLimits.defaults().withShutdownGrace(Duration.ofSeconds(2))).build();
        server.registerTool(ServerTool.builder("echo").description("Echo").handler((args, ctx) -> CallToolResult.text("echo")).build());
        server.registerTool(ServerTool.builder("progress").description("Progress").handler((args, ctx) -> {
            for (int i = 1; i <= 3; i++) {
                ctx.progress(i, 3.0, "step " + i);
                Thread.sleep(20);
            }
            return CallToolResult.text("done");
        }).build());
        server.registerTool(ServerTool.builder("signup").description("Asks").handler((args, ctx) -> {
            ElicitationResult r = ctx.elicit("Who are you?",
                    ElicitationSchema.builder().string("username", "User name", true).build());
            return CallToolResult.text(r.action() + (r.accepted() ? " " + r.content().get("username").asString() : ""));
        }).build());
        server.registerTool(ServerTool.builder("rendezvous").description("Waits for three").handler((args, ctx) -> {
            rendezvous.countDown();
            return CallToolResult.text(rendezvous.await(WAIT.toMillis(), TimeUnit.MILLISECONDS) ? "met" : "alone");
        }).build());
        server.registerTool(ServerTool.builder("stepper").description("Steps").handler((args, ctx) -> {
            ctx.progress(1, 2.0, "first");
            stepperStarted.countDown();
            stepperGo.await(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            ctx.progress(2, 2.0, "second");
            stepperDone.incrementAndGet();
            return CallToolResult.text("stepped");
        }).build());
        server.registerTool(ServerTool.builder("blocker").description("Blocks").handler((args, ctx) -> {
            blockerStarted.countDown();
            try {
                Thread.sleep(WAIT.toMillis());
            } catch (InterruptedException e) {
                blockerInterrupted.countDown();
                throw e;
            }
            return CallToolResult.text("woke");
        }).build());
        server.registerTool(ServerTool.builder("poller").description("Closes its stream").handler((args, ctx) -> {
            ctx.closeResponseStream();
            pollerGo.await(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            return CallToolResult.text("polled");
        }).build());
        server.registerTool(ServerTool.builder("whoami").description("Tells the principal").handler((args, ctx) -> CallToolResult.text(String.valueOf(ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null)))).build());
        client = new HttpTestClient(start(server, options()));
    }

    /** The options of the endpoint under test; tests of other options restart it. */
    protected HttpTransportOptions options() {
        return HttpTransportOptions.defaults();
    }

    @AfterEach
    void tearDown() throws Exception {
        stepperGo.countDown();
        pollerGo.countDown();
        stop();
        server.close();
    }

    private void restart(HttpTransportOptions options) throws Exception {
        stop();
        client = new HttpTestClient(start(server, options));
    }

    private static String hostOf(URI url) {
        return url.getHost() + ":" + url.getPort();
    }

    // ---- sessions ----

    @Test
    void initializeIssuesASessionId() throws Exception {
        HttpTestClient.Reply r = client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/result/protocolVersion").asString()).isEqualTo("2025-11-25");
        String session = r.header("Mcp-Session-Id").orElseThrow();
        assertThat(session).matches("[\\x21-\\x7E]{20,}");
        assertThat(client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}"))
                .header("Mcp-Session-Id").orElseThrow()).isNotEqualTo(session);
    }

    @Test
    void requestsNeedAKnownSession() throws Exception {
        String session = client.initialize();
        String list = request(1, "tools/list", null);
        HttpTestClient.Reply missing = client.post(null, list);
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().at("/error/message").asString()).contains("Mcp-Session-Id");
        assertThat(client.post("no-such-session", list).status()).isEqualTo(404);

        HttpTestClient.Reply ok = client.post(session, list, "MCP-Protocol-Version", "2025-11-25");
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.json().at("/result/tools").size()).isEqualTo(8);
        assertThat(ok.json().get("id").asInt()).isEqualTo(1);
    }

    @Test
    void deleteEndsTheSession() throws Exception {
        String session = client.initialize();
        assertThat(client.delete(session).status()).isEqualTo(200);
        assertThat(client.post(session, request(1, "tools/list", null)).status()).isEqualTo(404);
        assertThat(client.delete(session).status()).isEqualTo(404);
        assertThat(client.delete(null).status()).isEqualTo(400);
    }

    @Test
    void aFailedInitializeOpensNoSession() throws Exception {
        HttpTestClient.Reply r = client.post(null, request(0, "initialize", "{\"capabilities\":{}}"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32602);
        assertThat(r.header("Mcp-Session-Id")).isEmpty();
        awaitTrue(() -> sessionCount() == 0);
    }

    @Test
    void notificationsAndResponsesGet202WithNoBody() throws Exception {
        String session = client.initialize();
        HttpTestClient.Reply r = client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/roots/list_changed\"}");
        assertThat(r.status()).isEqualTo(202);
        assertThat(r.body()).isEmpty();
        HttpTestClient.Reply answer = client.post(session, "{\"jsonrpc\":\"2.0\",\"id\":\"s99\",\"result\":{}}");
        assertThat(answer.status()).isEqualTo(202);
        assertThat(answer.body()).isEmpty();
    }

    @Test
    void idleSessionsAreReapedButNotThoseWithAnOpenStream() throws Exception {
        restart(HttpTransportOptions.builder().sessionIdleTimeout(Duration.ofMillis(300)).build());
        String init = HttpTestClient.initializeRequest("2025-11-25", "{}");
        String idle = client.post(null, init).header("Mcp-Session-Id").orElseThrow();
        String listening;
        HttpTestClient.Streamed get;
        do {
            // A slow machine may let 300 ms pass between a session's initialize and its GET: the
            // session was idle, and rightly reaped (404). The test opens another; JUnit's timeout
            // is the only bound.
            listening = client.post(null, init).header("Mcp-Session-Id").orElseThrow();
            get = client.get(listening);
            if (get.status() == 404) {
                get.response().body().close();
            }
        } while (get.status() == 404);
        assertThat(get.status()).isEqualTo(200);
        try (SseStream stream = get.events()) {
            assertThat(stream.next(WAIT).isPriming()).isTrue();
            awaitTrue(() -> sessionCount() == 1);
            assertThat(client.post(idle, request(1, "tools/list", null)).status()).isEqualTo(404);
            assertThat(client.post(listening, request(2, "tools/list", null)).status()).isEqualTo(200);
        }
    }

    // ---- answers: JSON or a stream ----

    @Test
    void aCallWithProgressIsAnsweredWithAnEventStream() throws Exception {
        String session = client.initialize();
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(5, "progress", "{}", 77));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("text/event-stream");
        assertThat(r.header("Mcp-Session-Id")).contains(session);
        try (SseStream events = r.events()) {
            SseStream.Event priming = events.next(WAIT);
            assertThat(priming.isPriming()).isTrue();
            assertThat(priming.id()).isNotBlank();
            assertThat(priming.retry()).isEqualTo(1000L);
            List<JsonNode> messages = untilResponse(events, 5);
            assertThat(messages).hasSize(4);
            for (int i = 0; i < 3; i++) {
                assertThat(messages.get(i).get("method").asString()).isEqualTo("notifications/progress");
                assertThat(messages.get(i).at("/params/progressToken").asInt()).isEqualTo(77);
                assertThat(messages.get(i).at("/params/progress").asInt()).isEqualTo(i + 1);
            }
            assertThat(messages.get(3).at("/result/content/0/text").asString()).isEqualTo("done");
            assertThat(events.next(WAIT)).as("the stream ends with the response").isNull();
        }
    }

    @Test
    void aCallWithoutProgressTokenIsAnsweredWithJson() throws Exception {
        String session = client.initialize();
        HttpTestClient.Reply r = client.post(session, callTool(6, "progress", "{}", null));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("done");
    }

    @Test
    void aClientThatAcceptsOnlyJsonGetsOnlyTheResponse() throws Exception {
        String session = client.initialize();
        HttpTestClient.Reply r = client.post(session, callTool(7, "progress", "{}", 1), "Accept", "application/json");
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("done");
    }

    @Test
    void aClientThatAcceptsOnlyEventStreamsGetsTheResponseAsAnEvent() throws Exception {
        HttpTestClient.Streamed r = client.postStreamed(null, HttpTestClient.initializeRequest("2025-11-25", "{}"),
                "Accept", "text/event-stream");
        assertThat(r.contentType()).startsWith("text/event-stream");
        assertThat(r.header("Mcp-Session-Id")).isPresent();
        try (SseStream events = r.events()) {
            assertThat(untilResponse(events, 0).get(0).at("/result/protocolVersion").asString()).isEqualTo("2025-11-25");
        }
    }

    @Test
    void elicitationTravelsOnTheCallsStreamAndTheAnswerComesBackAsAPost() throws Exception {
        String session = client.initialize("{\"elicitation\":{}}");
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(8, "signup", "{}", null));
        assertThat(r.contentType()).startsWith("text/event-stream");
        try (SseStream events = r.events()) {
            JsonNode ask = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(ask.get("method").asString()).isEqualTo("elicitation/create");
            assertThat(ask.at("/params/message").asString()).isEqualTo("Who are you?");
            String answer = "{\"jsonrpc\":\"2.0\",\"id\":" + ask.get("id") + ",\"result\":{\"action\":\"accept\","
                    + "\"content\":{\"username\":\"ann\"}}}";
            assertThat(client.post(session, answer).status()).isEqualTo(202);
            JsonNode result = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(result.get("id").asInt()).isEqualTo(8);
            assertThat(result.at("/result/content/0/text").asString()).isEqualTo("ACCEPT ann");
        }
    }

    @Test
    void threeConcurrentPostsInOneSessionAreServedTogether() throws Exception {
        String session = client.initialize();
        List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            calls.add(client.postAsync(session, callTool(10 + i, "rendezvous", "{}", null),
                    "MCP-Protocol-Version", "2025-03-26"));
        }
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> r = calls.get(i).get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            assertThat(r.statusCode()).isEqualTo(200);
            JsonNode body = JSON.readTree(r.body());
            assertThat(body.get("id").asInt()).isEqualTo(10 + i);
            assertThat(body.at("/result/content/0/text").asString()).isEqualTo("met");
        }
    }

    @Test
    void aRequestIdInFlightCannotBeReused() throws Exception {
        String session = client.initialize();
        CompletableFuture<HttpResponse<String>> first = client.postAsync(session, callTool(20, "stepper", "{}", null));
        assertThat(stepperStarted.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        HttpTestClient.Reply second = client.post(session, callTool(20, "echo", "{}", null));
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.json().get("id").asInt()).isEqualTo(20);
        stepperGo.countDown();
        JsonNode body = JSON.readTree(first.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).body());
        assertThat(body.at("/result/content/0/text").asString()).isEqualTo("stepped");
    }

    @Test
    void aQuietLongCallBecomesAStreamWithKeepAlives() throws Exception {
        restart(HttpTransportOptions.builder().keepAliveInterval(Duration.ofMillis(100)).build());
        String session = client.initialize();
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(21, "stepper", "{}", null));
        assertThat(r.contentType()).startsWith("text/event-stream");
        try (SseStream events = r.events()) {
            assertThat(events.next(WAIT).isPriming()).isTrue();
            stepperGo.countDown();
            List<JsonNode> messages = untilResponse(events, 21);
            assertThat(messages.get(messages.size() - 1).at("/result/content/0/text").asString()).isEqualTo("stepped");
        }
    }

    @Test
    void cancellingARequestEndsItsStreamWithoutAResponse() throws Exception {
        String session = client.initialize();
        CompletableFuture<HttpResponse<String>> call = client.postAsync(session, callTool(22, "blocker", "{}", null));
        assertThat(blockerStarted.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        HttpTestClient.Reply cancel = client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
                + "\"params\":{\"requestId\":22,\"reason\":\"test\"}}");
        assertThat(cancel.status()).isEqualTo(202);
        HttpResponse<String> r = call.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).as("a request gets a stream or JSON, never 202")
                .startsWith("text/event-stream");
        assertThat(r.body()).as("an empty stream, with no priming event to resume from").isEmpty();
        assertThat(blockerInterrupted.await(WAIT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
    }

    @Test
    void cancellingAStreamingRequestEndsItsStreamAndLeavesNothingToResume() throws Exception {
        String session = client.initialize();
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(23, "stepper", "{}", "tok"));
        try (SseStream events = r.events()) {
            assertThat(events.next(WAIT).isPriming()).isTrue();
            SseStream.Event progress = events.nextMessage(WAIT);
            assertThat(JSON.readTree(progress.data()).at("/params/progress").asInt()).isEqualTo(1);
            assertThat(client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
                    + "\"params\":{\"requestId\":23}}").status()).isEqualTo(202);
            assertThat(events.next(WAIT)).as("the stream ends without a response").isNull();
            HttpTestClient.Reply resumed = client.send(client.request(session, "Accept", "text/event-stream",
                    "Last-Event-ID", progress.id()).GET().build());
            assertThat(resumed.status()).as("nothing will come, so a resumption is refused").isEqualTo(400);
            assertThat(resumed.json().at("/error/message").asString()).contains("ended without a response");
        }
        assertThat(stepperDone.get()).isZero();
    }

    @Test
    void aHandlerClosingItsStreamLetsTheClientResumeForTheRest() throws Exception {
        String session = client.initialize();
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(50, "poller", "{}", null));
        assertThat(r.contentType()).startsWith("text/event-stream");
        SseStream.Event priming;
        try (SseStream events = r.events()) {
            priming = events.next(WAIT);
            assertThat(priming.isPriming()).isTrue();
            assertThat(priming.retry()).as("the hint for when to come back").isEqualTo(1000L);
            assertThat(events.next(WAIT)).as("the server closes the stream before the response").isNull();
        }
        pollerGo.countDown();
        try (SseStream rest = client.get(session, "Last-Event-ID", priming.id()).events()) {
            List<JsonNode> messages = untilResponse(rest, 50);
            assertThat(messages).hasSize(1);
            assertThat(messages.get(0).at("/result/content/0/text").asString()).isEqualTo("polled");
            assertThat(rest.next(WAIT)).as("the resumed stream ends with the response").isNull();
        }
    }

    // ---- the standalone stream and resumption ----

    @Test
    void theStandaloneStreamCarriesListChanges() throws Exception {
        String session = client.initialize();
        HttpTestClient.Streamed r = client.get(session);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("text/event-stream");
        try (SseStream events = r.events()) {
            assertThat(events.next(WAIT).isPriming()).isTrue();
            server.registerTool(ServerTool.builder("late").description("Late").handler((args, ctx) -> CallToolResult.text("x")).build());
            JsonNode note = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(note.get("method").asString()).isEqualTo("notifications/tools/list_changed");
            // One standalone stream per session: a new GET takes over, and this one ends.
            try (SseStream next = client.get(session).events()) {
                assertThat(next.next(WAIT).isPriming()).isTrue();
                assertThat(events.next(WAIT)).isNull();
            }
        }
    }

    @Test
    void theStandaloneStreamResumesAfterADrop() throws Exception {
        String session = client.initialize();
        SseStream first = client.get(session).events();
        SseStream.Event priming = first.next(WAIT);
        first.close();
        server.registerTool(ServerTool.builder("late").description("Late").handler((args, ctx) -> CallToolResult.text("x")).build());
        try (SseStream resumed = client.get(session, "Last-Event-ID", priming.id()).events()) {
            JsonNode note = JSON.readTree(resumed.nextMessage(WAIT).data());
            assertThat(note.get("method").asString()).isEqualTo("notifications/tools/list_changed");
        }
    }

    @Test
    void aBrokenCallStreamResumesWithLastEventId() throws Exception {
        String session = client.initialize();
        HttpTestClient.Streamed r = client.postStreamed(session, callTool(30, "stepper", "{}", "tok"));
        SseStream events = r.events();
        SseStream.Event priming = events.next(WAIT);
        SseStream.Event first = events.nextMessage(WAIT);
        assertThat(JSON.readTree(first.data()).at("/params/progress").asInt()).isEqualTo(1);
        events.close();

        stepperGo.countDown();
        awaitTrue(() -> stepperDone.get() == 1);
        HttpTestClient.Streamed resumed = client.get(session, "Last-Event-ID", first.id());
        assertThat(resumed.status()).isEqualTo(200);
        try (SseStream rest = resumed.events()) {
            List<JsonNode> messages = untilResponse(rest, 30);
            assertThat(messages).hasSize(2);
            assertThat(messages.get(0).at("/params/progress").asInt()).isEqualTo(2);
            assertThat(messages.get(1).at("/result/content/0/text").asString()).isEqualTo("stepped");
            assertThat(rest.next(WAIT)).as("a finished stream ends after the replay").isNull();
        }
        // From the priming event, everything is replayed.
        try (SseStream all = client.get(session, "Last-Event-ID", priming.id()).events()) {
            assertThat(untilResponse(all, 30)).hasSize(3);
        }
        // An id that is none of ours cannot name a request's stream: the GET opens a fresh
        // standalone stream rather than end the client's notifications.
        HttpTestClient.Streamed fresh = client.get(session, "Last-Event-ID", "garbage");
        assertThat(fresh.status()).isEqualTo(200);
        fresh.events().close();
    }

    @Test
    void aClientDroppingItsStreamLosesNothingForOthers() throws Exception {
        String a = client.initialize();
        String b = client.initialize();
        SseStream dropped = client.postStreamed(a, callTool(40, "stepper", "{}", 1)).events();
        assertThat(dropped.nextMessage(WAIT)).isNotNull();
        dropped.close();

        try (SseStream other = client.postStreamed(b, callTool(41, "progress", "{}", 2)).events()) {
            assertThat(untilResponse(other, 41)).hasSize(4);
        }
        stepperGo.countDown();
        awaitTrue(() -> stepperDone.get() == 1);
        assertThat(client.post(a, request(42, "tools/list", null)).status()).isEqualTo(200);
        assertThat(client.post(b, request(43, "tools/list", null)).status()).isEqualTo(200);
    }

    // ---- refusals ----

    @Test
    void foreignHostsAndOriginsAreForbidden() throws Exception {
        String init = HttpTestClient.initializeRequest("2025-11-25", "{}");
        int port = client.url.getPort();
        assertThat(client.post(null, init, "Host", "evil.example.com").status()).isEqualTo(403);
        assertThat(client.post(null, init, "Host", "evil.example.com", "Origin", "http://evil.example.com").status())
                .isEqualTo(403);
        assertThat(client.post(null, init, "Origin", "http://evil.example.com").status()).isEqualTo(403);
        assertThat(client.post(null, init, "Host", "localhost:" + (port + 1)).status()).isEqualTo(403);
        assertThat(client.post(null, init, "Host", hostOf(client.url), "Origin", "http://" + hostOf(client.url))
                .status()).isEqualTo(200);
        assertThat(client.post(null, init, "Host", "localhost:" + port, "Origin", "http://localhost:" + port)
                .status()).isEqualTo(200);
    }

    @Test
    void configuredOriginsReplaceTheLoopbackDefault() throws Exception {
        restart(HttpTransportOptions.builder().allowedOrigins("https://app.example.com").build());
        String init = HttpTestClient.initializeRequest("2025-11-25", "{}");
        assertThat(client.post(null, init, "Origin", "https://app.example.com").status()).isEqualTo(200);
        assertThat(client.post(null, init, "Origin", "http://" + hostOf(client.url)).status()).isEqualTo(403);
    }

    @Test
    void theAuthenticatorRunsFirstAndSessionsBelongToTheirPrincipal() throws Exception {
        restart(HttpTransportOptions.builder().authenticator(headers -> headers.firstValue("Authorization")
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> Authentication.allow(h.substring(7)))
                .orElse(Authentication.reject("Bearer realm=\"mcp\""))).build());
        String init = HttpTestClient.initializeRequest("2025-11-25", "{}");
        HttpTestClient.Reply refused = client.post(null, init);
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.header("WWW-Authenticate")).contains("Bearer realm=\"mcp\"");
        HttpTestClient.Reply alice = client.post(null, init, "Authorization", "Bearer alice");
        assertThat(alice.status()).isEqualTo(200);
        String session = alice.header("Mcp-Session-Id").orElseThrow();
        String list = request(1, "tools/list", null);
        assertThat(client.post(session, list, "Authorization", "Bearer alice").status()).isEqualTo(200);
        assertThat(client.post(session, list, "Authorization", "Bearer bob").status()).isEqualTo(404);
        assertThat(client.post(session, callTool(2, "whoami", "{}", null), "Authorization", "Bearer alice").json()
                .at("/result/content/0/text").asString()).as("handlers see the principal").isEqualTo("alice");
    }

    @Test
    void aBodyOverTheServersMessageLimitGets413() throws Exception {
        McpServer small = McpServer.builder("small", "1.0")
                .limits(ServerLimits.defaults().withMaxMessageBytes(1000)).build();
        small.registerTool(ServerTool.builder("echo").handler((args, ctx) -> CallToolResult.text("echo")).build());
        try {
            stop();
            client = new HttpTestClient(start(small, options()));
            String session = client.initialize();
            HttpTestClient.Reply r = client.post(session,
                    callTool(1, "echo", "{\"pad\":\"" + "x".repeat(2000) + "\"}", null));
            assertThat(r.status()).isEqualTo(413);
            assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32600);
            assertThat(r.json().at("/error/message").asString()).contains("1000");
        } finally {
            stop();
            small.close();
        }
    }

    @Test
    void malformedBodiesGet400WithAJsonRpcError() throws Exception {
        String session = client.initialize();
        HttpTestClient.Reply notJson = client.post(session, "{not json");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.json().at("/error/code").asInt()).isEqualTo(-32700);
        assertThat(notJson.json().has("id")).isFalse();
        HttpTestClient.Reply batch = client.post(session, "[" + request(1, "ping", null) + "]");
        assertThat(batch.status()).isEqualTo(400);
        assertThat(batch.json().at("/error/code").asInt()).isEqualTo(-32600);
        assertThat(client.post(session, "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}").status()).isEqualTo(400);
    }

    @Test
    void aRequestTheServerCannotDecodeIsAnsweredOnItsOwnPost() throws Exception {
        String session = client.initialize();
        HttpTestClient.Reply r = client.post(session, "{\"id\":3,\"method\":\"ping\"}");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32600);
        assertThat(r.json().get("id").asInt()).isEqualTo(3);
    }

    @Test
    void anErrorWithoutIdIsAnsweredOnThePostThatCausedIt() throws Exception {
        String session = client.initialize();
        String deep = "[".repeat(100) + "]".repeat(100);
        HttpTestClient.Reply r = client.post(session, request(9, "ping", "{\"deep\":" + deep + "}"));
        // Deeper than the server's limit: read with the server's limits, the body is refused as
        // a body that is not JSON is, before the server sees it.
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32700);
        assertThat(r.json().at("/error/message").asString()).contains("limit");
        assertThat(r.json().has("id")).isFalse();
        try (SseStream standalone = client.get(session).events()) {
            assertThat(standalone.next(WAIT).isPriming()).isTrue();
            assertThat(client.post(session, request(10, "ping", null)).status()).isEqualTo(200);
        }
    }

    @Test
    void otherMethodsGet405() throws Exception {
        HttpTestClient.Reply r = client.send(client.request(null).PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(r.status()).isEqualTo(405);
        assertThat(r.header("Allow").orElseThrow()).contains("POST").contains("GET").contains("DELETE");
    }

    @Test
    void protocolVersionHeaderIsChecked() throws Exception {
        String session = client.initialize();
        String ping = request(2, "ping", null);
        assertThat(client.post(session, ping, "MCP-Protocol-Version", "1999-01-01").status()).isEqualTo(400);
        for (String v : List.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")) {
            assertThat(client.post(session, ping, "MCP-Protocol-Version", v).status()).as(v).isEqualTo(200);
        }
        assertThat(client.post(session, ping).status()).as("absent means 2025-03-26").isEqualTo(200);
    }

    @Test
    void unacceptableAcceptAndContentTypeAreRefused() throws Exception {
        String session = client.initialize();
        String ping = request(2, "ping", null);
        assertThat(client.post(session, ping, "Accept", "text/html").status()).isEqualTo(406);
        assertThat(client.post(session, ping, "Accept", "*/*").status()).isEqualTo(200);
        assertThat(client.post(session, ping, "Content-Type", "text/plain").status()).isEqualTo(415);
        assertThat(client.get(session, "Accept", "application/json").status()).isEqualTo(406);
    }

    // ---- one server, many transports ----

    @Test
    void theSameServerServesHttpAndAnotherTransportAtOnce() throws Exception {
        InMemoryTransport memory = InMemoryTransport.create();
        server.connect(memory);
        memory.client().send(HttpTestClient.initializeRequest("2025-11-25", "{}"));
        assertThat(memory.client().receive(WAIT)).contains("protocolVersion");
        String session = client.initialize();
        assertThat(client.post(session, callTool(1, "echo", "{}", null)).json().at("/result/content/0/text")
                .asString()).isEqualTo("echo");
        memory.client().send(callTool(2, "echo", "{}", null));
        assertThat(memory.client().receive(WAIT)).contains("echo");
    }

    static void awaitTrue(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Condition not met within " + WAIT);
            }
            Thread.sleep(20);
        }
    }
}
