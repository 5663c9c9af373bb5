package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The liveness and readiness probes ({@link HttpTransportOptions#livenessPath()},
 * {@link HttpTransportOptions#readinessPath()}) on every engine: off unless configured, answered
 * without the endpoint's checks but with nothing beyond their status, and readiness turning to
 * {@code 503} as soon as closing begins, while calls in flight still finish.
 */
abstract class ProbesContract {
    /** Long enough that a blocked call outlasts any wait here; the test releases it itself. */
    private static final Duration GRACE = Duration.ofMinutes(2);
    private final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final TestEngine engine;
    private McpServer server;

    /** @param engine serves the endpoint at {@code /mcp}, with the probes (if configured) beside it */
    ProbesContract(TestEngine engine) {
        this.engine = engine;
    }

    /** Closes the endpoint gracefully, as an orchestrator's stop signal would; blocks until done. */
    private void close() throws Exception {
        engine.stop();
    }

    @AfterEach
    void stop() throws Exception {
        release.countDown();
        close();
        if (server != null) {
            server.close();
        }
    }

    private URI serve(HttpTransportOptions options) throws Exception {
        server = McpServer.builder("probes", "1.0").limits(ServerLimits.defaults().withShutdownGrace(GRACE)).build();
        server.registerTool(ServerTool.builder("block").handler((args, ctx) -> {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return CallToolResult.text("released");
        }).build());
        return engine.start(server, options);
    }

    private static HttpTransportOptions probes(HttpTransportOptions.Builder b) {
        return b.livenessPath("/livez").readinessPath("/readyz").build();
    }

    private static HttpTestClient.Reply probe(URI endpoint, String path, String method) throws Exception {
        HttpTestClient client = new HttpTestClient(endpoint.resolve(path));
        return client.send(client.request(null).method(method, HttpRequest.BodyPublishers.noBody()).build());
    }

    @Test
    void probesAreOffUnlessConfigured() throws Exception {
        URI url = serve(HttpTransportOptions.defaults());
        assertThat(probe(url, "/livez", "GET").status()).isEqualTo(404);
        assertThat(probe(url, "/readyz", "GET").status()).isEqualTo(404);
    }

    @Test
    void probesAnswerOkAndNothingMore() throws Exception {
        URI url = serve(probes(HttpTransportOptions.builder()));
        for (String path : new String[] {"/livez", "/readyz"}) {
            HttpTestClient.Reply get = probe(url, path, "GET");
            assertThat(get.status()).as(path).isEqualTo(200);
            assertThat(get.body()).isEqualTo("ok\n");
            assertThat(get.contentType()).startsWith("text/plain");
            assertThat(get.header("Cache-Control")).contains("no-store");

            HttpTestClient.Reply head = probe(url, path, "HEAD");
            assertThat(head.status()).isEqualTo(200);
            assertThat(head.body()).isEmpty();

            HttpTestClient.Reply post = probe(url, path, "POST");
            assertThat(post.status()).isEqualTo(405);
            assertThat(post.header("Allow")).contains("GET, HEAD");
        }
        assertThat(probe(url, "/livez/more", "GET").status()).as("only the exact path").isEqualTo(404);
        assertThat(new HttpTestClient(url).initialize()).as("the endpoint still serves").isNotBlank();
    }

    @Test
    void probesSkipAuthenticationAndHostChecksWhileTheEndpointKeepsThem() throws Exception {
        URI url = serve(probes(HttpTransportOptions.builder()
                .authenticator(headers -> Authentication.reject("Bearer"))));
        assertThat(probe(url, "/readyz", "GET").status()).isEqualTo(200);
        assertThat(new HttpTestClient(url).post(null, HttpTestClient.initializeRequest("2025-11-25", "{}")).status())
                .as("the endpoint itself still refuses").isEqualTo(401);

        String probeAnswer = rawGet(url, "/readyz", "10.1.2.3:8080");
        assertThat(probeAnswer).startsWith("HTTP/1.1 200").endsWith("\r\n\r\nok\n");
        assertThat(rawGet(url, "/mcp", "10.1.2.3:8080")).as("the endpoint still checks Host").startsWith("HTTP/1.1 403");
    }

    @Test
    void readinessTurnsUnavailableWhileClosingDrainsCallsInFlight() throws Exception {
        URI url = serve(probes(HttpTransportOptions.builder()));
        HttpTestClient client = new HttpTestClient(url);
        CompletableFuture<HttpResponse<String>> call = client.postAsync(null,
                HttpTestClient.modernRequest(1, "tools/call", "{\"name\":\"block\",\"arguments\":{}}"),
                HttpTestClient.modernHeaders("tools/call", "block"));
        assertThat(entered.await(HttpTestClient.WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(probe(url, "/readyz", "GET").status()).isEqualTo(200);

        CompletableFuture<Void> closing = CompletableFuture.runAsync(() -> {
            try {
                close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        HttpTestClient.Reply ready = awaitStatus(url, 503);
        assertThat(ready.body()).isEqualTo("unavailable\n");
        assertThat(probe(url, "/livez", "GET").status()).as("draining is alive").isEqualTo(200);
        assertThat(closing).as("closing waits for the call in flight").isNotDone();
        assertThat(client.postModern(2, "tools/list", null, null).status()).as("new calls are refused").isEqualTo(503);

        release.countDown();
        HttpResponse<String> answer = call.get(HttpTestClient.WAIT.toSeconds(), TimeUnit.SECONDS);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).contains("released");
        closing.get(HttpTestClient.WAIT.toSeconds(), TimeUnit.SECONDS);
        assertThatThrownBy(() -> probe(url, "/livez", "GET")).as("closed: nothing listens").isInstanceOf(IOException.class);
    }

    @Test
    void probePathsMustBeDistinctAndWellFormed() {
        assertThatThrownBy(() -> HttpTransportOptions.builder().livenessPath("/p").readinessPath("/p").build())
                .isInstanceOf(IllegalStateException.class);
        for (String bad : new String[] {"", "/", "livez", "/a?b"}) {
            assertThatThrownBy(() -> HttpTransportOptions.builder().readinessPath(bad))
                    .as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }

    /** Polls readiness until it answers {@code status}; closing began already, so this is bounded by the test's wait. */
    private static HttpTestClient.Reply awaitStatus(URI url, int status) throws Exception {
        long deadline = System.nanoTime() + HttpTestClient.WAIT.toNanos();
        while (true) {
            HttpTestClient.Reply r = probe(url, "/readyz", "GET");
            if (r.status() == status || System.nanoTime() > deadline) {
                assertThat(r.status()).isEqualTo(status);
                return r;
            }
            Thread.sleep(20);
        }
    }

    /** A GET with a {@code Host} header of our choosing (the JDK's client will not send one); returns the whole answer. */
    private static String rawGet(URI url, String path, String host) throws IOException {
        try (Socket socket = new Socket(url.getHost(), url.getPort())) {
            socket.setSoTimeout((int) HttpTestClient.WAIT.toMillis());
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host
                    + "\r\nAccept: application/json, text/event-stream\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            in.transferTo(out);
            return out.toString(StandardCharsets.US_ASCII);
        }
    }
}
