package dev.mcpj.bench.jmh;

import dev.mcpj.server.transport.Delivery;
import dev.mcpj.opentelemetry.McpTelemetry;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.transport.FrameReceiver;
import dev.mcpj.server.transport.InMemoryTransport;
import dev.mcpj.server.transport.OutboundFrame;
import dev.mcpj.server.transport.ReadLoop;
import dev.mcpj.server.transport.Transport;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.metrics.InstrumentType;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.AggregationTemporality;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.metrics.export.MetricExporter;
import io.opentelemetry.sdk.metrics.export.MetricReader;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collection;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What interceptors cost a {@code tools/call} of {@code add(1, 2)}:
 *
 * <ul>
 *   <li>{@code addDirect}: the whole call on the benchmark's thread, with no hand-off between
 *       threads: the frame goes straight to the server's receiver with a read loop lent (as stdio
 *       lends its reading thread), the quick handler runs there, and the transport takes the
 *       answer, 64 calls per invocation. Its {@link CpuTime} counters give the CPU time of a call
 *       on that thread, a figure a busy machine disturbs less; run it with {@code -prof gc} for
 *       the bytes allocated per call, which no other load disturbs.
 *   <li>{@code addRoundTrip} and {@code addPipelined}: measured as {@link HotPathBenchmark}
 *       measures them (through an {@link InMemoryTransport}, with its thread hand-offs).
 * </ul>
 *
 * <p>The interceptors:
 *
 * <ul>
 *   <li>{@code none}: no interceptor (a request pays one emptiness check);
 *   <li>{@code noop}: one interceptor that passes every request on;
 *   <li>{@code observe}: one that asks to be told the outcome, and ignores it;
 *   <li>{@code otelNoop}: {@link McpTelemetry} over {@link OpenTelemetry#noop()}, the API without
 *       an SDK;
 *   <li>{@code otelSdk}: {@link McpTelemetry} over the SDK, recording every span (exported to an
 *       exporter that drops them) and the duration histograms (collected by a reader that is never
 *       asked).
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = Requests.QUIET_SLF4J)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class InterceptorBenchmark {
    @Param({"none", "noop", "observe", "otelNoop", "otelSdk"})
    public String interceptor;

    private McpServer server;
    private InMemoryTransport transport;
    private InMemoryTransport.ClientEnd client;
    private OpenTelemetrySdk sdk;
    private final Replies replies = new Replies();
    private String add;
    private final String[] adds = new String[HotPathBenchmark.BATCH];
    private final Direct direct = new Direct();
    private byte[] addBytes;

    @Setup(Level.Trial)
    public void setUp() {
        server = Requests.server(builder -> {
            switch (interceptor) {
                case "none" -> { }
                case "noop" -> builder.intercept(invocation -> Decision.proceed());
                case "observe" -> builder.intercept(invocation -> Decision.observe(outcome -> { }));
                case "otelNoop" -> builder.observe(McpTelemetry.create(OpenTelemetry.noop()));
                case "otelSdk" -> {
                    sdk = recordingSdk();
                    builder.observe(McpTelemetry.create(sdk));
                }
                default -> throw new IllegalArgumentException("unknown interceptor: " + interceptor);
            }
        });
        transport = InMemoryTransport.create();
        client = transport.client();
        client.onMessage(replies);
        server.connect(transport);
        replies.expect(1);
        client.send(Requests.initialize(0));
        if (!replies.await().contains("\"protocolVersion\"")) {
            throw new IllegalStateException("initialize failed");
        }
        client.send(Requests.initialized());
        add = Requests.add(1);
        addBytes = add.getBytes(StandardCharsets.UTF_8);
        server.connect(direct);
        for (int i = 0; i < adds.length; i++) {
            adds[i] = Requests.add(i + 1);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        server.close();
        transport.close();
        if (sdk != null) {
            sdk.close();
        }
    }

    @Benchmark
    @OperationsPerInvocation(HotPathBenchmark.BATCH)
    public int addDirect(CpuTime cpu) {
        long start = cpu.now();
        int answered = 0;
        for (int i = 0; i < HotPathBenchmark.BATCH; i++) {
            answered = direct.call(addBytes);
        }
        cpu.add(start, HotPathBenchmark.BATCH);
        return answered;
    }

    /**
     * The CPU time the benchmark's thread spent on {@link #addDirect} calls: where the frame is
     * decoded, the interceptors run, and (unless the server moved it off the loop) the handler
     * runs and the answer is encoded. A machine busy with other work inflates it far less than
     * the time that passed. JMH prints both sums per iteration; {@code cpuNanos / calls} is the
     * CPU time of a call on the reading thread.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CpuTime {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

        /** CPU nanoseconds this thread spent on calls in this iteration. */
        public long cpuNanos;
        /** Calls made in this iteration. */
        public long calls;

        long now() {
            return THREADS.getCurrentThreadCpuTime();
        }

        void add(long start, int made) {
            cpuNanos += THREADS.getCurrentThreadCpuTime() - start;
            calls += made;
        }
    }

    /**
     * A transport that hands frames to the server on the caller's thread, lending it as the read
     * loop, and counts the answers. A handler the server moves off the loop answers from another
     * thread; {@link #call} then waits for it.
     */
    private static final class Direct implements Transport, ReadLoop {
        private static final byte[] INITIALIZE = Requests.initialize(0).getBytes(StandardCharsets.UTF_8);
        private static final byte[] INITIALIZED = Requests.initialized().getBytes(StandardCharsets.UTF_8);
        private final AtomicInteger answers = new AtomicInteger();
        private final Delivery onThisLoop = Delivery.onReadLoop(this);
        private FrameReceiver receiver;
        /** The answers expected so far: one per request delivered. */
        private int expected;

        @Override
        public void start(FrameReceiver receiver) {
            this.receiver = receiver;
            receiver.onFrame(INITIALIZE, 0, INITIALIZE.length, onThisLoop);
            receiver.onFrame(INITIALIZED, 0, INITIALIZED.length, onThisLoop);
            expected = 1;
        }

        /**
         * Delivers a request and waits for its answer: at once when the handler ran on this
         * thread; otherwise parked, so that a busy machine's cores go to the thread answering.
         */
        int call(byte[] request) {
            int target = ++expected;
            receiver.onFrame(request, 0, request.length, onThisLoop);
            if (answers.get() < target) {
                synchronized (this) {
                    while (answers.get() < target) {
                        try {
                            wait();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            throw new IllegalStateException(e);
                        }
                    }
                }
            }
            return target;
        }

        @Override
        public void send(OutboundFrame frame) {
            if (frame.last()) {
                answers.incrementAndGet();
                synchronized (this) {
                    notifyAll();
                }
            }
        }

        @Override
        public void close() {
        }

        @Override
        public boolean moveOn() {
            return false; // nothing more to read: the next frame comes from the benchmark's thread anyway
        }
    }

    /** The SDK recording every span and the histograms; nothing leaves the process. */
    private static OpenTelemetrySdk recordingSdk() {
        SpanExporter drop = SpanExporter.composite(); // exports to no one
        MetricReader reader = PeriodicMetricReader.builder(
                new MetricExporter() {
                    @Override
                    public CompletableResultCode export(Collection<MetricData> metrics) {
                        return CompletableResultCode.ofSuccess();
                    }

                    @Override
                    public CompletableResultCode flush() {
                        return CompletableResultCode.ofSuccess();
                    }

                    @Override
                    public CompletableResultCode shutdown() {
                        return CompletableResultCode.ofSuccess();
                    }

                    @Override
                    public AggregationTemporality getAggregationTemporality(
                            InstrumentType type) {
                        return AggregationTemporality.CUMULATIVE;
                    }
                }).setInterval(Duration.ofHours(1)).build();
        return OpenTelemetrySdk.builder()
                .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(drop)).build())
                .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(reader).build())
                .build();
    }
}
