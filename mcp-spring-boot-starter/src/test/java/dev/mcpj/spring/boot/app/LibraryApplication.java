package dev.mcpj.spring.boot.app;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.ServerTool;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A Boot application with MCP tools and nothing wired by hand: the annotated {@link Library} bean
 * and a {@link ServerTool} bean. Run as a process over stdio by the stdio test.
 */
@SpringBootApplication
public class LibraryApplication {

    public static void main(String[] args) {
        SpringApplication.run(LibraryApplication.class, args);
    }

    /** A tool built by hand, registered as it is. */
    @Bean
    ServerTool shout() {
        return ServerTool.of(Tool.builder("shout")
                        .description("Repeat the text in capitals")
                        .inputSchema("""
                            {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""")
                        .build(),
                (args, ctx) -> CallToolResult.text(args.string("text").toUpperCase(java.util.Locale.ROOT)));
    }
}
