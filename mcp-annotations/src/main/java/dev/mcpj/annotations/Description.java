package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The description of a tool parameter, a record component or bean property, or a record or bean
 * type, for the model. It takes precedence over the Javadoc ({@code @param} tag or comment) that
 * would otherwise be used.
 *
 * {@snippet :
 * @McpTool
 * public String greet(@Description("the name to greet, as written") String name) { ... }
 * }
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD,
        ElementType.TYPE})
public @interface Description {
    /** {@return the description}, in words for the model */
    String value();
}
