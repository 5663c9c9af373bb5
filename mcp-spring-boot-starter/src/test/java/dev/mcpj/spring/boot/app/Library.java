package dev.mcpj.spring.boot.app;

import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.server.McpServer;
import java.util.List;
import java.util.Locale;
import org.springframework.stereotype.Component;

/** A bean with annotated tools; it depends on the server it is registered with, as a bean may. */
@Component
public class Library {
    private static final List<String> TITLES = List.of("Dune", "Dune Messiah", "The Dispossessed", "Solaris");
    private final McpServer server;

    public Library(McpServer server) {
        this.server = server;
    }

    /**
     * Find the titles that contain the query.
     *
     * @param query part of a title
     */
    @McpTool(readOnly = Hint.TRUE)
    public String searchBooks(String query) {
        String q = query.toLowerCase(Locale.ROOT);
        return String.join("\n", TITLES.stream().filter(t -> t.toLowerCase(Locale.ROOT).contains(q)).toList());
    }

    /** Count the tools this server offers. */
    @McpTool(readOnly = Hint.TRUE)
    public String countTools() {
        return String.valueOf(server.tools().size());
    }
}
