package dev.mcpj.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the server that {@link McpTestExtension} connects clients to: a field of type
 * {@code McpServer}, or a method without parameters that returns one; static or not. A field's
 * server belongs to the test class, which closes it if it needs to; a method is called for each
 * client and the server it returns is closed after the test.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface McpServerUnderTest {
}
