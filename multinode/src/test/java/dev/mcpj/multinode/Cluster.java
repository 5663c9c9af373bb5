package dev.mcpj.multinode;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Three {@link MultiNodeServer} processes, a real HAProxy in front of them (round robin, each
 * request on its own, the serving node named in an {@code X-Mcp-Node} response header) and a real
 * Redis behind them, each on an ephemeral port and with its files in a directory of its own.
 * Closing it stops them all; so does the end of the test JVM, however it ends (see
 * {@link Supervised}).
 */
public final class Cluster implements AutoCloseable {
    static final String NODE_HEADER = "X-Mcp-Node";
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    private static final Pattern LISTENING = Pattern.compile("^listening (http://\\S+)$");
    private static final Pattern HAPROXY_READY = Pattern.compile("Loading success\\.");
    private static final int ATTEMPTS = 5;
    /** The requestState key every node shares: 32 bytes. */
    static final byte[] STATE_KEY = "multinode-request-state-key-0123".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final Path dir;
    private boolean sticky;
    private final List<Supervised> processes = new ArrayList<>();
    private final List<Node> nodes = new ArrayList<>();
    private URI redis;
    private URI url;
    /** The load balancer's port, chosen before the nodes start: they accept its Host and Origin. */
    private final int port = freePort();

    /** One server process: its name in HAProxy's configuration and its own endpoint. */
    record Node(String name, URI url, Supervised process) {
    }

    private Cluster(Path dir) {
        this.dir = dir;
    }

    /**
     * Starts Redis, {@code count} nodes sharing it and the requestState key (each started with
     * {@code nodeArguments} besides), and HAProxy in front of them. A test class that calls it is
     * annotated {@code @Needs({HAPROXY, REDIS})}.
     */
    public static Cluster start(String testName, int count, String... nodeArguments) throws Exception {
        return start(testName, count, false, nodeArguments);
    }

    /**
     * As {@link #start}, with HAProxy sending every request of a session to the node that opened
     * it (a stick table on {@code Mcp-Session-Id}); requests without a session go round robin.
     */
    public static Cluster startSticky(String testName, int count, String... nodeArguments) throws Exception {
        return start(testName, count, true, nodeArguments);
    }

    private static Cluster start(String testName, int count, boolean sticky, String... nodeArguments)
            throws Exception {
        Path haproxy = binary("haproxy");
        Path redisServer = binary("redis-server");
        Path dir = Path.of(System.getProperty("multinode.workDir", "target/multinode"), testName);
        Cluster cluster = new Cluster(dir);
        cluster.sticky = sticky;
        try {
            cluster.startRedis(redisServer);
            for (int i = 1; i <= count; i++) {
                cluster.startNode("n" + i, List.of(nodeArguments));
            }
            cluster.startHaproxy(haproxy);
            return cluster;
        } catch (Exception | Error e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * Calls each of {@code tools} (protocol 2026-07-28, declaring elicitation) once on every node
     * directly, so that the code they run is loaded and compiled before a test with tight
     * timeouts of its own (the conformance suite's) meets it on a busy machine.
     */
    public void warmUp(String... tools) {
        for (Node n : nodes) {
            Wire.modernRequest(n.url(), 0, "server/discover", Wire.modern("{}", ""));
            for (String tool : tools) {
                Wire.modernRequest(n.url(), 1, "tools/call", Wire.modern("{\"elicitation\":{}}",
                        "\"name\":\"" + tool + "\",\"arguments\":{}"));
            }
        }
    }

    /** Only a Redis, for tests of the Redis implementations themselves. */
    static Cluster redisOnly(String testName) throws Exception {
        Path redisServer = binary("redis-server");
        Cluster cluster = new Cluster(Path.of(System.getProperty("multinode.workDir", "target/multinode"), testName));
        try {
            cluster.startRedis(redisServer);
            return cluster;
        } catch (Exception | Error e) {
            cluster.close();
            throw e;
        }
    }

    /** The load balancer's endpoint. */
    public URI url() {
        return url;
    }

    URI redis() {
        return redis;
    }

    List<Node> nodes() {
        return nodes;
    }

    Node node(String name) {
        return nodes.stream().filter(n -> n.name.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No node " + name));
    }

    /** Everything the processes wrote, for a failure's message. */
    public String logs() {
        StringBuilder sb = new StringBuilder();
        for (Supervised p : processes) {
            sb.append("---- ").append(p.name).append(" ----\n").append(p.output()).append('\n');
        }
        return sb.toString();
    }

    private void startRedis(Path binary) throws InterruptedException {
        Path data = dir.resolve("redis");
        mkdirs(data);
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            int port = freePort();
            Supervised p = Supervised.start("redis", List.of(binary.toString(), "--port", String.valueOf(port),
                    "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", data.toString(),
                    "--daemonize", "no"), dir);
            if (p.await(Pattern.compile("Ready to accept connections"), START_TIMEOUT) != null) {
                processes.add(p);
                redis = URI.create("redis://127.0.0.1:" + port);
                return;
            }
            p.close(); // most likely the port was taken in between: try another
        }
        throw new IllegalStateException("redis-server did not start; see " + dir.resolve("redis.log"));
    }

    private void startNode(String name, List<String> arguments) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Xmx192m", "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                MultiNodeServer.class.getName(), "--redis", redis.toString(),
                "--state-key", Base64.getEncoder().encodeToString(STATE_KEY), "--public-port", String.valueOf(port)));
        command.addAll(arguments);
        Supervised p = Supervised.start(name, command, dir);
        processes.add(p);
        Matcher m = p.await(LISTENING, START_TIMEOUT);
        if (m == null) {
            throw new IllegalStateException("Node " + name + " ended before it listened:\n" + p.output());
        }
        nodes.add(new Node(name, URI.create(m.group(1)), p));
    }

    private void startHaproxy(Path binary) throws InterruptedException {
        Path config = dir.resolve("haproxy.cfg");
        write(config, haproxyConfig(port));
        // Master-worker mode (-W): the master says "Loading success." once its worker runs with
        // the listeners bound, the line the start waits for.
        Supervised p = Supervised.start("haproxy", List.of(binary.toString(), "-db", "-W", "-f", config.toString()), dir);
        processes.add(p);
        if (p.await(HAPROXY_READY, START_TIMEOUT) == null) {
            // Most likely another process took the port since it was chosen: rare, and the
            // nodes already accept that port only.
            throw new IllegalStateException("haproxy did not start on port " + port + ":\n" + p.output());
        }
        url = URI.create("http://127.0.0.1:" + port + "/mcp");
    }

    /**
     * Round robin, each request on its own ({@code http-server-close}); a node that refuses
     * connections is retried on another ({@code redispatch}) and marked down by its check. Server
     * timeouts are long: event streams stay open while calls run.
     */
    private String haproxyConfig(int port) {
        StringBuilder servers = new StringBuilder();
        for (Node n : nodes) {
            servers.append("    server ").append(n.name).append(" 127.0.0.1:").append(n.url.getPort())
                    .append(" check inter 500ms fall 1 rise 2\n");
        }
        return """
                global
                    maxconn 512

                defaults
                    mode http
                    timeout connect 2s
                    timeout client 120s
                    timeout server 120s
                    timeout http-request 10s
                    retries 3
                    option redispatch 1

                frontend mcp
                    bind 127.0.0.1:%d
                    default_backend nodes

                backend nodes
                    balance roundrobin
                    option http-server-close
                    http-response set-header %s %%s
                %s%s""".formatted(port, NODE_HEADER, sticky ? STICKY : "", servers);
    }

    /**
     * Sticky sessions: the node that answered with a session id gets every request that names
     * it (as long as it is up: a node that is down loses its entries to the others).
     */
    static final String STICKY = """
                stick-table type string len 64 size 100k expire 30m
                stick on req.hdr(mcp-session-id)
                stick store-response res.hdr(mcp-session-id)
            """;

    /** A port that was free a moment ago, for servers that cannot pick one themselves. */
    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where {@code name} is installed. Test classes declare what they start with {@link Needs},
     * which skips them (or fails them in CI) before they get here; this is the last word for a
     * caller that did not.
     */
    static Path binary(String name) {
        Optional<Path> found = InstalledPrograms.find(name);
        if (found.isPresent()) {
            return found.get();
        }
        String why = InstalledPrograms.reason(List.of(name));
        if (InstalledPrograms.inCi()) {
            fail("In CI (CI=true) these tests never skip: " + why);
        }
        Assumptions.abort(why);
        throw new AssertionError("unreachable");
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static void mkdirs(Path d) {
        try {
            Files.createDirectories(d);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stops HAProxy, the nodes and Redis, in that order; every one even if another fails to. */
    @Override
    public void close() {
        for (int i = processes.size() - 1; i >= 0; i--) {
            processes.get(i).close();
        }
    }
}
