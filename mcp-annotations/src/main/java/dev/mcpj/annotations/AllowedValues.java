package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The only values a string may take: {@code enum} in the schema. For a fixed set known to the
 * code, prefer a Java enum. On a type argument it applies to each item or map value.
 *
 * {@snippet :
 * @McpTool
 * public String convert(double value, @AllowedValues({"km", "mi"}) String unit) { ... }
 * }
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD,
        ElementType.TYPE_USE})
public @interface AllowedValues {
    /** {@return the allowed values}, as the strings a caller sends */
    String[] value();
}
