package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Inclusive bounds of a number: {@code minimum} and {@code maximum} in the schema. Give at least
 * one; on an integer type the bounds must be whole numbers. On a type argument it bounds each
 * item or map value: {@code Map<String, @Range(min = 0) Integer>}.
 *
 * {@snippet :
 * @McpTool
 * public List<Book> search(String query, @Range(min = 1, max = 50) int limit) { ... }
 * }
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD,
        ElementType.TYPE_USE})
public @interface Range {
    /** {@return the smallest allowed value}; unbounded by default. */
    double min() default Double.NEGATIVE_INFINITY;

    /** {@return the largest allowed value}; unbounded by default. */
    double max() default Double.POSITIVE_INFINITY;
}
