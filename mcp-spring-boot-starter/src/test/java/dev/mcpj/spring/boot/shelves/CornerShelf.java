package dev.mcpj.spring.boot.shelves;

import dev.mcpj.annotations.McpTool;

/** A subclass with a tool of its own: a bean of it has both. */
public class CornerShelf extends Shelf {

    /** Tell which corner. */
    @McpTool
    public String corner() {
        return "north-east";
    }
}
