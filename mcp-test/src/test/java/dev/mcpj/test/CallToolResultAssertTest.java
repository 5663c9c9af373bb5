package dev.mcpj.test;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.assertThatThrownBy;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.tool.CallToolResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class CallToolResultAssertTest {
    private static final CallToolResult POINT = CallToolResult.structured(
            JsonMapper.builder().build().readTree("{\"x\":1,\"y\":2.5,\"tags\":[\"a\"]}"));

    @Test
    void passingChecks() {
        assertThat(CallToolResult.of(Content.text("4"), Content.text("2"))).isNotError().hasText("42")
                .hasTextContaining("2").hasContentCount(2);
        assertThat(CallToolResult.error("no")).isError().hasText("no");
        assertThat(POINT).hasStructuredContent("{\"x\":1.0,\"y\":2.5,\"tags\":[\"a\"]}")
                .hasStructuredContentAt("/x", 1)
                .hasStructuredContentAt("/y", 2.5)
                .hasStructuredContentAt("/tags", List.of("a"))
                .hasStructuredContentAt("", Map.of("x", 1, "y", 2.5, "tags", List.of("a")));
    }

    @Test
    void errorOrSuccessMismatchSaysWhatTheToolAnswered() {
        assertThatThrownBy(() -> assertThat(CallToolResult.error("Unit 'parsec' is not supported")).isNotError())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("it failed with: Unit 'parsec' is not supported");
        assertThatThrownBy(() -> assertThat(CallToolResult.text("42")).isError())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("succeeded with: 42");
    }

    @Test
    void textMismatchesFail() {
        assertThatThrownBy(() -> assertThat(CallToolResult.text("42")).hasText("43"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("43").hasMessageContaining("42");
        assertThatThrownBy(() -> assertThat(CallToolResult.text("42")).hasTextContaining("7"))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> assertThat(CallToolResult.text("42")).hasContentCount(2))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void structuredMismatchesFail() {
        assertThatThrownBy(() -> assertThat(CallToolResult.text("42")).hasStructuredContent())
                .isInstanceOf(AssertionError.class).hasMessageContaining("has none");
        assertThatThrownBy(() -> assertThat(POINT).hasStructuredContentAt("/x", 2))
                .isInstanceOf(AssertionError.class).hasMessageContaining("at /x");
        assertThatThrownBy(() -> assertThat(POINT).hasStructuredContentAt("/z", 1))
                .isInstanceOf(AssertionError.class).hasMessageContaining("a value at /z");
        assertThatThrownBy(() -> assertThat(POINT).hasStructuredContent("{\"x\":1}"))
                .isInstanceOf(AssertionError.class);
    }
}
