package dev.mcpj.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The protocol version an injected {@link McpTestClient} speaks, for example
 * {@code @ProtocolVersion(McpTestClient.STATELESS_PROTOCOL_VERSION)}; without it, the client speaks
 * {@link McpTestClient#DEFAULT_PROTOCOL_VERSION}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface ProtocolVersion {
    /** {@return the version, such as {@code "2026-07-28"}} */
    String value();
}
