package dev.mcpj.docs;

import dev.mcpj.core.ResourceNotFoundException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.server.Completion;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerCapabilities;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import java.util.List;
import java.util.Map;

/** The samples of the guide's page on resources, prompts and completion. */
public final class ResourcesAndPrompts {
    private ResourcesAndPrompts() {
    }

    private static final Map<String, String> BOOKS = Map.of(
            "9780441478125", "{\"title\":\"The Left Hand of Darkness\"}",
            "9780061054884", "{\"title\":\"The Dispossessed\"}");

    /**
     * Registers the page's resources and prompt.
     *
     * @param server the server to register them on
     */
    public static void register(McpServer server) {
        // region resource
        server.registerResource(ServerResource.builder("notes://today", "today")
                .description("Today's shopping list")
                .mimeType("text/plain")
                .handler((request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", "Buy milk")))
                .build());
        // endregion

        // region resource-template
        server.registerResourceTemplate(ServerResourceTemplate.builder("books://{isbn}", "book")
                .mimeType("application/json")
                .handler((request, ctx) -> {
                    String book = BOOKS.get(request.variable("isbn"));
                    if (book == null) {
                        throw new ResourceNotFoundException(request.uri());
                    }
                    return List.of(ResourceContents.text(request.uri(), "application/json", book));
                })
                .completion("isbn", (value, context) -> Completion.matching(value, BOOKS.keySet()))
                .build());
        // endregion

        // region prompt
        server.registerPrompt(ServerPrompt.builder("review_code")
                .description("Ask for a review of a piece of code")
                .argument(new PromptArgument("language", null, "The code's language", true))
                .argument(new PromptArgument("code", null, "The code to review", true))
                .completion("language", (value, context) ->
                        Completion.matching(value, List.of("java", "kotlin", "python", "typescript")))
                .handler((arguments, ctx) -> GetPromptResult.of(PromptMessage.user(
                        "Review this " + arguments.get("language") + " code:\n\n" + arguments.get("code"))))
                .build());
        // endregion
    }

    /**
     * A server that declares resources, subscriptions, prompts and completions before anything is
     * registered.
     *
     * @return the server
     */
    public static McpServer declaredUpFront() {
        // region capabilities
        McpServer server = McpServer.builder("files", "1.0.0")
                .capabilities(ServerCapabilities.defaults().toBuilder()
                        .resourceSubscriptions()   // resources, with resources/subscribe
                        .prompts()
                        .completions()
                        .build())
                .build();
        // endregion
        return server;
    }

    /**
     * Tells subscribed clients that a resource changed.
     *
     * @param server the server
     */
    public static void changed(McpServer server) {
        // region resource-updated
        server.notifyResourceUpdated("notes://today");   // notifications/resources/updated to its subscribers
        // endregion
    }
}
