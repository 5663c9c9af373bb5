package dev.mcpj.examples;

import tools.jackson.databind.node.JsonNodeFactory;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolArguments;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** A small catalog: search it, and add books to it. Tools registered with the builder API. */
public final class Bookshop {
    /** A book of the catalog. */
    public record Book(String title, String author, int year, String genre) {
    }

    private final List<Book> catalog = new CopyOnWriteArrayList<>(List.of(
            new Book("The Left Hand of Darkness", "Ursula K. Le Guin", 1969, "FICTION"),
            new Book("A Brief History of Time", "Stephen Hawking", 1988, "SCIENCE"),
            new Book("The Guns of August", "Barbara W. Tuchman", 1962, "HISTORY"),
            new Book("The Dispossessed", "Ursula K. Le Guin", 1974, "FICTION"),
            new Book("The Selfish Gene", "Richard Dawkins", 1976, "SCIENCE")));

    public void register(McpServer server) {
        server.registerTool(ServerTool.builder("search_books")
                        .title("Search books").description("Search the catalog by title or author.").annotations(ToolAnnotations.builder().readOnly(true).build()).inputSchema("""
                                {"type":"object","properties":{
                                  "query":{"type":"string","minLength":1,"description":"title or author to search for"},
                                  "limit":{"type":"integer","minimum":1,"maximum":50,"default":10,
                                           "description":"maximum number of results"},
                                  "genre":{"type":"string","enum":["FICTION","SCIENCE","HISTORY"],
                                           "description":"only books of this genre"}},
                                 "required":["query"],"additionalProperties":false}""").outputSchema("""
                                {"type":"object","properties":{"books":{"type":"array","items":{"$ref":"#/$defs/book"}}},
                                 "required":["books"],
                                 "$defs":{"book":{"type":"object","properties":{
                                   "title":{"type":"string"},"author":{"type":"string"},
                                   "year":{"type":"integer"},"genre":{"type":"string"}},
                                   "required":["title","author","year","genre"]}}}""").handler((args, ctx) -> CallToolResult.structured(search(args))).build());

        // Over HTTP with bearer authorization, adding a book needs the scope books:write.
        server.registerTool(ServerTool.builder("add_book")
                        .title("Add a book").description("Add a book to the catalog.").annotations(ToolAnnotations.builder().readOnly(false).destructive(false).build()).inputSchema("""
                                {"type":"object","properties":{
                                  "book":{"type":"object","properties":{
                                    "title":{"type":"string","minLength":1},
                                    "author":{"type":"string","minLength":1},
                                    "year":{"type":"integer","minimum":1450,"description":"year of publication"},
                                    "genre":{"type":"string","enum":["FICTION","SCIENCE","HISTORY"]}},
                                   "required":["title","author","year"],"additionalProperties":false}},
                                 "required":["book"]}""")
                .scopes("books:write")
                .handler((args, ctx) -> {
                    JsonNode b = args.get("book");
                    Book book = new Book(b.get("title").stringValue(), b.get("author").stringValue(),
                            b.get("year").intValue(), b.path("genre").asString("FICTION"));
                    catalog.add(book);
                    return CallToolResult.text("Added \"" + book.title() + "\" by " + book.author()
                            + " (" + book.year() + "); the catalog now holds " + catalog.size() + " books.");
                })
                .build());
    }

    private ObjectNode search(ToolArguments args) {
        String query = args.string("query").toLowerCase(Locale.ROOT);
        long limit = args.integer("limit", 10);
        String genre = args.string("genre", null);
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        ArrayNode books = result.putArray("books");
        for (Book b : catalog) {
            if (books.size() >= limit) {
                break;
            }
            boolean matches = b.title().toLowerCase(Locale.ROOT).contains(query)
                    || b.author().toLowerCase(Locale.ROOT).contains(query);
            if (matches && (genre == null || genre.equals(b.genre()))) {
                books.addObject().put("title", b.title()).put("author", b.author())
                        .put("year", b.year()).put("genre", b.genre());
            }
        }
        return result;
    }
}
