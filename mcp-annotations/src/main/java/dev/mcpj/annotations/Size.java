package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Inclusive bounds of a size: the length of a string ({@code minLength}/{@code maxLength}), the
 * number of items of a list, set or array ({@code minItems}/{@code maxItems}), or the number of
 * entries of a map ({@code minProperties}/{@code maxProperties}). Jakarta Bean Validation's
 * {@code @Size} is read the same way. On a type argument it bounds each item or map value:
 * {@code List<@Size(max = 20) String>}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD,
        ElementType.TYPE_USE})
public @interface Size {
    /** {@return the smallest allowed size}; 0 by default. */
    int min() default 0;

    /** {@return the largest allowed size}; unbounded by default. */
    int max() default Integer.MAX_VALUE;
}
