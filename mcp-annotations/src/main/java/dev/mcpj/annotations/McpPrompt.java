package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a public method an MCP prompt. Its parameters are the prompt's arguments, converted from
 * text; a {@code dev.mcpj.server.RequestContext} parameter receives the request's context instead.
 *
 * {@snippet :
 * public final class Bookshop {
 *     // The Javadoc becomes the description, its @param tags the arguments' descriptions.
 *     @McpPrompt(title = "Recommend books")
 *     public String recommendBooks(Genre genre, Optional<String> mood) {
 *         return "Recommend three " + genre + " books" + mood.map(m -> " for a " + m + " reader").orElse("") + ".";
 *     }
 * }
 * }
 *
 * <p>The prompt's name is the method name in snake_case unless {@link #name()} gives one. Its
 * description is {@link #description()}, or else the method's Javadoc; an argument's description
 * is its {@link Description}, or else its {@code @param} tag. An argument is required unless it is
 * {@code Optional} or annotated {@code @Nullable}. A {@code String} result becomes one user
 * message; a {@code PromptMessage}, a list of them or a {@code GetPromptResult} are sent as they
 * are.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface McpPrompt {

    /** {@return the prompt name}; by default the method name in snake_case. */
    String name() default "";

    /** {@return a display title for people}; none by default. */
    String title() default "";

    /** {@return the description for the model}; by default the method's Javadoc. */
    String description() default "";

    /**
     * The OAuth scopes a caller's access token must grant to get the prompt, each an RFC 6749 scope token;
     * none by default. An HTTP endpoint with bearer authorization answers a token without them
     * with the {@code 403} step-up challenge, before the method runs.
     *
     * @return the scopes a caller needs
     */
    String[] scopes() default {};
}
