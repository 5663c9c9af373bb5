package dev.mcpj.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parsed command line of {@link StdioLoadDriver}.
 *
 * @param smoke run the correctness check instead of the benchmark
 * @param name the name to report the server under
 * @param run the run number to record
 * @param out where to write the run's JSON result, if anywhere
 * @param stderrLog the file the server's stderr is appended to; discarded if empty
 * @param options the benchmark's sizes and limits
 * @param command the server's command line
 */
record DriverArguments(
        boolean smoke,
        String name,
        int run,
        Optional<Path> out,
        Optional<Path> stderrLog,
        BenchmarkOptions options,
        List<String> command) {

    static final String USAGE = """
            usage: StdioLoadDriver [options] -- SERVER_COMMAND [ARG...]
              --smoke                 correctness check only (exit status 1 on any problem)
              --name NAME             name to report the server under (default: the command)
              --run N                 run number recorded in the result (default 1)
              --out FILE              write the run's result to FILE as JSON
              --stderr FILE           append the server's stderr to FILE (default: discard it)
              --cold-starts N         fresh starts timed to the initialize answer (default 10)
              --window K              calls in flight when pipelining, 1..256 (default 64)
              --warmup-calls N        add calls before measuring (default 10000)
              --latency-calls N       sequential add calls for p50/p99 (default 2000)
              --add-calls N           pipelined add calls for throughput (default 20000)
              --echo-calls N          pipelined 10 KiB echo calls for throughput (default 15000)
              --stall-timeout-ms MS   fail a server that answers nothing for MS (default 15000)
              --exit-timeout-ms MS    kill a server still running MS after stdin closed (default 10000)
            """;

    /** Parses {@code args}; throws IllegalArgumentException with a message for the user. */
    static DriverArguments parse(String[] args) {
        int separator = Arrays.asList(args).indexOf("--");
        if (separator < 0 || separator == args.length - 1) {
            throw new IllegalArgumentException("missing '-- SERVER_COMMAND'");
        }
        List<String> command = List.of(Arrays.copyOfRange(args, separator + 1, args.length));
        boolean smoke = false;
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < separator; i++) {
            String option = args[i];
            if (option.equals("--smoke")) {
                smoke = true;
            } else if (option.startsWith("--") && i + 1 < separator) {
                values.put(option, args[++i]);
            } else {
                throw new IllegalArgumentException("unknown or incomplete option: " + option);
            }
        }
        Options options = new Options(values);
        DriverArguments parsed = new DriverArguments(
                smoke,
                options.text("--name", String.join(" ", command)),
                options.integer("--run", 1),
                options.path("--out"),
                options.path("--stderr"),
                benchmarkOptions(options),
                command);
        options.rejectUnused();
        return parsed;
    }

    private static BenchmarkOptions benchmarkOptions(Options options) {
        BenchmarkOptions defaults = BenchmarkOptions.defaults();
        return new BenchmarkOptions(
                options.integer("--cold-starts", defaults.coldStarts()),
                options.integer("--window", defaults.window()),
                options.integer("--warmup-calls", defaults.warmupCalls()),
                options.integer("--latency-calls", defaults.latencyCalls()),
                options.integer("--add-calls", defaults.addCalls()),
                options.integer("--echo-calls", defaults.echoCalls()),
                options.integer("--stall-timeout-ms", (int) defaults.stallTimeoutMillis()),
                options.integer("--exit-timeout-ms", (int) defaults.exitTimeoutMillis()));
    }

    /** Option values by name, remembering which were read so that unknown ones can be rejected. */
    private static final class Options {
        private final Map<String, String> values;

        Options(Map<String, String> values) {
            this.values = values;
        }

        String text(String name, String fallback) {
            String value = values.remove(name);
            return value == null ? fallback : value;
        }

        int integer(String name, int fallback) {
            String value = values.remove(name);
            try {
                return value == null ? fallback : Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " needs a whole number: " + value);
            }
        }

        Optional<Path> path(String name) {
            return Optional.ofNullable(values.remove(name)).map(Path::of);
        }

        void rejectUnused() {
            if (!values.isEmpty()) {
                throw new IllegalArgumentException("unknown option: " + values.keySet().iterator().next());
            }
        }
    }
}
