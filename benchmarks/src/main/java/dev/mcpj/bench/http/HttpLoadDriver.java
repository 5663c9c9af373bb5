package dev.mcpj.bench.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives a Streamable HTTP server with {@code tools/call} over kept-alive HTTP/1.1 connections,
 * one request at a time per connection, and checks every answer (status 200 and the expected
 * text). Prints one line: requests per second, p50 and p99 latency, errors.
 *
 * <p>Usage: {@code HttpLoadDriver <url> <mode> <tool> <connections> <warmup-seconds> <seconds>
 * [sessions]}, where mode is one of {@link HttpWire}'s, tool is {@code add} or {@code echo} (10 KiB
 * of text), and in {@code session} mode {@code sessions} (default 1) sessions are opened first and
 * shared by all connections, each connection taking them in turn, request by request.
 *
 * <p>{@code HttpLoadDriver <url> -} runs one load after another in this one process, each read
 * from a line of standard input ({@code <mode> <tool> <connections> <warmup-seconds> <seconds>
 * <sessions>}), and prints each one's line as it ends. A benchmark drives every cell of a server
 * with one such process, so that the driver's own JIT has compiled its paths during the server's
 * warm-up: a driver started fresh for each cell compiles during the cell, on the cores the server
 * is measured on.
 */
public final class HttpLoadDriver {

    private HttpLoadDriver() {
    }

    public static void main(String[] args) throws Exception {
        URI url = URI.create(args[0]);
        if (args.length == 2 && args[1].equals("-")) {
            runLines(url);
            return;
        }
        int sessions = args.length > 6 ? Integer.parseInt(args[6]) : 1;
        Load load = new Load(url, args[1], args[2], sessions);
        System.out.println(load.run(Integer.parseInt(args[3]), Double.parseDouble(args[4]),
                Double.parseDouble(args[5])).line());
    }

    private static void runLines(URI url) throws Exception {
        BufferedReader lines = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = lines.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            String[] a = line.trim().split("\\s+");
            if (a.length != 6) {
                throw new IllegalArgumentException("expected <mode> <tool> <connections> <warmup> <seconds> <sessions>, not: " + line);
            }
            Load load = new Load(url, a[0], a[1], Integer.parseInt(a[5]));
            System.out.println(load.run(Integer.parseInt(a[2]), Double.parseDouble(a[3]),
                    Double.parseDouble(a[4])).line());
            System.out.flush();
        }
    }

    /**
     * What a measured window gave: the latencies of the right answers, sorted, and the errors;
     * {@code answered} counts every right answer, the warm-up's included.
     */
    record Result(long[] sortedNanos, long errors, double seconds, long answered) {
        /** The driver's output line: {@code rps= p50_ms= p99_ms= calls= errors= answered=}. */
        String line() {
            return String.format(Locale.ROOT, "rps=%.0f p50_ms=%.3f p99_ms=%.3f calls=%d errors=%d answered=%d",
                    sortedNanos.length / seconds, percentile(0.50), percentile(0.99), sortedNanos.length, errors,
                    answered);
        }

        double percentile(double p) {
            if (sortedNanos.length == 0) {
                return Double.NaN;
            }
            return sortedNanos[Math.min(sortedNanos.length - 1, (int) Math.floor(p * sortedNanos.length))] / 1e6;
        }
    }

    /** A closed-loop load of one tool: each connection sends its next call when the last is answered. */
    static final class Load {
        private final URI url;
        private final String mode;
        private final String tool;
        private final int sessionCount;
        private final AtomicLong ids = new AtomicLong();
        private final AtomicLong errors = new AtomicLong();
        private final AtomicLong answered = new AtomicLong();
        private List<String> sessions = List.of();

        /** A load that opens {@code sessions} sessions of its own in {@code session} mode. */
        Load(URI url, String mode, String tool, int sessions) {
            this.url = url;
            this.mode = mode;
            this.tool = tool;
            this.sessionCount = sessions;
        }

        /** A load in the session already opened, or without one when {@code session} is null. */
        Load(URI url, String mode, String tool, String session) {
            this(url, mode, tool, 0);
            this.sessions = session == null ? List.of() : List.of(session);
        }

        /** Runs {@code connections} connections for {@code warmup} seconds unmeasured, then {@code seconds} measured. */
        Result run(int connections, double warmup, double seconds) throws Exception {
            if (mode.equals("session") && sessions.isEmpty()) {
                List<String> opened = new ArrayList<>();
                try (HttpWire wire = new HttpWire(url)) {
                    for (int i = 0; i < sessionCount; i++) {
                        opened.add(wire.openSession());
                    }
                }
                sessions = List.copyOf(opened);
            }
            long measureFrom = System.nanoTime() + (long) (warmup * 1e9);
            long end = measureFrom + (long) (seconds * 1e9);
            long[][] results = new long[connections][];
            List<Thread> threads = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                int index = c;
                Thread t = new Thread(() -> results[index] = connection(measureFrom, end));
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
            long[] all = Arrays.stream(results).flatMapToLong(Arrays::stream).sorted().toArray();
            return new Result(all, errors.get(), seconds, answered.get());
        }

        /** One connection's loop; returns the latencies of the calls answered in the measured window. */
        private long[] connection(long measureFrom, long end) {
            long[] latencies = new long[1 << 12];
            int n = 0;
            while (System.nanoTime() < end) {
                try (HttpWire wire = new HttpWire(url)) {
                    while (true) {
                        long now = System.nanoTime();
                        if (now >= end) {
                            break;
                        }
                        long id = ids.incrementAndGet();
                        String session = sessions.isEmpty() ? null : sessions.get((int) (id % sessions.size()));
                        HttpWire.Reply r = wire.call(mode, session, tool, id, 0);
                        long took = System.nanoTime() - now;
                        if (!HttpWire.correct(tool, r)) {
                            errors.incrementAndGet();
                        } else {
                            answered.incrementAndGet();
                            if (now >= measureFrom) {
                                if (n == latencies.length) {
                                    latencies = Arrays.copyOf(latencies, n * 2);
                                }
                                latencies[n++] = took;
                            }
                        }
                        if (r.close()) {
                            break;
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    errors.incrementAndGet();
                }
            }
            return Arrays.copyOf(latencies, n);
        }
    }
}
