package dev.mcpj.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a test class with {@link McpTestExtension}: its test methods may take a connected
 * {@link McpTestClient}.
 *
 * {@snippet :
 * @McpTest
 * class CalculatorTest {
 *     @McpServerUnderTest
 *     static McpServer server() {
 *         return Calculator.server();
 *     }
 *
 *     @Test
 *     void adds(McpTestClient client) {
 *         assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5");
 *     }
 * }
 * }
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(McpTestExtension.class)
public @interface McpTest {
}
