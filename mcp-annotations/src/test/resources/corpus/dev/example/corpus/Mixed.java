package dev.example.corpus;

import dev.mcpj.annotations.Complete;
import dev.mcpj.annotations.McpPrompt;
import dev.mcpj.annotations.McpResource;
import dev.mcpj.annotations.McpTool;
import java.util.List;

/**
 * A tool, a resource and a prompt in one class. The tool and the prompt are static, but the
 * prompt's completion method is not: registering needs an instance, listing the tools does not.
 */
public final class Mixed {
    private final List<String> words = List.of("alpha", "beta", "gamma");

    /** Says pong. */
    @McpTool
    public static String pong() {
        return "pong";
    }

    /** Echoes a word. */
    @McpPrompt
    public static String echoWord(@Complete("words") String word) {
        return word;
    }

    /** A word by its position. */
    @McpResource(uri = "mixed://words/{index}")
    public String word(int index) {
        return index < words.size() ? words.get(index) : null;
    }

    /** The words that start with what was typed. */
    public List<String> words(String value) {
        return words.stream().filter(w -> w.startsWith(value)).toList();
    }
}
