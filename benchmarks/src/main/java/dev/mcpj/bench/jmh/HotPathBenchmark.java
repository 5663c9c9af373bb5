package dev.mcpj.bench.jmh;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One whole {@code tools/call} through the public API: {@link McpServer} on an
 * {@link InMemoryTransport}, initialized once. Each call goes client → transport's delivery thread
 * (decode, dispatch) → the server's handler executor (validate the arguments, run the handler,
 * encode the response) → the client's listener, which hands the frame back to the benchmark thread.
 * The client's own costs are small but included: the request string's UTF-8 bytes, the response's
 * {@code String}.
 *
 * <ul>
 *   <li>{@code *RoundTrip}: one call at a time, the time until its answer is back. Dominated by
 *       the three thread hand-offs, so it is a latency, not a CPU cost.
 *   <li>{@code *Pipelined}: {@value #BATCH} calls sent at once, then all their answers awaited,
 *       reported per call. The hand-offs overlap, so this is close to the CPU cost of a call (on
 *       this machine's cores).
 * </ul>
 *
 * {@code add} is {@code add(1, 2)}; {@code echo} sends the load driver's 10 KiB text.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = Requests.QUIET_SLF4J)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class HotPathBenchmark {
    /** Calls in flight in the pipelined benchmarks, as in the load driver's throughput test. */
    static final int BATCH = 64;

    private McpServer server;
    private InMemoryTransport transport;
    private InMemoryTransport.ClientEnd client;
    private final Replies replies = new Replies();
    private String add;
    private String echo;
    private final String[] adds = new String[BATCH];
    private final String[] echoes = new String[BATCH];

    @Setup(Level.Trial)
    public void setUp() {
        server = Requests.server();
        transport = InMemoryTransport.create();
        client = transport.client();
        client.onMessage(replies);
        server.connect(transport);

        replies.expect(1);
        client.send(Requests.initialize(0));
        String answer = replies.await();
        if (!answer.contains("\"protocolVersion\"")) {
            throw new IllegalStateException("initialize failed: " + answer);
        }
        client.send(Requests.initialized());

        // Ids are reused from one invocation to the next: the server frees an id before it answers.
        add = Requests.add(1);
        echo = Requests.echo(1);
        for (int i = 0; i < BATCH; i++) {
            adds[i] = Requests.add(i + 1);
            echoes[i] = Requests.echo(i + 1);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        server.close();
        transport.close();
    }

    @Benchmark
    public String addRoundTrip() {
        return roundTrip(add);
    }

    @Benchmark
    public String echo10KiBRoundTrip() {
        return roundTrip(echo);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public String addPipelined() {
        return pipelined(adds);
    }

    @Benchmark
    @OperationsPerInvocation(BATCH)
    public String echo10KiBPipelined() {
        return pipelined(echoes);
    }

    private String roundTrip(String request) {
        replies.expect(1);
        client.send(request);
        return replies.await();
    }

    private String pipelined(String[] requests) {
        replies.expect(requests.length);
        for (String request : requests) {
            client.send(request);
        }
        return replies.await();
    }

    /** Frames the server sent that were not responses; for the smoke test. */
    int notifications() {
        return replies.notifications();
    }
}
