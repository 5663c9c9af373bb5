package dev.mcpj.bench.http;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code benchmarks/http-run.sh} measured, read back from its results file: one line per
 * measurement, words separated by spaces, {@code key=value} pairs as the drivers print them.
 * <pre>
 * meta KEY VALUE...
 * load SERVER LOAD TOOL CONNECTIONS rps=.. p50_ms=.. p99_ms=.. calls=.. errors=..
 * contention SERVER slow|quiet COUNT rps=.. p50_ms=.. p99_ms=.. calls=.. errors=.. max_ms=.. ...
 * rss SERVER KIB
 * </pre>
 * A measurement repeated in several rounds is read as one, each figure the median of its rounds
 * (peak RSS: the highest). Servers are ours ({@code jdk}, {@code jetty}) and the peers ({@code bare-jetty},
 * {@code java-sdk}, {@code java-sdk-stateless}, {@code java-sdk-modern}, {@code spring-ai},
 * {@code spring-ai-stateless}, {@code ts-stateful}, {@code ts-stateless}); loads are {@code session1},
 * {@code session16} and {@code stateless}.
 */
record HttpResults(Map<String, String> meta, List<Cell> cells, List<Contention> contention, Map<String, Long> rssKib) {

    /** One load cell: a server under one load, tool and connection count. */
    record Cell(String server, String load, String tool, int connections, Map<String, Double> figures) {
        double rps() {
            return figures.getOrDefault("rps", Double.NaN);
        }

        double p50() {
            return figures.getOrDefault("p50_ms", Double.NaN);
        }

        double p99() {
            return figures.getOrDefault("p99_ms", Double.NaN);
        }

        long errors() {
            return figures.getOrDefault("errors", 0.0).longValue();
        }

        /** The server's CPU time per right answer, in µs, given the clock ticks per second. */
        double cpuMicros(double ticksPerSecond) {
            double answered = figures.getOrDefault("answered", Double.NaN);
            return figures.getOrDefault("cpu_ticks", Double.NaN) / ticksPerSecond * 1e6 / answered;
        }
    }

    /** Quick calls beside {@code count} slow calls or quiet connections. */
    record Contention(String server, String kind, int count, Map<String, Double> figures) {
        double figure(String key) {
            return figures.getOrDefault(key, Double.NaN);
        }
    }

    static HttpResults read(Path file) throws IOException {
        return parse(Files.readAllLines(file));
    }

    static HttpResults parse(List<String> lines) {
        Map<String, String> meta = new LinkedHashMap<>();
        Map<String, List<Map<String, Double>>> rounds = new LinkedHashMap<>();
        Map<String, Long> rss = new LinkedHashMap<>();
        for (String line : lines) {
            String[] w = line.strip().split("\\s+");
            switch (w[0]) {
                case "meta" -> meta.put(w[1], line.strip().substring(("meta " + w[1]).length()).strip());
                case "load" -> rounds.computeIfAbsent(String.join(" ", List.of(w).subList(0, 5)),
                        k -> new ArrayList<>()).add(figures(w, 5));
                case "contention" -> rounds.computeIfAbsent(String.join(" ", List.of(w).subList(0, 4)),
                        k -> new ArrayList<>()).add(figures(w, 4));
                case "rss" -> rss.merge(w[1], Long.parseLong(w[2]), Math::max);
                case "" -> {
                }
                default -> throw new IllegalArgumentException("Not a result line: " + line);
            }
        }
        List<Cell> cells = new ArrayList<>();
        List<Contention> contention = new ArrayList<>();
        rounds.forEach((key, measured) -> {
            String[] w = key.split(" ");
            Map<String, Double> figures = medians(measured);
            if (w[0].equals("load")) {
                cells.add(new Cell(w[1], w[2], w[3], Integer.parseInt(w[4]), figures));
            } else {
                contention.add(new Contention(w[1], w[2], Integer.parseInt(w[3]), figures));
            }
        });
        return new HttpResults(meta, cells, contention, rss);
    }

    private static Map<String, Double> figures(String[] words, int from) {
        Map<String, Double> figures = new HashMap<>();
        for (int i = from; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq > 0) {
                figures.put(words[i].substring(0, eq), Double.parseDouble(words[i].substring(eq + 1)));
            }
        }
        return figures;
    }

    /** Each figure's median over the rounds (of an even number, the mean of the middle two). */
    static Map<String, Double> medians(List<Map<String, Double>> rounds) {
        Map<String, Double> medians = new HashMap<>();
        for (String key : rounds.get(0).keySet()) {
            double[] v = rounds.stream().mapToDouble(f -> f.getOrDefault(key, Double.NaN)).sorted().toArray();
            medians.put(key, v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2);
        }
        return medians;
    }

    /** The TypeScript SDK's server that a load of ours is compared with. */
    static String peerOf(String load) {
        return load.equals("stateless") ? "ts-stateless" : "ts-stateful";
    }

    Optional<Cell> cell(String server, String load, String tool, int connections) {
        return cells.stream().filter(c -> c.server.equals(server) && c.load.equals(load) && c.tool.equals(tool)
                && c.connections == connections).findFirst();
    }

    /** Our cells ({@code jdk} and {@code jetty}, not a peer's), in the order measured. */
    List<Cell> ours() {
        return cells.stream().filter(c -> c.server.equals("jdk") || c.server.equals("jetty")).toList();
    }
}
