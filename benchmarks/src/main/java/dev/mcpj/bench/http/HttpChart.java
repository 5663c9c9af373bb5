package dev.mcpj.bench.http;

import dev.mcpj.bench.Format;
import dev.mcpj.bench.report.Svg;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Draws the HTTP benchmark as an SVG image from its results, on logarithmic axes with each
 * target as a red line: requests/s and p99 of ours as a multiple of the TypeScript SDK's, cell by
 * cell, and the quick calls' p99 under contention. Plain SVG 1.1 text, no charting library.
 */
final class HttpChart {
    private static final int WIDTH = 820;
    private static final int LABEL_WIDTH = 230;
    private static final int BARS_WIDTH = 520;
    private static final int BAR = 9;
    private static final int GROUP_GAP = 5;
    private static final int MARGIN = 16;
    private static final List<String> OURS = List.of("jdk", "jetty");
    private static final List<String> COLORS = List.of("#2563eb", "#059669", "#9ca3af");

    private HttpChart() {
    }

    /** A panel: one group of bars per row, one bar per series, on a log axis from {@code min} to {@code max}. */
    private record Panel(String title, List<String> rows, List<String> series, List<double[]> values, double min,
                         double max, double target, String unit) {
    }

    static String render(HttpResults r) {
        List<Panel> panels = new ArrayList<>();
        panels.add(ratioPanel(r, "requests/s: ours ÷ TypeScript SDK (higher is better; target "
                + Format.ratio(HttpReport.RPS_TARGET) + ")", c -> c.rps(), true, HttpReport.RPS_TARGET));
        panels.add(ratioPanel(r, "p99 latency: TypeScript SDK ÷ ours (higher is better; target "
                + Format.ratio(HttpReport.P99_TARGET) + ")", c -> c.p99(), false, HttpReport.P99_TARGET));
        panels.addAll(contentionPanels(r));
        int height = MARGIN + 30;
        for (Panel p : panels) {
            height += panelHeight(p);
        }
        height += MARGIN;
        StringBuilder svg = new StringBuilder();
        svg.append(Svg.open(WIDTH, height));
        svg.append(Svg.text(MARGIN, MARGIN + 14, "bold", 16, "MCP over Streamable HTTP: ours against the TypeScript SDK ("
                + r.meta().getOrDefault("date", "") + ")"));
        int y = MARGIN + 30;
        for (Panel p : panels) {
            draw(svg, p, y);
            y += panelHeight(p);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static Panel ratioPanel(HttpResults r, String title, ToDoubleFunction<HttpResults.Cell> figure,
                                    boolean oursOverPeer, double target) {
        List<String> rows = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        for (HttpResults.Cell cell : r.cells()) {
            if (!cell.server().equals(OURS.get(0))) {
                continue; // one row per cell, every engine of ours in it
            }
            HttpResults.Cell peer = r.cell(HttpResults.peerOf(cell.load()), cell.load(), cell.tool(),
                    cell.connections()).orElse(null);
            if (peer == null) {
                continue;
            }
            double[] v = new double[OURS.size()];
            for (int i = 0; i < OURS.size(); i++) {
                double ours = r.cell(OURS.get(i), cell.load(), cell.tool(), cell.connections())
                        .map(figure::applyAsDouble).orElse(Double.NaN);
                double theirs = figure.applyAsDouble(peer);
                v[i] = oursOverPeer ? ours / theirs : theirs / ours;
            }
            rows.add(HttpReport.label(cell.load()) + ", " + cell.tool() + ", " + cell.connections() + " conn.");
            values.add(v);
        }
        return new Panel(title, rows, OURS, values, 0.1, 100, target, "×");
    }

    private static List<Panel> contentionPanels(HttpResults r) {
        List<Panel> panels = new ArrayList<>();
        List<String> servers = List.of("jdk", "jetty", "ts-stateful");
        for (String kind : List.of("slow", "quiet")) {
            List<HttpResults.Contention> found = r.contention().stream().filter(c -> c.kind().equals(kind)).toList();
            if (found.isEmpty()) {
                continue;
            }
            List<String> rows = List.of("p99", "max");
            List<double[]> values = new ArrayList<>();
            for (String key : List.of("p99_ms", "max_ms")) {
                double[] v = new double[servers.size()];
                for (int i = 0; i < servers.size(); i++) {
                    String server = servers.get(i);
                    v[i] = found.stream().filter(c -> c.server().equals(server)).findFirst()
                            .map(c -> c.figure(key)).orElse(Double.NaN);
                }
                values.add(v);
            }
            boolean slow = kind.equals("slow");
            String title = String.format(Locale.ROOT, "quick add calls beside %,d %s (ms, lower is better; target %s ms)",
                    found.get(0).count(), slow ? "slow calls in flight" : "quiet connections",
                    Format.number(slow ? HttpReport.SLOW_TARGET_MS : HttpReport.QUIET_TARGET_MS));
            panels.add(new Panel(title, rows, servers, values, 0.1, 100_000,
                    slow ? HttpReport.SLOW_TARGET_MS : HttpReport.QUIET_TARGET_MS, " ms"));
        }
        return panels;
    }

    private static int panelHeight(Panel p) {
        return 48 + p.rows().size() * (p.series().size() * BAR + GROUP_GAP) + 22;
    }

    private static void draw(StringBuilder svg, Panel p, int top) {
        svg.append(Svg.text(MARGIN, top + 16, "bold", 13, p.title()));
        int legendX = MARGIN;
        for (int s = 0; s < p.series().size(); s++) {
            svg.append(Svg.rect(legendX, top + 24, 10, 10, COLORS.get(s)));
            svg.append(Svg.text(legendX + 14, top + 33, "normal", 11, p.series().get(s)));
            legendX += 30 + 7 * p.series().get(s).length();
        }
        int y = top + 44;
        int bottom = y + p.rows().size() * (p.series().size() * BAR + GROUP_GAP);
        for (double tick = p.min(); tick <= p.max() * 1.0001; tick *= 10) {
            int x = x(p, tick);
            svg.append(Svg.line(x, y - 2, x, bottom, "#e5e7eb", 1));
            svg.append(Svg.text(x - 8, bottom + 13, "normal", 10, Format.number(tick) + p.unit()));
        }
        int tx = x(p, p.target());
        for (int row = 0; row < p.rows().size(); row++) {
            svg.append(Svg.text(MARGIN, y + p.series().size() * BAR / 2 + 5, "normal", 11, p.rows().get(row)));
            for (int s = 0; s < p.series().size(); s++) {
                double v = p.values().get(row)[s];
                if (Double.isFinite(v) && v > 0) {
                    int w = Math.max(1, x(p, v) - LABEL_WIDTH);
                    svg.append(Svg.rect(LABEL_WIDTH, y, w, BAR - 1, COLORS.get(s)));
                    svg.append(Svg.text(LABEL_WIDTH + w + 4, y + BAR - 1, "normal", 9, Format.number(v) + p.unit()));
                }
                y += BAR;
            }
            y += GROUP_GAP;
        }
        svg.append(Svg.line(tx, top + 40, tx, bottom, "#dc2626", 2));
        svg.append(Svg.text(tx + 4, top + 38, "normal", 10, "target"));
    }

    /** Where {@code v} lies on the panel's log axis. */
    private static int x(Panel p, double v) {
        double clamped = Math.max(p.min(), Math.min(p.max(), v));
        double f = (Math.log10(clamped) - Math.log10(p.min())) / (Math.log10(p.max()) - Math.log10(p.min()));
        return LABEL_WIDTH + (int) Math.round(f * BARS_WIDTH);
    }
}
