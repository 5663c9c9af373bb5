package dev.mcpj.docs.annotated;

import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Range;
import java.util.List;
import java.util.stream.LongStream;

// region annotated-tool
/** Arithmetic for the model. */
public final class Calculator {
    /**
     * Add two numbers.
     *
     * @param a the first addend
     * @param b the second addend
     * @return the sum
     */
    @McpTool(readOnly = Hint.TRUE)
    public double add(double a, double b) {
        return a + b;
    }

    /**
     * The first multiples of a number.
     *
     * @param of    the number whose multiples to list
     * @param count how many multiples to list
     * @return the multiples, smallest first
     */
    @McpTool(readOnly = Hint.TRUE)
    public List<Long> multiples(long of, @Range(min = 1, max = 100) @DefaultValue("5") int count) {
        return LongStream.rangeClosed(1, count).map(i -> i * of).boxed().toList();
    }
}
// endregion
