package dev.mcpj.conformance;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ToolException;

/**
 * Tools that answer at once with fixed content of each kind: text, image, audio, an embedded
 * resource, all three together, and an error (scenarios {@code tools-call-*}).
 */
final class ContentTools {
    private ContentTools() {
    }

    static void register(McpServer server) {
        server.addTool(Tool.builder("test_simple_text")
                        .description("Tests simple text content response")
                        .build(),
                (args, ctx) -> CallToolResult.text("This is a simple text response for testing."));

        server.addTool(Tool.builder("test_image_content")
                        .description("Tests image content response")
                        .build(),
                (args, ctx) -> CallToolResult.of(Content.image(Media.PNG, "image/png")));

        server.addTool(Tool.builder("test_audio_content")
                        .description("Tests audio content response")
                        .build(),
                (args, ctx) -> CallToolResult.of(Content.audio(Media.WAV, "audio/wav")));

        server.addTool(Tool.builder("test_embedded_resource")
                        .description("Tests embedded resource content response")
                        .build(),
                (args, ctx) -> CallToolResult.of(Content.embedded(ResourceContents.text(
                        "test://embedded-resource", "text/plain", "This is an embedded resource content."))));

        server.addTool(Tool.builder("test_multiple_content_types")
                        .description("Tests response with multiple content types (text, image, resource)")
                        .build(),
                (args, ctx) -> CallToolResult.of(
                        Content.text("Multiple content types test:"),
                        Content.image(Media.PNG, "image/png"),
                        Content.embedded(ResourceContents.text("test://mixed-content-resource", "application/json",
                                "{\"test\":\"data\",\"value\":123}"))));

        // The failure is thrown, as a tool would, to exercise the server's mapping of a
        // ToolException to an isError result that carries exactly its message.
        server.addTool(Tool.builder("test_error_handling")
                        .description("Tests error response handling")
                        .build(),
                (args, ctx) -> {
                    throw new ToolException("This tool intentionally returns an error for testing");
                });
    }
}
