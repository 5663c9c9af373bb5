package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a tool parameter takes when the call leaves it out. The parameter becomes optional,
 * the schema shows the value as {@code default}, and the generated code applies it before the
 * call. The text must parse as the parameter's type at compile time: a number, {@code true} or
 * {@code false}, an enum's wire name, a string, or the ISO-8601 text of a {@code java.time} type,
 * a UUID or a URI.
 *
 * {@snippet :
 * @McpTool
 * public List<Book> search(String query, @DefaultValue("10") int limit) { ... }
 * }
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface DefaultValue {
    /** {@return the default, as text} that parses as the parameter's type */
    String value();
}
