package dev.mcpj.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.jsonrpc.McpJson;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ToolTest {
    @Test
    void namesAreCheckedAtBuild() {
        assertThat(Tool.builder("a.b-c_9").build().name()).isEqualTo("a.b-c_9");
        assertThatThrownBy(() -> Tool.builder("has space").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has space");
        assertThatThrownBy(() -> Tool.builder("").build()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Tool.builder("x".repeat(129)).build()).isInstanceOf(IllegalArgumentException.class);
        assertThat(Tool.builder("x".repeat(128)).build()).isNotNull();
    }

    @Test
    void inputSchemaRootMustBeAnObjectSchema() {
        assertThatThrownBy(() -> Tool.builder("t").inputSchema("{\"type\":\"string\"}").build())
                .hasMessageContaining("\"type\": \"object\"");
        assertThatThrownBy(() -> Tool.builder("t").inputSchema("{nope").build())
                .hasMessageContaining("not valid JSON");
        assertThat(Tool.builder("t").build().inputSchema().toString()).isEqualTo("{\"type\":\"object\"}");
    }

    @Test
    void undeclaredHintsAreAbsentOnTheWire() {
        Tool tool = Tool.builder("t").annotations(ToolAnnotations.builder().readOnly(false).build()).build();
        JsonNode wire = McpJson.writeTool(tool);
        assertThat(wire.get("annotations").toString()).isEqualTo("{\"readOnlyHint\":false}");
        assertThat(McpJson.writeTool(Tool.builder("u").annotations(ToolAnnotations.builder().build()).build())
                .has("annotations")).isFalse();
    }

    @Test
    void structuredResultAlsoCarriesTheJsonAsText() {
        JsonNode value = dev.mcpj.core.internal.Json.object().put("n", 1);
        CallToolResult r = CallToolResult.structured(value);
        assertThat(McpJson.writeCallToolResult(r).toString())
                .isEqualTo("{\"content\":[{\"type\":\"text\",\"text\":\"{\\\"n\\\":1}\"}],\"structuredContent\":{\"n\":1}}");
    }

    @Test
    void headerParametersAreFoundAndChecked() {
        Tool ok = Tool.builder("t").inputSchema("""
                {"type":"object","properties":{
                  "region":{"type":"string","x-mcp-header":"Region"},
                  "opts":{"type":"object","properties":{"tenant":{"type":"integer","x-mcp-header":"Tenant-Id"}}}}}""").build();
        assertThat(ok.headerParameters()).extracting(HeaderParameter::name).containsExactly("Region", "Tenant-Id");
        assertThat(ok.headerParameters().get(1).path()).containsExactly("opts", "tenant");
        assertThatThrownBy(() -> Tool.builder("t").inputSchema(
                "{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"number\",\"x-mcp-header\":\"X\"}}}").build())
                .hasMessageContaining("integer, string or boolean");
        assertThatThrownBy(() -> Tool.builder("t").inputSchema(
                "{\"type\":\"object\",\"properties\":{\"x\":{\"type\":\"string\",\"x-mcp-header\":\"Bad Name\"}}}").build())
                .hasMessageContaining("HTTP token");
        assertThatThrownBy(() -> Tool.builder("t").inputSchema(
                "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\",\"x-mcp-header\":\"A\"},"
                        + "\"b\":{\"type\":\"string\",\"x-mcp-header\":\"a\"}}}").build())
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> Tool.builder("t").inputSchema(
                "{\"type\":\"object\",\"properties\":{\"l\":{\"type\":\"array\",\"items\":"
                        + "{\"type\":\"string\",\"x-mcp-header\":\"L\"}}}}").build())
                .hasMessageContaining("\"properties\" alone");
    }
}
