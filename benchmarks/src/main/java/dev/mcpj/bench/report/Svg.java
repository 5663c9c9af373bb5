package dev.mcpj.bench.report;

import java.util.Locale;

/** The few SVG 1.1 elements the charts draw, as text. */
public final class Svg {

    private Svg() {}

    /** A line of text, its content escaped. */
    public static String text(int x, int y, String weight, int size, String content) {
        return String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" font-weight=\"%s\" font-size=\"%d\" fill=\"#111827\">%s</text>\n",
                x, y, weight, size, content.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
    }

    /** A filled rectangle. */
    public static String rect(int x, int y, int width, int height, String color) {
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                x, y, width, height, color);
    }

    /** A straight line. */
    public static String line(int x1, int y1, int x2, int y2, String color, int width) {
        return String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\""
                + " stroke-width=\"%d\"/>\n", x1, y1, x2, y2, color, width);
    }

    /** The opening tag of a document {@code width} by {@code height}, on a white ground. */
    public static String open(int width, int height) {
        return String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"Helvetica, Arial, sans-serif\">\n", width, height, width, height)
                + String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width, height);
    }
}
