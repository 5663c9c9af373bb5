package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.JsonValues;
import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An HTTP request's handler runs on the thread the engine serves the request on, with no hand-off,
 * unless it is slow; and a burst of slow calls holds at most one of the engine's threads.
 */
class LentThreadTest {
    private static final int BURST = 16;
    private final ExecutorService io = Executors.newCachedThreadPool();
    private final ExecutorService engine = Executors.newFixedThreadPool(BURST);
    private final Set<Thread> engineThreads = ConcurrentHashMap.newKeySet();
    private final List<Thread> ranOn = new CopyOnWriteArrayList<>();
    private final List<Thread> closedOn = new CopyOnWriteArrayList<>();
    private final CountDownLatch holding = new CountDownLatch(BURST);
    private final CountDownLatch release = new CountDownLatch(1);
    private McpServer server;
    private HttpCore core;

    private void serve(boolean handlersOnRequestThread) {
        server = McpServer.builder("lent", "1.0").handlersOnReadThread(handlersOnRequestThread)
                .intercept(new Interceptor() {
                    @Override
                    public Decision intercept(Invocation invocation) {
                        return Decision.proceed();
                    }

                    @Override
                    public void connectionClosed(Connection connection, String sessionId, Duration duration) {
                        closedOn.add(Thread.currentThread());
                    }
                }).build();
        server.registerTool(ServerTool.builder("where").handler((args, ctx) -> {
            ranOn.add(Thread.currentThread());
            return CallToolResult.text("here");
        }).build());
        server.registerTool(ServerTool.builder("there").handler((args, ctx) -> {
            ranOn.add(Thread.currentThread());
            return CallToolResult.text("there");
        }).build());
        server.registerTool(ServerTool.builder("hold").handler((args, ctx) -> {
            if (args.json().path("hold").asBoolean()) {
                ranOn.add(Thread.currentThread());
                holding.countDown();
                release.await();
            }
            return CallToolResult.text("held");
        }).build());
        core = new HttpCore(server, HttpTransportOptions.defaults(), io);
    }

    @AfterEach
    void tearDown() {
        release.countDown();
        core.close();
        server.close();
        io.shutdownNow();
        engine.shutdownNow();
    }

    /**
     * Each call asserted on is the first of its tool to run on a request thread. A handler that
     * held that thread for a tick (a loaded machine takes the core from it now and then) is slow
     * from then on, and its next calls rightly run on the executor: so no assertion here follows
     * a run the watchdog could have judged. A run on the executor is not judged.
     */
    @Test
    void aQuickHandlerRunsOnTheThreadServingItsRequestInASessionAndStateless() throws Exception {
        serve(true);
        // The server's first answer: nothing is compiled yet, so the call compiles "there"'s
        // schemas on the executor, and the next finds them ready.
        assertThat(text(call(null, "there"))).isEqualTo("there");
        assertThat(ranOn).doesNotContain(Thread.currentThread());
        ranOn.clear();
        String session = open();
        // "where"'s schemas started compiling with the first answer: the first call finds them
        // ready and runs here, or compiles them on the executor; then the next runs here.
        assertThat(text(call(session, "where"))).isEqualTo("here");
        if (!ranOn.contains(Thread.currentThread())) {
            ranOn.clear();
            assertThat(text(call(session, "where"))).isEqualTo("here");
        }
        assertThat(text(call(null, "there"))).isEqualTo("there");
        assertThat(ranOn).containsExactly(Thread.currentThread(), Thread.currentThread());
    }

    @Test
    void aStatelessRequestAnsweredOnTheThreadServingItEndsItsConnectionThereToo() throws Exception {
        serve(true);
        assertThat(text(call(null, "where"))).as("the first call waits for the tool's schemas").isEqualTo("here");
        ranOn.clear();
        assertThat(text(call(null, "where"))).isEqualTo("here");
        assertThat(ranOn).containsExactly(Thread.currentThread());
        assertThat(closedOn).as("closed before the engine's thread is done with the request")
                .containsOnlyOnce(Thread.currentThread());
    }

    @Test
    void withHandlersKeptOffRequestThreadsEveryHandlerRunsOnTheExecutor() throws Exception {
        serve(false);
        String session = open();
        assertThat(text(call(session, "where"))).isEqualTo("here");
        assertThat(text(call(session, "where"))).isEqualTo("here");
        assertThat(text(call(null, "where"))).isEqualTo("here");
        assertThat(ranOn).hasSize(3).doesNotContain(Thread.currentThread());
    }

    @Test
    void aBurstOfSlowCallsHoldsAtMostOneOfTheEnginesThreads() throws Exception {
        serve(true);
        String session = open();
        assertThat(text(call(session, "hold"))).as("quick once, schemas compiled").isEqualTo("held");
        List<RecordedExchange> calls = new ArrayList<>();
        for (int i = 0; i < BURST; i++) {
            RecordedExchange call = request(i % 2 == 0 ? session : null, "hold", "{\"hold\":true}", 10 + i);
            calls.add(call);
            engine.execute(() -> {
                engineThreads.add(Thread.currentThread());
                core.handle(call);
            });
        }
        assertThat(holding.await(20, TimeUnit.SECONDS)).as("every slow call runs").isTrue();
        assertThat(ranOn.stream().filter(engineThreads::contains).count())
                .as("slow handlers on the threads serving their requests").isLessThanOrEqualTo(1);
        release.countDown();
        for (RecordedExchange call : calls) {
            assertThat(text(call)).isEqualTo("held");
        }
    }

    private String open() throws Exception {
        RecordedExchange init = RecordedExchange.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
        core.handle(init);
        init.answer.get(20, TimeUnit.SECONDS);
        String session = init.responseHeaders.get("Mcp-Session-Id");
        core.handle(RecordedExchange.post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "Mcp-Session-Id", session, "MCP-Protocol-Version", "2025-11-25"));
        return session;
    }

    private RecordedExchange call(String session, String tool) {
        RecordedExchange call = request(session, tool, "{}", 2);
        core.handle(call);
        return call;
    }

    /** A {@code tools/call} in {@code session}, or stateless (2026-07-28) without one. */
    private static RecordedExchange request(String session, String tool, String arguments, int id) {
        if (session != null) {
            return RecordedExchange.post("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":"
                    + "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}}",
                    "Mcp-Session-Id", session, "MCP-Protocol-Version", "2025-11-25");
        }
        String modern = "2026-07-28";
        return RecordedExchange.post("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{"
                + "\"name\":\"" + tool + "\",\"arguments\":" + arguments + ",\"_meta\":{"
                + "\"io.modelcontextprotocol/protocolVersion\":\"" + modern + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}}",
                "MCP-Protocol-Version", modern, "Mcp-Method", "tools/call", "Mcp-Name", tool);
    }

    private static String text(RecordedExchange call) throws Exception {
        String answer = call.answer.get(20, TimeUnit.SECONDS);
        assertThat(call.status).as(answer).isEqualTo(200);
        return JsonValues.mapper().readTree(answer).at("/result/content/0/text").asString();
    }
}
