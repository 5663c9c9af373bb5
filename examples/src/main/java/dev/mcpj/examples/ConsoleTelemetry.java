package dev.mcpj.examples;

import dev.mcpj.opentelemetry.McpTelemetry;
import dev.mcpj.server.McpServer;
import io.opentelemetry.api.baggage.propagation.W3CBaggagePropagator;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.exporter.logging.LoggingMetricExporter;
import io.opentelemetry.exporter.logging.LoggingSpanExporter;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;

/**
 * The OpenTelemetry SDK as an example server uses it with {@code --trace}: spans, and every 10 s
 * the duration histograms, printed through {@code java.util.logging} to standard error (never
 * standard output, which carries the protocol over stdio); W3C trace context and baggage read
 * from each request's {@code _meta} or HTTP headers. A real deployment exports with OTLP instead.
 */
final class ConsoleTelemetry implements AutoCloseable {
    private final OpenTelemetrySdk sdk;

    private ConsoleTelemetry(OpenTelemetrySdk sdk) {
        this.sdk = sdk;
    }

    static ConsoleTelemetry start() {
        Resource resource = Resource.getDefault().merge(Resource.builder().put("service.name", "mcpj-examples").build());
        return new ConsoleTelemetry(OpenTelemetrySdk.builder()
                .setTracerProvider(SdkTracerProvider.builder().setResource(resource)
                        .addSpanProcessor(SimpleSpanProcessor.create(LoggingSpanExporter.create())).build())
                .setMeterProvider(SdkMeterProvider.builder().setResource(resource)
                        .registerMetricReader(PeriodicMetricReader.builder(LoggingMetricExporter.create())
                                .setInterval(Duration.ofSeconds(10)).build())
                        .build())
                .setPropagators(ContextPropagators.create(TextMapPropagator.composite(
                        W3CTraceContextPropagator.getInstance(), W3CBaggagePropagator.getInstance())))
                .build());
    }

    /** Traces and measures the server {@code builder} builds. */
    void register(McpServer.Builder builder) {
        builder.observe(McpTelemetry.create(sdk));
    }

    /** Exports what is left and stops the SDK. */
    @Override
    public void close() {
        sdk.close();
    }
}
