package dev.mcpj.bench;

import java.util.List;
import java.util.Map;

/**
 * What one benchmark run measured of one server; written as JSON by the driver, read by the report.
 *
 * @param server the name the server is reported under
 * @param run the run's number, from 1
 * @param command the command line that started the server
 * @param options the sizes and limits used
 * @param protocolVersion the protocol version the server chose, or null if it never answered
 * @param metrics what was measured; a metric is missing when a failure prevented it
 * @param correctness how the main session's requests were answered
 * @param failure why the run failed, or null if it did not
 */
public record RunResult(
        String server,
        int run,
        List<String> command,
        BenchmarkOptions options,
        String protocolVersion,
        Map<Metric, Double> metrics,
        Correctness correctness,
        String failure) {

    public boolean failed() {
        return failure != null;
    }
}
