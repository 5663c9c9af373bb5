package dev.mcpj.spring.boot.shelves;

import dev.mcpj.annotations.McpTool;

/** A class with an annotated tool, and a superclass of another. */
public class Shelf {

    /** Name the shelf. */
    @McpTool
    public String shelfName() {
        return "shelf";
    }
}
