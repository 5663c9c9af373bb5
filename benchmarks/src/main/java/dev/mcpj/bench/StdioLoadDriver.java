package dev.mcpj.bench;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The end-to-end stdio load driver: starts an MCP server from a command line and either benchmarks
 * it once or smoke-checks it.
 *
 * <p>A benchmark run times {@code --cold-starts} fresh starts to the {@code initialize} answer,
 * then in one session: warms the server up, times sequential {@code add} round trips (p50, p99),
 * measures pipelined throughput of {@code add} and of 10 KiB {@code echo} calls with {@code
 * --window} calls in flight, the CPU time per call and peak RSS of the server's process tree (from
 * /proc), and the time it takes to exit once its stdin closes. Every answer is checked; a server
 * that loses, duplicates or garbles answers, stalls or dies fails the run, which is still written.
 *
 * <p>Exit status: 0 success, 1 the server failed, 2 bad usage. Run with no arguments for usage.
 */
public final class StdioLoadDriver {

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private StdioLoadDriver() {}

    public static void main(String[] args) throws IOException {
        DriverArguments arguments;
        try {
            arguments = DriverArguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(DriverArguments.USAGE);
            System.exit(2);
            return;
        }
        Redirect stderr = arguments.stderrLog().map(path -> Redirect.appendTo(path.toFile())).orElse(Redirect.DISCARD);
        boolean passed = arguments.smoke() ? smoke(arguments, stderr) : benchmark(arguments, stderr);
        System.exit(passed ? 0 : 1);
    }

    private static boolean smoke(DriverArguments arguments, Redirect stderr) {
        Duration stallTimeout = Duration.ofMillis(arguments.options().stallTimeoutMillis());
        SmokeResult result = SmokeCheck.run(arguments.command(), stderr, stallTimeout);
        System.out.println("smoke " + arguments.name() + ": " + result.summary());
        return result.passed();
    }

    private static boolean benchmark(DriverArguments arguments, Redirect stderr) throws IOException {
        RunResult result =
                Benchmark.run(arguments.name(), arguments.run(), arguments.command(), arguments.options(), stderr);
        if (arguments.out().isPresent()) {
            Path out = arguments.out().get();
            if (out.getParent() != null) {
                Files.createDirectories(out.getParent());
            }
            MAPPER.writerWithDefaultPrettyPrinter().writeValue(out.toFile(), result);
        }
        System.out.println(summary(result));
        return !result.failed();
    }

    private static String summary(RunResult result) {
        String measured =
                result.metrics().entrySet().stream().map(StdioLoadDriver::describe).collect(Collectors.joining(", "));
        String verdict = result.failed() ? "FAILURE: " + result.failure() : "ok";
        return result.server() + " run " + result.run() + ": " + verdict + "; " + measured;
    }

    private static String describe(Map.Entry<Metric, Double> measured) {
        Metric metric = measured.getKey();
        return metric.label() + " " + Format.number(measured.getValue()) + " " + metric.unit();
    }
}
