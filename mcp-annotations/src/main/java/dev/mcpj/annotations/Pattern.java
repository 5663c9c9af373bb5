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
 * (classes, quantifiers, groups, alternation) so that every client reads it alike. An expression
 * already anchored at both ends ({@code ^97[89][0-9]{10}$}) is published as it is. On a type
 * argument it applies to each item or map value: {@code List<@Pattern("[a-z]+") String>}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD,
        ElementType.TYPE_USE})
public @interface Pattern {
    /** {@return the regular expression}, unanchored or anchored at both ends */
    String value();
}
