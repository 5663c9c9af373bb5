package dev.mcpj.interop;

import dev.mcpj.examples.ExamplesServer;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.jetty.JettyMcpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The example server ({@link ExamplesServer#create()}) served over Streamable HTTP in the test
 * JVM by {@link HttpMcpServer}, on a free loopback port, for the real clients that the HTTP
 * interop tests run against {@link #url()}. Each instance is a fresh server (a fresh catalog).
 */
final class HttpExamples implements AutoCloseable {
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    private final McpServer server;
    private final Endpoint http;

    /** What the tests need of an engine serving the endpoint. */
    private interface Endpoint extends AutoCloseable {
        URI url();

        int sessionCount();

        @Override
        void close();
    }

    private HttpExamples(McpServer server, Endpoint http) {
        this.server = server;
        this.http = http;
    }

    /** Starts a fresh example server on {@code http://127.0.0.1:<free port>/mcp}, on the JDK's server. */
    static HttpExamples start() {
        McpServer server = ExamplesServer.create();
        try {
            HttpMcpServer jdk = HttpMcpServer.builder(server).port(0).start();
            return new HttpExamples(server, new Endpoint() {
                @Override
                public URI url() {
                    return jdk.url();
                }

                @Override
                public int sessionCount() {
                    return jdk.sessionCount();
                }

                @Override
                public void close() {
                    jdk.close();
                }
            });
        } catch (IOException e) {
            server.close();
            throw new UncheckedIOException("Cannot serve the example server over HTTP", e);
        }
    }

    /** As {@link #start()}, on embedded Jetty ({@link JettyMcpServer}). */
    static HttpExamples startOnJetty() {
        McpServer server = ExamplesServer.create();
        try {
            JettyMcpServer jetty = JettyMcpServer.builder(server).port(0).start();
            return new HttpExamples(server, new Endpoint() {
                @Override
                public URI url() {
                    return jetty.url();
                }

                @Override
                public int sessionCount() {
                    return jetty.sessionCount();
                }

                @Override
                public void close() {
                    jetty.close();
                }
            });
        } catch (Exception e) {
            server.close();
            throw new IllegalStateException("Cannot serve the example server on Jetty", e);
        }
    }

    /** The MCP endpoint, e.g. {@code http://127.0.0.1:41234/mcp}. */
    URI url() {
        return http.url();
    }

    /** The sessions (of clients that began with {@code initialize}) open now. */
    int sessionCount() {
        return http.sessionCount();
    }

    /** The answer to a raw POST of {@code body} with the given header name/value pairs. */
    HttpResponse<String> post(String body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url())
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("POST to " + url() + " failed; threads of the server's JVM: "
                    + dumpThreads("post"), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted while posting to " + url(), e);
        }
    }

    /**
     * A stateless 2026-07-28 {@code server/discover} request, as a pinned v2 client probes with:
     * no session, the version in the {@code MCP-Protocol-Version} header and in {@code _meta}.
     */
    HttpResponse<String> discoverStateless() {
        return post("""
                {"jsonrpc":"2.0","id":"probe","method":"server/discover","params":{"_meta":{
                 "io.modelcontextprotocol/protocolVersion":"2026-07-28",
                 "io.modelcontextprotocol/clientCapabilities":{},
                 "io.modelcontextprotocol/clientInfo":{"name":"mcpj-interop-probe","version":"1.0.0"}}}}""",
                "MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "server/discover");
    }

    /**
     * Runs a Node client against this server; if it fails or times out, the error also names a
     * dump of this JVM's threads (where the server runs), taken right then.
     */
    ExternalProcess.Result runNode(String label, Duration timeout, String... args) {
        return diagnosed(label, () -> NodeClients.node(label, timeout, args));
    }

    /** As {@link #runNode}, in another working directory. */
    ExternalProcess.Result runNodeIn(String label, Path dir, Duration timeout, List<String> args) {
        return diagnosed(label, () -> NodeClients.nodeIn(label, dir, timeout, args));
    }

    private static ExternalProcess.Result diagnosed(String label, Supplier<ExternalProcess.Result> run) {
        ExternalProcess.Result result;
        try {
            result = run.get();
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nthreads of the server's JVM: " + dumpThreads(label), e);
        }
        if (result.exitCode() != 0) {
            System.err.println(label + " failed; threads of the server's JVM: " + dumpThreads(label));
        }
        return result;
    }

    /** Writes every thread's state and stack (with the locks held) to a file in the log directory. */
    static Path dumpThreads(String label) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StringBuilder out = new StringBuilder();
        long[] deadlocked = threads.findDeadlockedThreads();
        out.append("deadlocked: ").append(deadlocked == null ? "none" : Arrays.toString(deadlocked)).append("\n\n");
        for (ThreadInfo t : threads.dumpAllThreads(true, true)) {
            out.append('"').append(t.getThreadName()).append("\" #").append(t.getThreadId()).append(' ')
                    .append(t.getThreadState());
            if (t.getLockName() != null) {
                out.append(" on ").append(t.getLockName());
            }
            if (t.getLockOwnerName() != null) {
                out.append(" owned by \"").append(t.getLockOwnerName()).append('"');
            }
            out.append('\n');
            for (StackTraceElement frame : t.getStackTrace()) {
                out.append("    at ").append(frame).append('\n');
            }
            for (MonitorInfo m : t.getLockedMonitors()) {
                out.append("    holds ").append(m).append(" (locked at depth ").append(m.getLockedStackDepth()).append(")\n");
            }
            for (LockInfo l : t.getLockedSynchronizers()) {
                out.append("    holds ").append(l).append('\n');
            }
            out.append('\n');
        }
        Path file = Interop.logDir().resolve(label + "-threads-" + System.currentTimeMillis() + ".txt");
        try {
            Files.writeString(file, out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** Stops listening, ends every session, and closes the server. */
    @Override
    public void close() {
        try {
            http.close();
        } finally {
            server.close();
        }
    }
}
