package dev.mcpj.bench.http;

import dev.mcpj.bench.Format;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The HTTP report's tables of our Jetty server beside the Java peers and the ceiling, cell by cell:
 * requests/s of each, and ours as a multiple of each. Every figure is from one run.
 */
final class HttpPeers {

    /** A column: a peer's name in the table, and its server for a session load and for the stateless one. */
    private record Column(String title, String sessionServer, String statelessServer) {
        String server(String load) {
            return load.equals("stateless") ? statelessServer : sessionServer;
        }
    }

    private static final List<Column> COLUMNS = List.of(
            new Column("bare Jetty", "bare-jetty", "bare-jetty"),
            new Column("Java SDK 2.2.0", "java-sdk", "java-sdk-stateless"),
            new Column("Java SDK 2.2.0 `modern`", null, "java-sdk-modern"),
            new Column("Spring AI 2.0.1", "spring-ai", "spring-ai-stateless"),
            new Column("TypeScript SDK", "ts-stateful", "ts-stateless"));

    private HttpPeers() {
    }

    /** Ours on Jetty against the bare Jetty handler, the same requests in every cell; empty if either is missing. */
    static String ceiling(HttpResults r) {
        StringBuilder md = new StringBuilder();
        for (HttpResults.Cell ours : r.ours()) {
            if (!ours.server().equals("jetty")) {
                continue;
            }
            Optional<HttpResults.Cell> bare = r.cell("bare-jetty", ours.load(), ours.tool(), ours.connections());
            if (bare.isEmpty()) {
                continue;
            }
            HttpResults.Cell b = bare.get();
            md.append(String.format(Locale.ROOT, "| %s | %s | %d | %.0f | %.0f | %s | %s | %s | %d / %d |\n",
                    HttpReport.label(ours.load()), ours.tool(), ours.connections(), ours.rps(), b.rps(),
                    Format.ratio(ours.rps() / b.rps()), Format.ratio(b.p50() / ours.p50()),
                    Format.ratio(b.cpuMicros(ticks(r)) / ours.cpuMicros(ticks(r))), ours.errors(), b.errors()));
        }
        if (md.isEmpty()) {
            return "";
        }
        return "### Against its own ceiling: a bare Jetty handler\n\n"
                + "`bare-jetty` (`dev.mcpj.bench.peer.BareJettyServer`) is a Jetty handler with no SDK and no servlet"
                + " layer, on the Jetty that `mcp-transport-http-jetty` uses: it reads each request into a Jackson"
                + " tree and writes the answer the raw Jackson loop of the stdio benchmark writes, with a session id"
                + " checked against a set and no other check. It takes the same requests as `jetty` in every cell"
                + " (2025-11-25 in sessions, 2026-07-28 stateless). Ratios are `jetty` ÷ `bare-jetty` for requests/s"
                + " and the inverse for p50 and CPU per request, so that below 1× ours is behind its ceiling.\n\n"
                + "| load | tool | connections | jetty requests/s | bare Jetty requests/s | requests/s ×"
                + " | p50 × | CPU/request × | errors (jetty / bare) |\n"
                + "|---|---|---:|---:|---:|---:|---:|---:|---:|\n" + md + "\n";
    }

    /** Requests/s of ours on Jetty and of every peer measured, cell by cell; empty if no Java peer ran. */
    static String peers(HttpResults r) {
        boolean anyJavaPeer = r.cells().stream().anyMatch(c -> c.server().startsWith("java-sdk")
                || c.server().startsWith("spring-ai"));
        if (!anyJavaPeer) {
            return "";
        }
        StringBuilder md = new StringBuilder();
        md.append("### Beside the Java peers\n\n");
        md.append("Requests/s in each cell, and in brackets ours on Jetty as a multiple of it. The Java SDK runs on"
                + " Jetty through its servlet transports with their defaults (`benchmarks/peers/java-sdk`): its legacy"
                + " server with sessions for the session loads and without (`HttpServletStatelessServerTransport`) for"
                + " the stateless one, and its 2026-07-28 server (`io.modelcontextprotocol.modern`, which has no"
                + " sessions) for the stateless load. Spring AI runs as a Spring Boot application with its WebMVC"
                + " starter on Tomcat, the tools as `@McpTool` methods of a bean (`benchmarks/peers/spring-ai`), with"
                + " `protocol=STREAMABLE` for the session loads and `STATELESS` for the stateless one. The stateless"
                + " legacy servers take 2025-11-25 requests without a session, as the TypeScript SDK's stateless"
                + " server does; ours, `bare-jetty` and the modern server take 2026-07-28 requests. A cell with"
                + " errors says how many; – means the server has no such mode.\n\n");
        md.append("| load | tool | connections | jetty (ours)");
        COLUMNS.forEach(c -> md.append(" | ").append(c.title()));
        md.append(" |\n|---|---|---:|---:");
        COLUMNS.forEach(c -> md.append("|---:"));
        md.append("|\n");
        for (HttpResults.Cell ours : r.ours()) {
            if (!ours.server().equals("jetty")) {
                continue;
            }
            md.append(String.format(Locale.ROOT, "| %s | %s | %d | %.0f%s", HttpReport.label(ours.load()), ours.tool(),
                    ours.connections(), ours.rps(), errors(ours)));
            for (Column column : COLUMNS) {
                String server = column.server(ours.load());
                Optional<HttpResults.Cell> peer = server == null ? Optional.empty()
                        : r.cell(server, ours.load(), ours.tool(), ours.connections());
                md.append(" | ").append(peer.map(p -> String.format(Locale.ROOT, "%.0f (%s)%s", p.rps(),
                        Format.ratio(ours.rps() / p.rps()), errors(p))).orElse("–"));
            }
            md.append(" |\n");
        }
        return md.append('\n').toString();
    }

    private static String errors(HttpResults.Cell c) {
        return c.errors() == 0 ? "" : String.format(Locale.ROOT, ", %d errors", c.errors());
    }

    private static double ticks(HttpResults r) {
        return Double.parseDouble(r.meta().getOrDefault("ticks", "100"));
    }
}
