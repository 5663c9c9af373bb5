package ${package};

import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;

/**
 * Tools declared with annotations: the processor generates {@code GreetingsTools}, which registers
 * each {@code @McpTool} method, with the input schema made from its parameters and the description
 * from its Javadoc.
 */
public final class Greetings {
    /**
     * Greet someone by name.
     *
     * @param name who to greet
     */
    @McpTool(readOnly = Hint.TRUE)
    public String greet(String name) {
        return "Hello, " + name + "!";
    }
}
