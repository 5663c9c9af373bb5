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
 * {@code @Size} is read the same way.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Size {
    /** The smallest allowed size. */
    int min() default 0;

    /** The largest allowed size. */
    int max() default Integer.MAX_VALUE;
}
