/**
 * Spring Boot auto-configuration for an mcpj server: {@link dev.mcpj.spring.boot.McpProperties}
 * ({@code mcpj.*}), the server and the registration of the application's beans
 * ({@link dev.mcpj.spring.boot.McpServerAutoConfiguration}), the Streamable HTTP endpoint on the
 * application's servlet server ({@link dev.mcpj.spring.boot.McpHttpAutoConfiguration}), and
 * Actuator's health and info ({@link dev.mcpj.spring.boot.McpActuatorAutoConfiguration}). An
 * application adds the starter and writes beans; it calls nothing here.
 */
@NullMarked
package dev.mcpj.spring.boot;

import org.jspecify.annotations.NullMarked;
