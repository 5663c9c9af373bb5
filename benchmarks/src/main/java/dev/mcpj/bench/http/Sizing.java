package dev.mcpj.bench.http;

import dev.mcpj.server.McpServer;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sizing figures of {@code docs/DEPLOYMENT.md}, measured on this machine:
 * <ul>
 *   <li>{@code memory [sessions] [events]}: in one JVM, the heap retained per idle session of a
 *       2025-11-25 client on the JDK engine, and per event kept for resumption (a progress
 *       notification, about 150 bytes on the wire), each as the difference of the live heap
 *       after full collections, divided by the count;</li>
 *   <li>{@code load <url> <seconds> <concurrency> <pid>...}: drives stateless (2026-07-28)
 *       {@code tools/call add} requests at {@code url} from this process, and prints requests
 *       per second of wall time and per second of CPU time used by the processes {@code pid}
 *       (read from {@code /proc}): requests per core-second, which holds up better on a shared
 *       machine than wall-clock throughput.</li>
 * </ul>
 * Run it under {@code nice}; see {@code docs/DEPLOYMENT.md} for how the figures were taken.
 */
public final class Sizing {
    private static final String V = "2026-07-28";

    private Sizing() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "memory" -> memory(args.length > 1 ? Integer.parseInt(args[1]) : 2000,
                    args.length > 2 ? Integer.parseInt(args[2]) : 100);
            case "load" -> {
                List<Long> pids = new ArrayList<>();
                for (int i = 4; i < args.length; i++) {
                    pids.add(Long.parseLong(args[i]));
                }
                load(URI.create(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]), pids);
            }
            default -> throw new IllegalArgumentException("memory or load, not " + args[0]);
        }
    }

    private static void memory(int sessions, int eventsPerSession) throws Exception {
        McpServer server = HttpBenchServer.newServer();
        int chatty = Math.min(sessions, 200);
        CountDownLatch sent = new CountDownLatch(chatty);
        CountDownLatch release = new CountDownLatch(1);
        // Events are kept for resumption while their stream is open: the call waits after sending.
        server.registerTool(ServerTool.builder("chatty").handler((a, ctx) -> {
            for (int i = 0; i < eventsPerSession; i++) {
                ctx.progress(i, (double) eventsPerSession, "step " + i);
            }
            sent.countDown();
            release.await();
            return CallToolResult.text("done");
        }).build());
        HttpMcpServer http = HttpMcpServer.builder(server).port(0)
                .options(HttpTransportOptions.builder().maxSessions(sessions + 10).eventBufferSize(eventsPerSession + 10)
                        .build())
                .start();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<String> ids = new ArrayList<>(sessions);
        long base = liveHeap();
        for (int i = 0; i < sessions; i++) {
            ids.add(initialize(client, http.url()));
        }
        long idle = liveHeap();
        System.out.printf("idle sessions: %d, retained %.0f bytes each%n", sessions, (idle - base) / (double) sessions);
        List<CompletableFuture<HttpResponse<Void>>> calls = new ArrayList<>();
        for (int i = 0; i < chatty; i++) {
            calls.add(client.sendAsync(post(http.url(), ids.get(i), "{\"jsonrpc\":\"2.0\",\"id\":1,"
                    + "\"method\":\"tools/call\",\"params\":{\"name\":\"chatty\",\"arguments\":{},"
                    + "\"_meta\":{\"progressToken\":1}}}", "text/event-stream").build(), HttpResponse.BodyHandlers.discarding()));
        }
        sent.await();
        long buffered = liveHeap();
        long events = (long) chatty * eventsPerSession;
        System.out.printf("buffered events: %d, retained %.0f bytes each (with %d calls in flight)%n", events,
                (buffered - idle) / (double) events, chatty);
        release.countDown();
        for (CompletableFuture<HttpResponse<Void>> c : calls) {
            c.get();
        }
        http.close();
        server.close();
    }

    private static String initialize(HttpClient client, URI url) throws IOException, InterruptedException {
        HttpResponse<String> init = client.send(post(url, null, "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\","
                + "\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"sizing\",\"version\":\"1\"}}}", "application/json").build(),
                HttpResponse.BodyHandlers.ofString());
        check(init, "initialize");
        String id = init.headers().firstValue("Mcp-Session-Id").orElseThrow();
        check(client.send(post(url, id, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "application/json").build(), HttpResponse.BodyHandlers.ofString()), "initialized");
        return id;
    }

    private static void load(URI url, int seconds, int concurrency, List<Long> pids) throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"add\","
                + "\"arguments\":{\"a\":2,\"b\":3},\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + V + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"sizing\",\"version\":\"1\"}}}}";
        HttpRequest request = HttpRequest.newBuilder(url).header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json").header("MCP-Protocol-Version", V)
                .header("Mcp-Method", "tools/call").header("Mcp-Name", "add")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        // Warm up, then measure.
        run(client, request, concurrency, 5);
        long cpuBefore = cpuTicks(pids);
        long start = System.nanoTime();
        long done = run(client, request, concurrency, seconds);
        double wall = (System.nanoTime() - start) / 1e9;
        double cpu = (cpuTicks(pids) - cpuBefore) / 100.0;
        System.out.printf("requests: %d in %.1f s: %.0f/s wall; server CPU %.1f s: %.0f requests per core-second%n",
                done, wall, done / wall, cpu, done / cpu);
    }

    private static long run(HttpClient client, HttpRequest request, int concurrency, int seconds) throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        AtomicLong count = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            workers.add(pool.submit(() -> {
                while (System.nanoTime() < end) {
                    HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() != 200 || !r.body().contains("\"text\":\"5\"")) {
                        throw new IllegalStateException("unexpected answer " + r.statusCode() + ": " + r.body());
                    }
                    count.incrementAndGet();
                }
                return null;
            }));
        }
        for (Future<?> w : workers) {
            w.get();
        }
        pool.shutdown();
        return count.get();
    }

    /** User and system CPU of the processes, in clock ticks (100 a second on Linux). */
    private static long cpuTicks(List<Long> pids) throws IOException {
        long ticks = 0;
        for (long pid : pids) {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
        }
        return ticks;
    }

    private static HttpRequest.Builder post(URI url, String session, String body, String accept) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url).header("Accept", "application/json, " + accept)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", "2025-11-25");
        }
        return b;
    }

    private static void check(HttpResponse<String> r, String what) {
        if (r.statusCode() / 100 != 2) {
            throw new IllegalStateException(what + " answered " + r.statusCode() + ": " + r.body());
        }
    }

    /** The heap in use after full collections, so only what is still reachable. */
    private static long liveHeap() throws InterruptedException {
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
