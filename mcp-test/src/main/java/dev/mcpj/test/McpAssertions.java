package dev.mcpj.test;

import dev.mcpj.core.tool.CallToolResult;
import org.assertj.core.api.Assertions;

/**
 * AssertJ's {@link Assertions} plus assertions on MCP results, so that one static import serves a
 * whole test.
 *
 * {@snippet :
 * import static dev.mcpj.test.McpAssertions.assertThat;
 *
 * assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5");
 * assertThat(client.listTools()).extracting(Tool::name).contains("add");
 * }
 */
public class McpAssertions extends Assertions {
    /** Only static methods; subclass to add a project's own assertions next to these. */
    protected McpAssertions() {
    }

    /**
     * Assertions on a tool's result.
     *
     * @param actual the result, as {@link McpTestClient#callTool} returned it
     * @return the assertion, to chain checks on
     */
    public static CallToolResultAssert assertThat(CallToolResult actual) {
        return new CallToolResultAssert(actual);
    }
}
