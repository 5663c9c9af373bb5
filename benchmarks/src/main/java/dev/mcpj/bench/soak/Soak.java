package dev.mcpj.bench.soak;

import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Path;
import java.util.List;

/**
 * The soak from the command line: {@code Soak stdio|http-2025-11-25|http-2026-07-28 CALLS [WINDOW]}
 * starts {@link SoakServer} with this JVM and class path, runs the calls, prints the figures and
 * exits with 0 if every answer was right, the server's heap after GC, threads and file
 * descriptors stayed flat, and it exited promptly; 1 otherwise.
 */
public final class Soak {
    /** Threads or descriptors the server may hold beyond the first sample (thread pools warm up lazily). */
    static final int SLACK = 8;

    private Soak() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: Soak stdio|http-2025-11-25|http-2026-07-28 CALLS [WINDOW]");
            System.exit(2);
        }
        long calls = Long.parseLong(args[1]);
        int window = args.length > 2 ? Integer.parseInt(args[2]) : 32;
        SoakResult result = run(args[0], calls, window, Redirect.INHERIT);
        System.out.println(result.summary());
        List<String> failures = result.failures(slack(args[0], window));
        failures.forEach(f -> System.out.println("FAILED: " + f));
        System.exit(failures.isEmpty() ? 0 : 1);
    }

    /** Runs one soak of {@code calls} calls, {@code window} in flight. */
    static SoakResult run(String transport, long calls, int window, Redirect stderr) throws Exception {
        return switch (transport) {
            case "stdio" -> StdioSoak.run(serverCommand("stdio"), calls, window, stderr);
            case "http-2025-11-25" -> HttpSoak.run(serverCommand("http"), HttpSoak.Era.SESSION, calls, window, stderr);
            case "http-2026-07-28" -> HttpSoak.run(serverCommand("http"), HttpSoak.Era.STATELESS, calls, window, stderr);
            default -> throw new IllegalArgumentException("unknown transport " + transport);
        };
    }

    /** Threads and descriptors allowed above the first sample: on HTTP, one connection (and thread) per client. */
    static int slack(String transport, int window) {
        return transport.equals("stdio") ? SLACK : SLACK + window;
    }

    private static List<String> serverCommand(String mode) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), SoakServer.class.getName(), mode);
    }
}
