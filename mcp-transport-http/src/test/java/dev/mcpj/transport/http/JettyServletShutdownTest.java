package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerTool;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@link McpHttpServlet#shutdown()} in a running container: what a container's graceful shutdown
 * needs before it drains its requests, since an open event stream never ends by itself.
 */
class JettyServletShutdownTest {
    private final CountDownLatch callStarted = new CountDownLatch(1);
    private final McpServer server = McpServer.builder("stopping", "1.0")
            .limits(ServerLimits.defaults().withShutdownGrace(Duration.ofMillis(200)))
            .build();
    private final Server jetty = new Server();
    private McpHttpServlet servlet;
    private HttpTestClient client;

    @AfterEach
    void stop() throws Exception {
        jetty.stop();
        server.close();
    }

    private void start() throws Exception {
        server.registerTool(ServerTool.builder("hang").handler((args, ctx) -> {
            callStarted.countDown();
            new CountDownLatch(1).await(); // until interrupted by the shutdown
            return CallToolResult.text("never");
        }).build());
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        servlet = new McpHttpServlet(server);
        ServletHolder holder = new ServletHolder(servlet);
        holder.setAsyncSupported(true);
        context.addServlet(holder, "/mcp");
        jetty.setHandler(context);
        jetty.start();
        client = new HttpTestClient(URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/mcp"));
    }

    @Test
    void shutdownEndsTheOpenStreamsAnswersTheCallsInFlightAndRefusesNewRequests() throws Exception {
        start();
        String session = client.initialize();
        HttpTestClient.Streamed get = client.get(session, "MCP-Protocol-Version", "2025-11-25");
        assertThat(get.status()).isEqualTo(200);
        SseStream standalone = get.events();
        assertThat(standalone.next(HttpTestClient.WAIT).isPriming()).isTrue();
        CompletableFuture<java.net.http.HttpResponse<String>> call = client.postAsync(session,
                HttpTestClient.callTool(7, "hang", "{}", null), "MCP-Protocol-Version", "2025-11-25");
        assertThat(callStarted.await(20, TimeUnit.SECONDS)).isTrue();

        servlet.shutdown();

        while (standalone.next(HttpTestClient.WAIT) != null) {
            // events before the end, if any
        }
        java.net.http.HttpResponse<String> answered = call.get(20, TimeUnit.SECONDS);
        JsonNode answer = HttpTestClient.JSON.readTree(answered.body().contains("data:")
                ? answered.body().substring(answered.body().indexOf("data:") + 5).trim() : answered.body());
        assertThat(answer.at("/error/message").asString()).as("%s", answered.body()).contains("shutting down");
        assertThat(servlet.sessionCount()).isZero();
        assertThat(client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}")).status())
                .as("the container still runs; the endpoint refuses").isEqualTo(503);
        servlet.shutdown(); // again: nothing more happens
        servlet.destroy();
    }
}
