package dev.mcpj.spring.boot.app;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Boot application with MCP tools and nothing wired by hand: the annotated {@link Library} bean,
 * and {@link ServerTool}, {@link ServerPrompt}, {@link ServerResource} and {@link ServerResourceTemplate} beans. Run as a process over stdio by the stdio test.
 */
@SpringBootApplication
public class LibraryApplication {

    public static void main(String[] args) {
        SpringApplication.run(LibraryApplication.class, args);
    }

    /** A prompt built by hand, registered as it is. */
    @Bean
    ServerPrompt reviewPrompt() {
        return ServerPrompt.builder(Prompt.builder("review").description("Ask for a review of a book").build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("Review a book of the library.")))
                .build();
    }

    /** A resource built by hand, registered as it is. */
    @Bean
    ServerResource openingHours() {
        return ServerResource.of(Resource.builder("library://hours", "hours").mimeType("text/plain").build(),
                (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", "Open 9 to 5")));
    }

    /** A resource template built by hand, registered as it is. */
    @Bean
    ServerResourceTemplate shelfTemplate() {
        return ServerResourceTemplate.builder(ResourceTemplate.builder("shelf://{name}", "shelf").build())
                .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain",
                        "Shelf " + request.variable("name"))))
                .build();
    }

    /** A tool built by hand, registered as it is. */
    @Bean
    ServerTool shout() {
        return ServerTool.builder("shout")
                        .description("Repeat the text in capitals").inputSchema("""
                            {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""").handler((args, ctx) -> CallToolResult.text(args.string("text").toUpperCase(java.util.Locale.ROOT))).build();
    }
}
