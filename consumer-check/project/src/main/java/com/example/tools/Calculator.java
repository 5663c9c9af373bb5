package com.example.tools;

import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Range;

/** An annotated tool. */
public final class Calculator {
    /** A calculator. */
    public Calculator() {
    }

    /**
     * Multiply two whole numbers.
     *
     * @param a the first factor
     * @param b the second factor, at most 1000
     * @return the product
     */
    @McpTool
    public long multiply(long a, @Range(max = 1000) long b) {
        return a * b;
    }
}
