package dev.mcpj.conformance;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;

/**
 * Tools that answer at once with fixed content of each kind: text, image, audio, an embedded
 * resource, all three together, and an error (scenarios {@code tools-call-*}).
 */
final class ContentTools {
    private ContentTools() {
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.builder("test_simple_text")
                        .description("Tests simple text content response").handler((args, ctx) -> CallToolResult.text("This is a simple text response for testing.")).build());

        server.registerTool(ServerTool.builder("test_image_content")
                        .description("Tests image content response").handler((args, ctx) -> CallToolResult.of(Content.image(Media.PNG, "image/png"))).build());

        server.registerTool(ServerTool.builder("test_audio_content")
                        .description("Tests audio content response").handler((args, ctx) -> CallToolResult.of(Content.audio(Media.WAV, "audio/wav"))).build());

        server.registerTool(ServerTool.builder("test_embedded_resource")
                        .description("Tests embedded resource content response").handler((args, ctx) -> CallToolResult.of(Content.embedded(ResourceContents.text(
                        "test://embedded-resource", "text/plain", "This is an embedded resource content.")))).build());

        server.registerTool(ServerTool.builder("test_multiple_content_types")
                        .description("Tests response with multiple content types (text, image, resource)").handler((args, ctx) -> CallToolResult.of(
                        Content.text("Multiple content types test:"),
                        Content.image(Media.PNG, "image/png"),
                        Content.embedded(ResourceContents.text("test://mixed-content-resource", "application/json",
                                "{\"test\":\"data\",\"value\":123}")))).build());

        // The failure is thrown, as a tool would, to exercise the server's mapping of a
        // ToolException to an isError result that carries exactly its message.
        server.registerTool(ServerTool.builder("test_error_handling")
                        .description("Tests error response handling").handler((args, ctx) -> {
                    throw new ToolException("This tool intentionally returns an error for testing");
                }).build());
    }
}
