package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a public method an MCP tool. At compile time the processor derives the tool definition
 * from the method (name, Javadoc, parameter names, types and constraints) and generates, next to
 * the class, a class named after it with the suffix {@code Tools} that registers the tools.
 *
 * {@snippet :
 * public final class Bookshop {
 *     // The method's Javadoc becomes the tool description, its @param tags the parameters' descriptions.
 *     @McpTool(readOnly = Hint.TRUE)
 *     public List<Book> searchBooks(String query, @Range(min = 1, max = 50) @DefaultValue("10") int limit,
 *                                   Optional<Genre> genre) {
 *         // ...
 *     }
 * }
 *
 * McpServer server = McpServer.builder("bookshop", "1.0").build();
 * BookshopTools.register(server, new Bookshop());
 * }
 *
 * <p>The tool's name is the method name in snake_case ({@code searchBooks} becomes
 * {@code search_books}, {@code parseHTTPResponse} becomes {@code parse_http_response}) unless
 * {@link #name()} gives one. Its description is {@link #description()}, or else the method's
 * Javadoc up to its block tags; a parameter's description is its {@link Description}, or else its
 * {@code @param} tag.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface McpTool {

    /** {@return the tool name}; by default the method name in snake_case. 1 to 128 of {@code A-Z a-z 0-9 _ . -}. */
    String name() default "";

    /** {@return a display title for people}; none by default. */
    String title() default "";

    /** {@return the description for the model}; by default the method's Javadoc. */
    String description() default "";

    /** {@return whether the tool leaves its environment unchanged} ({@code readOnlyHint}; unset by default) */
    Hint readOnly() default Hint.UNSET;

    /** {@return whether the tool may destroy data} ({@code destructiveHint}; unset by default) */
    Hint destructive() default Hint.UNSET;

    /** {@return whether repeating a call has no further effect} ({@code idempotentHint}; unset by default) */
    Hint idempotent() default Hint.UNSET;

    /** {@return whether the tool reaches an open world of external entities} ({@code openWorldHint}; unset by default) */
    Hint openWorld() default Hint.UNSET;

    /**
     * The OAuth scopes a caller's access token must grant to call the tool, each an RFC 6749 scope token;
     * none by default. An HTTP endpoint with bearer authorization answers a token without them
     * with the {@code 403} step-up challenge, before the method runs.
     *
     * @return the scopes a call needs
     */
    String[] scopes() default {};

    /**
     * Whether a call may run as a task, answered at once with a handle the client polls while
     * the method runs on; {@link Tasks#FORBIDDEN} by default. The method itself does not change.
     *
     * @return whether calls may, must or must not run as tasks
     */
    Tasks taskSupport() default Tasks.FORBIDDEN;

    /**
     * The {@code ui://} resource of the tool's App (MCP Apps), which hosts that render Apps show
     * with the tool's results; none by default. The generated code stamps
     * {@code _meta.ui.resourceUri}; register the App resource before the tools, since the server
     * refuses a tool linked to a resource it does not have. The method still returns text for the
     * model and for clients without Apps.
     *
     * @return the App resource's {@code ui://} URI, or empty for none
     */
    String appResource() default "";

    /**
     * Whether only the App's own UI may call the tool ({@code visibility: ["app"]}), hidden from
     * the model; false by default (both). Needs {@link #appResource()}.
     *
     * @return whether the tool is for the App only
     */
    boolean appOnly() default false;
}
