package dev.mcpj.core.content;

/**
 * A content block of a sampling message: text, an image or audio, and, when the client's model
 * may use tools, the model's request to use one ({@link ToolUseContent}) and the result sent back
 * ({@link ToolResultContent}).
 */
public sealed interface SamplingContent permits TextContent, ImageContent, AudioContent, ToolUseContent, ToolResultContent {
}
