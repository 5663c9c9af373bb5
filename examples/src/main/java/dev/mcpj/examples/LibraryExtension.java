package dev.mcpj.examples;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.extension.ExtensionMethod;
import java.util.List;
import java.util.Locale;

/**
 * A protocol extension of one's own: the identifier {@value #ID}, a setting clients read from the
 * server's capabilities, a method of its own ({@value #LOOKUP}), and a tool that offers more to
 * clients that declared the extension.
 */
public final class LibraryExtension {
    /** The extension's identifier: a reversed domain, a slash, a name. */
    public static final String ID = "dev.mcpj.examples/library";
    /** The extension's method. */
    public static final String LOOKUP = "library/lookup";
    /** How many titles one lookup returns at most, advertised as the {@code maxResults} setting. */
    public static final int MAX_RESULTS = 5;
    private static final List<String> SHELF = List.of("Dune", "Emma", "Middlemarch", "Neuromancer", "Persuasion",
            "The Dispossessed", "The Left Hand of Darkness", "Ulysses");

    private LibraryExtension() {
    }

    /** What a lookup asks: titles containing {@code text}. */
    public record LookupParams(String text) {
    }

    /** What a lookup answers. */
    public record LookupResult(List<String> titles) {
    }

    // @start region="extension"
    /** The extension, to give the server builder. */
    public static Extension create() {
        return Extension.builder(ID)
                .setting("maxResults", MAX_RESULTS)
                .method(ExtensionMethod.builder(LOOKUP, LookupParams.class, (params, ctx) -> {
                    if (params.text() == null || params.text().isBlank()) {
                        throw new InvalidParamsException("text is required");
                    }
                    String text = params.text().toLowerCase(Locale.ROOT);
                    return new LookupResult(SHELF.stream().filter(t -> t.toLowerCase(Locale.ROOT).contains(text))
                            .limit(MAX_RESULTS).toList());
                }).requiresClientDeclaration().build())
                .tool(ServerTool.builder("book_of_the_day")
                        .description("Today's book from the library")
                        .handler((args, ctx) -> {
                            String book = SHELF.get(3);
                            // Only a client that declared the extension can call library/lookup: tell it so.
                            return ctx.clientExtension(ID).isPresent()
                                    ? CallToolResult.text(book + " (look up more with " + LOOKUP + ")")
                                    : CallToolResult.text(book);
                        })
                        .build())
                .build();
    }
    // @end
}
