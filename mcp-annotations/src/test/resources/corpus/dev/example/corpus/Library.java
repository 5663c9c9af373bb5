package dev.example.corpus;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mcpj.annotations.Complete;
import dev.mcpj.annotations.McpResource;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.server.Completion;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ResourceRequest;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;

/** Resources with fixed URIs and templates: every kind of result, variable and completion. */
public final class Library {

    /** A shelf of the library, with a name on the wire of its own. */
    public enum Shelf {
        @JsonProperty("new") NEW,
        CLASSICS
    }

    /** The opening hours. */
    @McpResource(uri = "library://hours", title = "Opening hours")
    public String hours() {
        return "9 to 5";
    }

    /** The library's logo. */
    @McpResource(uri = "library://logo.png", mimeType = "image/png")
    public byte[] logo() {
        return new byte[] {1, 2, 3};
    }

    /** Ignored: the description is given. */
    @McpResource(uri = "library://readme", name = "readme", description = "How to use the library")
    public static ResourceContents readme(ResourceRequest request) {
        return ResourceContents.text(request.uri(), "text/markdown", "# Library");
    }

    /**
     * A book by its place on a shelf.
     *
     * @param shelf  the shelf
     * @param number its number there
     */
    @McpResource(uri = "library://shelves/{shelf}/{number}", mimeType = "application/json")
    public String book(Shelf shelf, int number) {
        return "{\"shelf\":\"" + shelf + "\",\"number\":" + number + "}";
    }

    /** The pages of a book. */
    @McpResource(uri = "library://books/{id}/pages/{page}")
    public List<ResourceContents> pages(RequestContext ctx, UUID id, @Complete("pageNumbers") long page,
                                        ResourceRequest request) {
        return List.of(ResourceContents.text(request.uri(), "text/plain", id + " page " + page),
                ResourceContents.text(request.uri(), "text/plain", "asked by request " + ctx.requestId()));
    }

    /** A file of the library; "missing" is not there. */
    @McpResource(uri = "files:///{+path}")
    public String file(@Complete("paths") String path) {
        return path.equals("missing") ? null : "contents of " + path;
    }

    /** What happens on a day. */
    @McpResource(uri = "library://days/{day}")
    public static String day(LocalDate day) {
        return day.getDayOfWeek().toString();
    }

    /** Any two segments, read from the request. */
    @McpResource(uri = "library://raw/{a}/{b}")
    public String raw(ResourceRequest request) {
        return new TreeMap<>(request.variables()).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }

    /** Paths to complete: a list that the method has filtered itself. */
    public List<String> paths(String value) {
        return List.of("docs/guide.md", "docs/faq.md", "src/Main.java").stream().filter(p -> p.startsWith(value))
                .toList();
    }

    /** Page numbers: 1 to 150, which is more than one answer may carry. */
    public static List<String> pageNumbers(String value, Map<String, String> context) {
        List<String> numbers = new ArrayList<>();
        for (int i = 1; i <= 150; i++) {
            if (String.valueOf(i).startsWith(value)) {
                numbers.add(String.valueOf(i));
            }
        }
        return numbers;
    }

    /** Not used by any resource: completion methods are plain methods. */
    public Completion unused(String value) {
        return Completion.empty();
    }
}
