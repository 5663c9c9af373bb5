package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every POST of a request is answered exactly once (one JSON response, or one event stream) while
 * everything that can claim it races: the response itself, a progress notification turning it into
 * a stream, the keep-alive upkeep doing the same, a cancellation ending it, and the session ending.
 * Seeded; {@code -Danswered.seed} replays a failing round.
 */
class AnsweredOnceTest {
    private static final String VERSION = "2025-11-25";
    private static final int ROUNDS = 60;
    private static final int CALLS = 48;

    private final ExecutorService clients = Executors.newFixedThreadPool(8);
    private final ExecutorService io = Executors.newCachedThreadPool();
    private McpServer server;
    private HttpCore core;

    @BeforeEach
    void setUp() {
        server = McpServer.builder("answered-once", "1.0").build();
        server.registerTool(ServerTool.builder("quick").handler((args, ctx) -> CallToolResult.text("quick")).build());
        server.registerTool(ServerTool.builder("chatty").handler((args, ctx) -> {
            ctx.progress(1, 2.0, "half");
            return CallToolResult.text("chatty");
        }).build());
        server.registerTool(ServerTool.builder("nap").handler((args, ctx) -> {
            Thread.sleep(args.json().path("ms").asInt());
            return CallToolResult.text("nap");
        }).build());
        // Upkeep every 10 ms turns POSTs held over 10 ms into streams while their answers arrive.
        core = new HttpCore(server, HttpTransportOptions.builder().keepAliveInterval(Duration.ofMillis(10)).build(), io);
    }

    @AfterEach
    void tearDown() {
        core.close();
        server.close();
        clients.shutdownNow();
        io.shutdownNow();
    }

    @Test
    void everyRequestIsAnsweredOnceWhileAnswersCancellationsAndTheSessionsEndRace() throws Exception {
        long seed = Long.getLong("answered.seed", System.nanoTime());
        Random random = new Random(seed);
        List<List<RecordedExchange>> rounds = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            List<RecordedExchange> calls = round(random.nextLong());
            rounds.add(calls);
            for (RecordedExchange call : calls) {
                call.answer.get(20, TimeUnit.SECONDS);
            }
        }
        core.close(); // waits for every exchange: a second answer would have come by now
        for (int round = 0; round < ROUNDS; round++) {
            for (RecordedExchange call : rounds.get(round)) {
                assertThat(call.answers).as("answers to one POST (seed %d round %d)", seed, round).hasValue(1);
            }
        }
    }

    /** One session: many calls, some cancelled, some with progress, and the session ended among them. */
    private List<RecordedExchange> round(long seed) throws Exception {
        Random random = new Random(seed);
        String session = open();
        List<RecordedExchange> calls = new ArrayList<>();
        List<CompletableFuture<Void>> sent = new ArrayList<>();
        int endAt = random.nextInt(CALLS * 2);
        for (int i = 0; i < CALLS; i++) {
            int id = 10 + i;
            String tool = switch (random.nextInt(3)) {
                case 0 -> "quick";
                case 1 -> "chatty";
                default -> "nap";
            };
            RecordedExchange call = post(session, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":"
                    + "{\"name\":\"" + tool + "\",\"arguments\":{\"ms\":" + random.nextInt(15) + "},"
                    + "\"_meta\":{\"progressToken\":" + id + "}}}");
            calls.add(call);
            sent.add(CompletableFuture.runAsync(() -> core.handle(call), clients));
            if (random.nextInt(3) == 0) {
                RecordedExchange cancel = post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
                        + "\"params\":{\"requestId\":" + id + "}}");
                sent.add(CompletableFuture.runAsync(() -> core.handle(cancel), clients));
            }
            if (i == endAt) {
                RecordedExchange delete = new RecordedExchange("DELETE", "", "Mcp-Session-Id", session);
                sent.add(CompletableFuture.runAsync(() -> core.handle(delete), clients));
            }
        }
        CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);
        if (endAt >= CALLS) {
            core.handle(new RecordedExchange("DELETE", "", "Mcp-Session-Id", session));
        }
        return calls;
    }

    private String open() throws Exception {
        RecordedExchange init = RecordedExchange.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                + "\"protocolVersion\":\"" + VERSION + "\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
        core.handle(init);
        init.answer.get(20, TimeUnit.SECONDS);
        String session = init.responseHeaders.get("Mcp-Session-Id");
        assertThat(session).isNotNull();
        core.handle(post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"));
        return session;
    }

    private static RecordedExchange post(String session, String body) {
        return RecordedExchange.post(body, "Mcp-Session-Id", session, "MCP-Protocol-Version", VERSION);
    }
}
