package dev.mcpj.bench.report;

import dev.mcpj.bench.Format;
import dev.mcpj.bench.Metric;
import java.util.List;
import java.util.Optional;

/**
 * Draws the comparison as an SVG image: one panel of horizontal bars per metric, one bar per
 * server, the baseline's bar highlighted. Plain SVG 1.1 text, no charting library.
 */
final class SvgChart {

    /** The metrics drawn, one panel each. */
    static final List<Metric> METRICS = List.of(
            Metric.ADD_THROUGHPUT, Metric.ECHO_THROUGHPUT, Metric.ASCII_ECHO_THROUGHPUT, Metric.LATENCY_P50,
            Metric.LATENCY_P99, Metric.COLD_START);

    private static final int WIDTH = 760;
    private static final int LABEL_WIDTH = 170;
    private static final int BAR_AREA_WIDTH = 460;
    private static final int BAR_HEIGHT = 18;
    private static final int BAR_GAP = 6;
    private static final int HEADER_HEIGHT = 30;
    private static final int TITLE_HEIGHT = 28;
    private static final int PANEL_GAP = 18;
    private static final int MARGIN = 16;
    private static final String BASELINE_COLOR = "#2563eb";
    private static final String PEER_COLOR = "#9ca3af";
    private static final String FAILED_COLOR = "#dc2626";

    private SvgChart() {}

    /** The chart for {@code comparison} as a complete SVG document. */
    static String render(Comparison comparison) {
        List<ServerSummary> servers = comparison.servers();
        int panelHeight = TITLE_HEIGHT + servers.size() * (BAR_HEIGHT + BAR_GAP) + PANEL_GAP;
        int height = 2 * MARGIN + HEADER_HEIGHT + METRICS.size() * panelHeight;
        StringBuilder svg = new StringBuilder();
        svg.append(Svg.open(WIDTH, height));
        String title = "MCP over stdio: " + comparison.baseline().server() + " and its peers (medians)";
        svg.append(Svg.text(MARGIN, MARGIN + 14, "bold", 16, title));
        int y = MARGIN + HEADER_HEIGHT;
        for (Metric metric : METRICS) {
            appendPanel(svg, comparison, metric, y);
            y += panelHeight;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void appendPanel(StringBuilder svg, Comparison comparison, Metric metric, int top) {
        String direction = metric.higherIsBetter() ? "higher is better" : "lower is better";
        svg.append(Svg.text(MARGIN, top + 18, "bold", 13, metric.label() + " (" + metric.unit() + ", " + direction + ")"));
        double max = comparison.servers().stream()
                .map(server -> server.median(metric))
                .flatMap(Optional::stream)
                .mapToDouble(Double::doubleValue)
                .max()
                .orElse(1);
        int y = top + TITLE_HEIGHT;
        for (ServerSummary server : comparison.servers()) {
            Optional<Double> value = server.median(metric);
            int barWidth = value.map(v -> (int) Math.max(1, Math.round(v / max * BAR_AREA_WIDTH))).orElse(0);
            String color = server.failed() ? FAILED_COLOR
                    : server == comparison.baseline() ? BASELINE_COLOR : PEER_COLOR;
            String label = value.map(Format::number).orElse("n/a") + (server.failed() ? "  FAILURE" : "");
            svg.append(Svg.text(MARGIN, y + 13, "normal", 13, server.server()));
            svg.append(Svg.rect(LABEL_WIDTH, y, barWidth, BAR_HEIGHT, color));
            svg.append(Svg.text(LABEL_WIDTH + barWidth + 6, y + 13, "normal", 12, label));
            y += BAR_HEIGHT + BAR_GAP;
        }
    }
}
