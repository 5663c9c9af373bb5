package dev.mcpj.bench;

import java.util.Locale;

/** Number formatting shared by the driver's output and the report. */
public final class Format {

    private Format() {}

    /** Three significant digits or more: {@code 12345}, {@code 123}, {@code 12.3}, {@code 1.23}. */
    public static String number(double value) {
        double magnitude = Math.abs(value);
        String pattern = magnitude >= 100 ? "%.0f" : magnitude >= 10 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, pattern, value);
    }

    /** A ratio such as {@code 1.35×}. */
    public static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f×", value);
    }
}
