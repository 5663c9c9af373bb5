/**
 * Annotations that turn plain Java methods into MCP tools, resources and prompts, and the
 * annotation processor that reads them at compile time. Only {@code dev.mcpj.annotations} is API; the processor is found through
 * its service declaration.
 */
module dev.mcpj.annotations {
    requires static org.jspecify;
    requires java.compiler;

    exports dev.mcpj.annotations;

    provides javax.annotation.processing.Processor with dev.mcpj.annotations.processor.McpToolProcessor;
}
