package dev.mcpj.examples.boot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot application that is an MCP server with nothing wired by hand: the starter finds
 * the {@link Notes} bean's annotated methods and serves them at {@code http://localhost:8080/mcp}
 * on Tomcat; {@code --mcpj.transport=stdio} serves them on standard input and output instead, for
 * a client that launches the application.
 */
@SpringBootApplication
public class NotesApplication {

    public static void main(String[] args) {
        SpringApplication.run(NotesApplication.class, args);
    }
}
