package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A regular expression that the whole string must match, as with {@link String#matches(String)}
 * and Jakarta's {@code @Pattern}: {@code @Pattern("[a-z]+")} becomes
 * {@code "pattern": "^(?:[a-z]+)$"} in the schema. Keep to the syntax that Java and ECMA-262 share
 * (classes, quantifiers, groups, alternation) so that every client reads it alike.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface Pattern {
    String value();
}
