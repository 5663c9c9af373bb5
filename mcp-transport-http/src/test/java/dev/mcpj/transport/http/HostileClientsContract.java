package dev.mcpj.transport.http;

import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.callTool;
import static dev.mcpj.transport.http.HttpTestClient.untilResponse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What clients that misbehave, or are many, or vanish, must not do to the others, run against
 * each engine: quiet connections, many slow calls, a server that stops with calls in flight, a
 * standalone stream whose client vanished, and sessions that fill the resumption buffers. The
 * assertions are about behaviour (answered at all, answered before the slow calls end), never
 * about how fast.
 */
abstract class HostileClientsContract {
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch slowStarted = new CountDownLatch(1);
    /** A permit for each slow call whose handler runs: a test takes as many as it started calls. */
    private final Semaphore slowRunning = new Semaphore(0);
    protected McpServer server;
    protected HttpTestClient client;
    private URI url;

    /** Starts the engine serving {@code server}; returns the endpoint URL. */
    protected abstract URI start(McpServer server, HttpTransportOptions options) throws Exception;

    /** Stops the engine, letting calls in flight finish within the server's grace. */
    protected abstract void stop() throws Exception;

    /** How many quiet connections this engine is shown to withstand in a test. */
    protected abstract int quietConnections();

    void serve(HttpTransportOptions options, Duration grace) throws Exception {
        server = McpServer.builder("hostile", "1.0").progressInterval(Duration.ZERO)
                .limits(ServerLimits.defaults().withShutdownGrace(grace)).build();
        server.registerTool(ServerTool.builder("add").description("Quick").handler((args, ctx) -> CallToolResult.text("2")).build());
        server.registerTool(ServerTool.builder("slow").description("Blocks until released, ignoring interrupts").handler((args, ctx) -> {
                    ctx.progress(1, 2.0, "started");
                    slowRunning.release();
                    slowStarted.countDown();
                    while (true) {
                        try {
                            release.await();
                            return CallToolResult.text("released");
                        } catch (InterruptedException e) {
                            // carries on, as code deep in a library might
                        }
                    }
                }).build());
        server.registerTool(ServerTool.builder("chatty").description("Many progress events, then a result").handler((args, ctx) -> {
                    for (int i = 1; i <= 40; i++) {
                        ctx.progress(i, 40.0, "x".repeat(200));
                    }
                    return CallToolResult.text("said it all");
                }).build());
        url = start(server, options);
        client = new HttpTestClient(url);
    }

    @AfterEach
    void tearDown() throws Exception {
        release.countDown();
        stop();
        if (server != null) {
            server.close();
        }
    }

    @Test
    void quietConnectionsDoNotKeepOthersFromBeingServed() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        List<Socket> quiet = new ArrayList<>();
        try {
            for (int i = 0; i < quietConnections(); i++) {
                Socket s = new Socket(url.getHost(), url.getPort());
                OutputStream out = s.getOutputStream();
                // A request line and part of the headers, then nothing.
                out.write(("POST " + url.getPath() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                quiet.add(s);
            }
            String session = client.initialize();
            HttpTestClient.Reply r = client.post(session, callTool(2, "add", "{}", null));
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.json().at("/result/content/0/text").asString()).isEqualTo("2");
        } finally {
            for (Socket s : quiet) {
                s.close();
            }
        }
    }

    /**
     * A thousand calls in flight in one session, each holding its handler, leave a quick call in
     * that session answered at once (the server once had eight handler threads, and the JDK
     * engine sixteen before JDK 21); each is answered once released.
     */
    @Test
    void aQuickCallIsAnsweredBesideAThousandSlowCalls() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String session = client.initialize();
        List<CompletableFuture<HttpResponse<String>>> slow = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            slow.add(client.postAsync(session, callTool(100 + i, "slow", "{}", 100 + i)));
        }
        // However long a loaded machine takes to start a thousand handlers: JUnit's timeout is the bound.
        slowRunning.acquire(1000);
        HttpTestClient.Reply quick = client.post(session, callTool(2, "add", "{}", null));
        assertThat(quick.json().at("/result/content/0/text").asString()).isEqualTo("2");
        assertThat(slow).as("the slow calls still run").noneMatch(CompletableFuture::isDone);
        release.countDown();
        for (CompletableFuture<HttpResponse<String>> f : slow) {
            assertThat(f.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).body()).contains("released");
        }
    }

    @Test
    void stoppingAnswersEveryCallInFlightWithAnError() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String session = client.initialize();
        // One call whose POST became an event stream (it sent progress), one still held for JSON.
        HttpTestClient.Streamed streamed = client.postStreamed(session, callTool(7, "slow", "{}", 7));
        assertThat(streamed.contentType()).startsWith("text/event-stream");
        CompletableFuture<HttpResponse<String>> held = client.postAsync(session, callTool(8, "slow", "{}", null),
                "Accept", "application/json");
        try (SseStream events = streamed.events()) {
            JsonNode progress = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(progress.path("method").asString()).isEqualTo("notifications/progress");
            slowRunning.acquire(2); // both calls run
            Thread stopper = new Thread(() -> {
                try {
                    stop();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            stopper.start();
            List<JsonNode> rest = untilResponse(events, 7);
            JsonNode answer = rest.get(rest.size() - 1);
            assertThat(answer.at("/error/message").asString()).contains("shutting down");
            HttpResponse<String> other = held.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            assertThat(JSON.readTree(other.body()).at("/error/message").asString()).contains("shutting down");
            stopper.join(WAIT.toMillis());
        }
    }

    /** A handler that ignores interruption in each of several sessions: every call still gets its answer. */
    @Test
    void stoppingAnswersAStuckCallInEverySession() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            HttpTestClient c = new HttpTestClient(url);
            calls.add(c.postAsync(c.initialize(), callTool(10 + i, "slow", "{}", null), "Accept", "application/json"));
        }
        slowRunning.acquire(8);
        stop();
        for (CompletableFuture<HttpResponse<String>> f : calls) {
            assertThat(f.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).body()).contains("shutting down");
        }
    }

    @Test
    void aNewStandaloneStreamTakesOverFromOneWhoseClientVanished() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String session = client.initialize();
        // The first client opens the stream and vanishes without a word: its socket stays open.
        HttpTestClient.Streamed first = client.get(session);
        assertThat(first.status()).isEqualTo(200);
        SseStream old = first.events();
        assertThat(old.next(WAIT).isPriming()).isTrue();

        HttpTestClient.Streamed second = new HttpTestClient(url).get(session);
        assertThat(second.status()).as("a new GET is accepted at once").isEqualTo(200);
        try (SseStream events = second.events()) {
            assertThat(events.next(WAIT).isPriming()).isTrue();
            assertThat(old.next(WAIT)).as("the old stream ends").isNull();
            server.registerTool(ServerTool.builder("late").description("Late").handler((args, ctx) -> CallToolResult.text("x")).build());
            JsonNode note = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(note.get("method").asString()).isEqualTo("notifications/tools/list_changed");
        }
    }

    @Test
    void theBoundOnBufferedEventsAcrossSessionsDropsTheOldestFirst() throws Exception {
        // Room for about one chatty call's events (40 events of some 300 bytes), not two.
        serve(HttpTransportOptions.builder().maxBufferedEventBytes(16 * 1024).build(), Duration.ZERO);
        String first = client.initialize();
        String firstPriming;
        try (SseStream events = client.postStreamed(first, callTool(3, "chatty", "{}", 3)).events()) {
            SseStream.Event priming = events.next(WAIT);
            assertThat(priming.isPriming()).isTrue();
            firstPriming = priming.id();
            untilResponse(events, 3);
        }
        // While there is room, the first call's stream can be replayed from its start.
        HttpTestClient.Streamed replay = client.get(first, "Last-Event-ID", firstPriming);
        assertThat(replay.status()).isEqualTo(200);
        replay.text();

        HttpTestClient other = new HttpTestClient(url);
        String second = other.initialize();
        try (SseStream events = other.postStreamed(second, callTool(4, "chatty", "{}", 4)).events()) {
            assertThat(untilResponse(events, 4)).hasSize(41);
        }
        // The second session's events took the room: the first session's oldest were dropped,
        // and its stream can no longer be replayed without a gap.
        HttpTestClient.Reply refused = client.send(client.request(first, "Accept", "text/event-stream",
                "Last-Event-ID", firstPriming).GET().build());
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().at("/error/message").asString()).contains("dropped");
    }

    /**
     * Kept-alive connections stay open between requests however many pause at once. The JDK
     * server closes a connection as it goes idle once 200 others are idle (its default), so a
     * client's next request on it found it closed; a POST is not safe to send again.
     */
    @Test
    void manyKeptAliveConnectionsPausingAtOnceStayOpen() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        byte[] call = HttpTestClient.modernRequest(3, "tools/call", "{\"name\":\"add\",\"arguments\":{}}")
                .getBytes(StandardCharsets.UTF_8);
        Map<String, String> headers = new LinkedHashMap<>(Map.of("Accept", HttpTestClient.ACCEPT_BOTH,
                "Content-Type", "application/json", "MCP-Protocol-Version", HttpTestClient.MODERN,
                "Mcp-Method", "tools/call", "Mcp-Name", "add"));
        List<KeptAliveConnection> connections = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                connections.add(new KeptAliveConnection(url, WAIT));
            }
            for (int round = 1; round <= 2; round++) {
                for (int i = 0; i < connections.size(); i++) {
                    KeptAliveConnection.Response r;
                    try {
                        r = connections.get(i).post(url.getRawPath(), headers, call);
                    } catch (IOException e) {
                        throw new AssertionError("round " + round + ", connection " + i + ": " + e, e);
                    }
                    assertThat(r.status()).as(r.text()).isEqualTo(200);
                    assertThat(r.text()).contains("\"text\":\"2\"");
                }
            }
            assertThat(connections).allSatisfy(c -> assertThat(c.opened()).isEqualTo(1));
        } finally {
            for (KeptAliveConnection c : connections) {
                c.close();
            }
        }
    }

    @Test
    void duplicateKeysAreRefusedAlikeInBothEras() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String session = client.initialize();
        HttpTestClient.Reply inSession = client.post(session,
                "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"add\",\"name\":\"x\"}}");
        // The key is repeated after the request was built: building it would keep one of the two.
        String modern = HttpTestClient.modernRequest(6, "tools/list", "{\"a\":1}").replace("\"a\":1", "\"a\":1,\"a\":2");
        assertThat(modern).contains("\"a\":1,\"a\":2");
        HttpTestClient.Reply stateless = client.post(null, modern, HttpTestClient.modernHeaders("tools/list", null));
        for (HttpTestClient.Reply r : List.of(inSession, stateless)) {
            assertThat(r.status()).as(r.body()).isEqualTo(400);
            assertThat(r.json().at("/error/code").asInt()).isEqualTo(-32700);
            assertThat(r.json().at("/error/message").asString()).contains("repeats a key").doesNotContain("not valid JSON");
        }
    }

    /**
     * The envelope is read once, by the server's codec, before routing. A request it refuses but
     * can read is answered on its own POST as the server answers it: 400 when stateless (its
     * error is the client's to fix), 200 in a session; an invalid notification is dropped with 202.
     */
    @Test
    void aRequestWithoutTheJsonRpcVersionIsAnsweredOnItsOwnPostInBothEras() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String session = client.initialize();
        String unversioned = HttpTestClient.modernRequest(7, "tools/list", null).replace("\"jsonrpc\":\"2.0\",", "");
        assertThat(unversioned).doesNotContain("jsonrpc");
        HttpTestClient.Reply stateless = client.post(null, unversioned, HttpTestClient.modernHeaders("tools/list", null));
        HttpTestClient.Reply inSession = client.post(session, unversioned);
        assertThat(stateless.status()).as(stateless.body()).isEqualTo(400);
        assertThat(inSession.status()).as(inSession.body()).isEqualTo(200);
        for (HttpTestClient.Reply r : List.of(stateless, inSession)) {
            assertThat(r.json().at("/error/code").asInt()).as(r.body()).isEqualTo(-32600);
            assertThat(r.json().at("/error/message").asString()).contains("jsonrpc");
            assertThat(r.json().at("/id").asInt()).as(r.body()).isEqualTo(7);
        }
        for (String dropped : List.of("{\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\",\"params\":5}")) {
            assertThat(client.post(session, dropped).status()).as(dropped).isEqualTo(202);
            assertThat(client.post(null, dropped, HttpTestClient.modernHeaders("notifications/initialized", null))
                    .status()).as(dropped).isEqualTo(202);
        }
    }

    /** Sends raw bytes on a new connection and returns all the server wrote back. */
    protected String raw(String request) throws IOException {
        try (Socket s = new Socket(url.getHost(), url.getPort())) {
            s.setSoTimeout((int) WAIT.toMillis());
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            s.shutdownOutput();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    protected URI url() {
        return url;
    }
}
