package dev.mcpj.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the method of the same class that suggests values for a prompt argument or a resource
 * template variable ({@code completion/complete}). The method is public, static or not, and has
 * one of these shapes:
 *
 * {@snippet :
 * public List<String> genres(String value) { ... }                              // or Collection<String>
 * public Completion genres(String value, Map<String, String> context) { ... }   // context: the other arguments
 * }
 *
 * A list holds the suggestions for what has been typed so far ({@code value}), at most 100 of
 * which are sent; a {@code dev.mcpj.server.Completion} is sent as it is. An enum parameter without
 * {@code @Complete} completes to its constants.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Complete {
    /** {@return the name of the completion method} */
    String value();
}
