package dev.mcpj.transport.http.jetty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import dev.mcpj.transport.http.TokenVerification;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The embedded Jetty engine: it serves the endpoint, and what it adds to it holds against clients
 * that misbehave. The protocol itself is the servlet's, tested in the transport module on Jetty.
 * Assertions are about behaviour, never about how fast.
 */
class JettyMcpServerTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration WAIT = Duration.ofSeconds(30);
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch slowStarted = new CountDownLatch(1);
    private final AtomicInteger slowRunning = new AtomicInteger();
    /** Counts the slow calls that have started, so that a test waits for all of them as an event. */
    private final CountDownLatch thousandSlowRunning = new CountDownLatch(1000);
    /** Counts down as the server closes a connection (an HTTP session). */
    private final CountDownLatch connectionClosed = new CountDownLatch(1);
    private McpServer server;
    private JettyMcpServer jetty;
    private ServerLimits limits = ServerLimits.defaults();

    private void serve(JettyMcpServer.Builder configured) throws Exception {
        jetty = configured.start();
    }

    private JettyMcpServer.Builder builder() {
        server = McpServer.builder("jetty-test", "1.0").limits(limits).intercept(new Interceptor() {
            @Override
            public Decision intercept(Invocation invocation) {
                return Decision.proceed();
            }

            @Override
            public void connectionClosed(Connection connection, String sessionId, Duration duration) {
                connectionClosed.countDown();
            }
        }).build();
        server.registerTool(ServerTool.builder("add").description("Quick").handler((args, ctx) -> CallToolResult.text("2")).build());
        server.registerTool(ServerTool.builder("slow").description("Blocks until released").handler((args, ctx) -> {
            slowRunning.incrementAndGet();
            thousandSlowRunning.countDown();
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
        return JettyMcpServer.builder(server).port(0);
    }

    @AfterEach
    void tearDown() {
        release.countDown();
        if (jetty != null) {
            jetty.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void servesTheEndpointOnLoopback() throws Exception {
        serve(builder());
        assertThat(jetty.url().toString()).isEqualTo("http://127.0.0.1:" + jetty.port() + "/mcp");
        String session = initialize();
        assertThat(jetty.sessionCount()).isEqualTo(1);
        assertThat(call(session, 2, "add").at("/result/content/0/text").asString()).isEqualTo("2");
    }

    @Test
    void aThousandQuietConnectionsDoNotKeepOthersFromBeingServed() throws Exception {
        serve(builder());
        List<Socket> quiet = new ArrayList<>();
        try {
            for (int i = 0; i < affordableSockets(1000); i++) {
                Socket s = new Socket("127.0.0.1", jetty.port());
                s.getOutputStream().write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
                quiet.add(s);
            }
            String session = initialize();
            assertThat(call(session, 2, "add").at("/result/content/0/text").asString()).isEqualTo("2");
        } finally {
            for (Socket s : quiet) {
                s.close();
            }
        }
    }

    /** A thousand calls in flight, each holding its handler, leave a quick call answered at once. */
    @Test
    void aQuickCallIsAnsweredBesideAThousandSlowCalls() throws Exception {
        serve(builder());
        String session = initialize();
        List<CompletableFuture<HttpResponse<String>>> slow = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            slow.add(http.sendAsync(post(session, toolCall(100 + i, "slow")), HttpResponse.BodyHandlers.ofString()));
        }
        // Starting a thousand calls takes what the machine gives it: wait for the event, with a
        // bound only against a hang, not a measure of speed.
        assertThat(thousandSlowRunning.await(10, TimeUnit.MINUTES)).as("all slow calls running").isTrue();
        assertThat(slowRunning.get()).as("slow calls running").isEqualTo(1000);
        assertThat(call(session, 2, "add").at("/result/content/0/text").asString()).isEqualTo("2");
        assertThat(slow).as("the slow calls still run").noneMatch(CompletableFuture::isDone);
        release.countDown();
        for (CompletableFuture<HttpResponse<String>> f : slow) {
            assertThat(f.get(WAIT.toSeconds(), TimeUnit.SECONDS).body()).contains("released");
        }
    }

    @Test
    void closingAnswersACallInFlightWithAnError() throws Exception {
        serve(builder());
        String session = initialize();
        CompletableFuture<HttpResponse<String>> inFlight =
                http.sendAsync(post(session, toolCall(7, "slow")), HttpResponse.BodyHandlers.ofString());
        assertThat(slowStarted.await(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        jetty.close();
        JsonNode answer = JSON.readTree(inFlight.get(WAIT.toSeconds(), TimeUnit.SECONDS).body());
        assertThat(answer.path("id").asInt()).isEqualTo(7);
        assertThat(answer.at("/error/message").asString()).contains("shutting down");
    }

    @Test
    void probesAreServedBesideTheEndpointAndReadinessFailsOnceClosingBegins() throws Exception {
        limits = ServerLimits.defaults().withShutdownGrace(Duration.ofMinutes(2));
        serve(builder().options(HttpTransportOptions.builder().livenessPath("/livez").readinessPath("/readyz").build()));
        assertThat(raw(probe("/livez"))).startsWith("HTTP/1.1 200").endsWith("\r\n\r\nok\n");
        assertThat(raw(probe("/readyz"))).startsWith("HTTP/1.1 200").endsWith("\r\n\r\nok\n");
        String session = initialize();
        initialize(); // an idle session, which closing ends at once: the sign that closing began
        CompletableFuture<HttpResponse<String>> inFlight =
                http.sendAsync(post(session, toolCall(7, "slow")), HttpResponse.BodyHandlers.ofString());
        assertThat(slowStarted.await(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> closing = CompletableFuture.runAsync(jetty::close);
        assertThat(connectionClosed.await(WAIT.toSeconds(), TimeUnit.SECONDS)).as("the idle session closed").isTrue();
        assertThat(raw(probe("/readyz"))).startsWith("HTTP/1.1 503").endsWith("\r\n\r\nunavailable\n");
        assertThat(raw(probe("/livez"))).as("draining is alive").startsWith("HTTP/1.1 200");
        release.countDown();
        assertThat(inFlight.get(WAIT.toSeconds(), TimeUnit.SECONDS).body()).contains("released");
        closing.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    @Test
    void aProbeCannotTakeTheEndpointsPath() {
        assertThatThrownBy(() -> serve(builder().options(HttpTransportOptions.builder().readinessPath("/mcp").build())))
                .isInstanceOf(IllegalStateException.class);
    }

    private static String probe(String path) {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    }

    @Test
    void jettysOwnErrorsAreJsonRpcErrorsWithoutJavaNames() throws Exception {
        serve(builder());
        String badLength = raw("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: abc\r\nConnection: close\r\n\r\n{}");
        assertThat(badLength).startsWith("HTTP/1.1 400");
        assertThat(body(badLength).at("/error/code").asInt()).isEqualTo(-32600);
        assertThat(badLength).doesNotContain("Exception").doesNotContain("java.").doesNotContainIgnoringCase("<html");

        String otherPath = raw("GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(otherPath).startsWith("HTTP/1.1 404");
        assertThat(body(otherPath).at("/error/message").asString()).contains("Not Found");
    }

    @Test
    void aConnectionQuietForTheIdleTimeoutIsClosed() throws Exception {
        serve(builder().idleTimeout(Duration.ofSeconds(1)));
        try (Socket s = new Socket("127.0.0.1", jetty.port())) {
            s.setSoTimeout((int) WAIT.toMillis());
            s.getOutputStream().write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
            // Jetty closes it (it may first answer 408): the stream ends rather than the read timing out.
            InputStream in = s.getInputStream();
            while (in.read() != -1) {
                // what Jetty says before closing does not matter
            }
        }
    }

    @Test
    void beyondTheConnectionLimitNewConnectionsWaitForOneToClose() throws Exception {
        serve(builder().maxConnections(3));
        List<Socket> held = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Socket s = new Socket("127.0.0.1", jetty.port());
            s.getOutputStream().write("GET /mcp HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            held.add(s);
        }
        try (Socket extra = new Socket("127.0.0.1", jetty.port())) {
            extra.setSoTimeout(1_000);
            OutputStream out = extra.getOutputStream();
            out.write("GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThatThrownBy(() -> extra.getInputStream().read()).as("not served while at the limit")
                    .isInstanceOf(java.net.SocketTimeoutException.class);
            held.remove(0).close();
            extra.setSoTimeout((int) WAIT.toMillis());
            String answer = new String(extra.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).as("served once a connection closed").contains("404");
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }

    /**
     * Up to {@code wanted}, as many connections as the process may open with both of their ends
     * in this JVM and room to spare.
     */
    static int affordableSockets(int wanted) {
        try {
            long max = Files.readAllLines(Path.of("/proc/self/limits")).stream()
                    .filter(l -> l.startsWith("Max open files"))
                    .mapToLong(l -> Long.parseLong(l.substring("Max open files".length()).trim().split("\\s+")[0]))
                    .findFirst().orElse(Long.MAX_VALUE);
            long open;
            try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
                open = fds.count();
            }
            return (int) Math.max(16, Math.min(wanted, (max - open - 256) / 2));
        } catch (IOException | RuntimeException e) {
            return wanted; // not Linux: assume the usual room
        }
    }

    @Test
    void withAuthorizationTheMetadataIsServedWhereChallengesPoint() throws Exception {
        BearerAuthorization authorization = BearerAuthorization.builder(
                        token -> token.equals("good")
                                ? TokenVerification.valid(new AccessToken("alice", "app", Set.of("tools:read"), null, Map.of()))
                                : TokenVerification.invalid("unknown token"),
                        ProtectedResourceMetadata.builder(URI.create("http://127.0.0.1/mcp"))
                                .authorizationServer(URI.create("https://auth.example.test"))
                                .build())
                .build();
        serve(builder().options(HttpTransportOptions.builder().authorization(authorization).build()));
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("audit").build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("Audit"))).scopes("audit:run").build());

        HttpResponse<String> refused = http.send(post(null, toolCall(1, "add")), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(401);
        String challenge = refused.headers().firstValue("WWW-Authenticate").orElseThrow();
        assertThat(challenge).contains("resource_metadata=\"").contains("/.well-known/oauth-protected-resource/mcp\"");

        for (String path : List.of("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp")) {
            HttpResponse<String> metadata = http.send(HttpRequest.newBuilder(jetty.url().resolve(path)).timeout(WAIT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(metadata.statusCode()).as(path).isEqualTo(200);
            JsonNode document = JSON.readTree(metadata.body());
            assertThat(document.path("resource").asString()).isEqualTo("http://127.0.0.1/mcp");
            assertThat(document.at("/authorization_servers/0").asString()).isEqualTo("https://auth.example.test");
            assertThat(document.path("scopes_supported").toString()).as("the declared scopes")
                    .isEqualTo("[\"audit:run\"]");
        }
        HttpResponse<String> elsewhere = http.send(HttpRequest.newBuilder(jetty.url().resolve("/.well-known/other"))
                .timeout(WAIT).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(elsewhere.statusCode()).isEqualTo(404);
    }

    // ---- a minimal client ----

    private String initialize() throws Exception {
        HttpResponse<String> r = http.send(post(null, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}"),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String session = r.headers().firstValue("Mcp-Session-Id").orElseThrow();
        http.send(post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                HttpResponse.BodyHandlers.discarding());
        return session;
    }

    private JsonNode call(String session, int id, String tool) throws Exception {
        HttpResponse<String> r = http.send(post(session, toolCall(id, tool)), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    private static String toolCall(int id, String tool) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":{}}}";
    }

    private HttpRequest post(String session, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(jetty.url()).timeout(WAIT)
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        return b.build();
    }

    private String raw(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", jetty.port())) {
            s.setSoTimeout((int) WAIT.toMillis());
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static JsonNode body(String response) {
        return JSON.readTree(response.substring(response.indexOf("\r\n\r\n") + 4));
    }
}
