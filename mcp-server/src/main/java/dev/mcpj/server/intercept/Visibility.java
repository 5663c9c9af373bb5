package dev.mcpj.server.intercept;

import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * Decides which tools, resources, resource templates and prompts a caller sees, registered on
 * {@link dev.mcpj.server.McpServer.Builder#visibility(Visibility)}. What a caller does not see is
 * left out of its lists (pages stay full and their cursors valid: a page holds the next visible
 * entries), and is unknown to it: a hidden tool or prompt is answered as an unknown one
 * ({@code -32602}), a hidden resource as one not found (also when a template would match its
 * URI), and completions of a hidden prompt's arguments or template's variables as an unknown
 * reference. Each method is asked with the request as interceptors see it, after them; everything
 * is visible unless a method says otherwise. They run on the thread that read the request, once
 * per entry listed, so they must be quick.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("ops", "1.0.0")
 *         .visibility(Visibility.tools((request, tool) ->
 *                 !tool.tool().name().startsWith("admin_") || "root".equals(request.principal())))
 *         .build();
 * }
 */
public interface Visibility {

    /**
     * Whether the caller of {@code request} sees {@code tool}.
     *
     * @param request the request being served
     * @param tool the tool
     * @return whether the caller sees it; {@code true} unless overridden
     */
    default boolean tool(Invocation request, ServerTool tool) {
        return true;
    }

    /**
     * Whether the caller of {@code request} sees {@code resource}.
     *
     * @param request the request being served
     * @param resource the resource
     * @return whether the caller sees it; {@code true} unless overridden
     */
    default boolean resource(Invocation request, ServerResource resource) {
        return true;
    }

    /**
     * Whether the caller of {@code request} sees {@code template}, and the resources read through it.
     *
     * @param request the request being served
     * @param template the template
     * @return whether the caller sees it; {@code true} unless overridden
     */
    default boolean resourceTemplate(Invocation request, ServerResourceTemplate template) {
        return true;
    }

    /**
     * Whether the caller of {@code request} sees {@code prompt}.
     *
     * @param request the request being served
     * @param prompt the prompt
     * @return whether the caller sees it; {@code true} unless overridden
     */
    default boolean prompt(Invocation request, ServerPrompt prompt) {
        return true;
    }

    /**
     * A visibility that decides about tools only; everything else is visible.
     *
     * @param visible decides, per request, whether its caller sees a tool
     * @return the visibility
     */
    static Visibility tools(BiPredicate<Invocation, ServerTool> visible) {
        Objects.requireNonNull(visible, "visible");
        return new Visibility() {
            @Override
            public boolean tool(Invocation request, ServerTool tool) {
                return visible.test(request, tool);
            }
        };
    }
}
