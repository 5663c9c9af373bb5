package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a public method the reader of an MCP resource. A {@link #uri()} without variables names
 * one resource; a URI template with {@code {name}} or {@code {+name}} variables names a family of
 * them, and each variable is passed to the method parameter of the same name, converted from text.
 *
 * {@snippet :
 * public final class Bookshop {
 *     // The Javadoc becomes the description; the method's result, the contents.
 *     @McpResource(uri = "books://{isbn}", mimeType = "text/markdown")
 *     public String book(@Complete("isbns") String isbn) {
 *         // ...
 *     }
 *
 *     public List<String> isbns(String prefix) {
 *         // ...
 *     }
 * }
 *
 * BookshopTools.register(server, new Bookshop());
 * }
 *
 * <p>A {@code String} result becomes text contents (of {@link #mimeType()}, by default
 * {@code text/plain}), a {@code byte[]} binary contents (by default
 * {@code application/octet-stream}); a {@code ResourceContents} or a list of them are read as
 * they are. A {@code null} result, or a variable that does not convert (text for an {@code int}
 * parameter, say), means that the URI names no resource. Besides the variables, a method may take
 * a {@code dev.mcpj.server.RequestContext} and a {@code dev.mcpj.server.ResourceRequest}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface McpResource {

    /**
     * The absolute URI of the resource ({@code bookshop://catalog}), or a URI template of RFC 6570
     * levels 1 and 2 ({@code books://{isbn}}, {@code files:///{+path}}).
     *
     * @return the URI or URI template
     */
    String uri();

    /** {@return the resource's name}; by default the method name in snake_case. */
    String name() default "";

    /** {@return a display title for people}; none by default. */
    String title() default "";

    /** {@return the description for the model}; by default the method's Javadoc. */
    String description() default "";

    /**
     * The MIME type of the contents, such as {@code text/markdown}; by default {@code text/plain}
     * for a {@code String} result and {@code application/octet-stream} for a {@code byte[]} one.
     *
     * @return the MIME type, or {@code ""} for the default
     */
    String mimeType() default "";

    /**
     * The OAuth scopes a caller's access token must grant to read the resource (or, for a template, a resource it matches), each an RFC 6749 scope token;
     * none by default. An HTTP endpoint with bearer authorization answers a token without them
     * with the {@code 403} step-up challenge, before the method runs.
     *
     * @return the scopes a caller needs
     */
    String[] scopes() default {};
}
