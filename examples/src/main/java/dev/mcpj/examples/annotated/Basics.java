package dev.mcpj.examples.annotated;

import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;

/** The two smallest tools, {@code add} and {@code echo}, as static methods: no instance is needed. */
public final class Basics {
    private Basics() {
    }

    /**
     * Add two numbers.
     *
     * @param a the first number
     * @param b the second number
     */
    @McpTool(readOnly = Hint.TRUE)
    public static String add(double a, double b) {
        return dev.mcpj.examples.UnitConverter.format(a + b);
    }

    /**
     * Return the text unchanged.
     *
     * @param text the text to echo
     */
    @McpTool
    public static String echo(String text) {
        return text;
    }
}
