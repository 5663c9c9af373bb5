package dev.mcpj.opentelemetry;

import io.opentelemetry.api.baggage.propagation.W3CBaggagePropagator;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.ReadWriteSpan;
import io.opentelemetry.sdk.trace.ReadableSpan;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.SpanProcessor;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The OpenTelemetry SDK with in-memory exporters and W3C propagation, as the tests read it back. */
final class Telemetry implements AutoCloseable {
    final InMemorySpanExporter spans = InMemorySpanExporter.create();
    final InMemoryMetricReader metrics = InMemoryMetricReader.create();
    /** Notified after each span is exported: what {@link #await} waits on. */
    private final Object ended = new Object();
    final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .addSpanProcessor(new SpanProcessor() {
                        @Override
                        public void onStart(Context parent, ReadWriteSpan span) {
                        }

                        @Override
                        public boolean isStartRequired() {
                            return false;
                        }

                        @Override
                        public void onEnd(ReadableSpan span) {
                            synchronized (ended) {
                                ended.notifyAll();
                            }
                        }

                        @Override
                        public boolean isEndRequired() {
                            return true;
                        }
                    }).build())
            .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(metrics).build())
            .setPropagators(ContextPropagators.create(TextMapPropagator.composite(
                    W3CTraceContextPropagator.getInstance(), W3CBaggagePropagator.getInstance())))
            .build();

    /** The first finished span named {@code name}, waiting for it (a cancelled call ends later). */
    SpanData span(String name) {
        return await(() -> spans.getFinishedSpanItems().stream().filter(s -> s.getName().equals(name)).findFirst(),
                "a span named " + name);
    }

    List<SpanData> finished() {
        return spans.getFinishedSpanItems();
    }

    /** The one point of histogram {@code name} that matches {@code point}. */
    HistogramPointData point(String name, Predicate<HistogramPointData> point) {
        MetricData metric = metric(name);
        List<HistogramPointData> matching = metric.getHistogramData().getPoints().stream().filter(point).toList();
        if (matching.size() != 1) {
            throw new AssertionError("expected one matching point of " + name + ", found " + matching + " in "
                    + metric.getHistogramData().getPoints());
        }
        return matching.get(0);
    }

    MetricData metric(String name) {
        return metrics.collectAllMetrics().stream().filter(m -> m.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no metric " + name));
    }

    /**
     * What {@code probe} finds among the finished spans, once it finds it: probed again each time
     * a span ends, up to a safety limit of 20 s.
     */
    <T> T await(Supplier<Optional<T>> probe, String what) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        synchronized (ended) {
            while (true) {
                Optional<T> found = probe.get();
                if (found.isPresent()) {
                    return found.get();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("timed out waiting for " + what);
                }
                try {
                    ended.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted waiting for " + what, e);
                }
            }
        }
    }

    @Override
    public void close() {
        sdk.close();
    }
}
