package dev.mcpj.bench;

/** Renders the result of the {@code add} tool the way Java and JavaScript print numbers naturally. */
public final class NumberText {

    /** Above this magnitude a double is not reliably an exact integer, so it keeps Java's notation. */
    private static final double EXACT_INTEGER_LIMIT = 1e15;

    private NumberText() {}

    /**
     * Formats {@code value}: an integral value without a decimal point ({@code 3}, not {@code 3.0}),
     * anything else with {@link Double#toString(double)}, which agrees with JavaScript's
     * {@code String(number)} for the magnitudes the driver uses (between 1e-3 and 1e7).
     */
    public static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < EXACT_INTEGER_LIMIT) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
