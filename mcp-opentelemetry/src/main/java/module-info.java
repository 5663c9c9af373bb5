/**
 * OpenTelemetry traces and metrics for an mcpj server, on the OpenTelemetry API alone: see
 * {@link dev.mcpj.opentelemetry.McpTelemetry}.
 */
module dev.mcpj.opentelemetry {
    requires transitive dev.mcpj.server;
    requires transitive io.opentelemetry.api;
    requires io.opentelemetry.context;
    requires static org.jspecify;

    exports dev.mcpj.opentelemetry;
}
