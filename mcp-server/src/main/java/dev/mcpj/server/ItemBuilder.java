package dev.mcpj.server;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What the builders of a prompt, a resource and a resource template share: the name people see,
 * the description, the handler and the OAuth scopes a request for the item needs. A builder
 * started from an item described elsewhere ({@link ServerPrompt#builder(dev.mcpj.core.prompt.Prompt)},
 * say) keeps that item as it was given unless a setter of its description is called.
 *
 * @param <H> the item's handler
 * @param <B> the builder itself
 */
public abstract sealed class ItemBuilder<H, B extends ItemBuilder<H, B>>
        permits ServerPrompt.Builder, ServerResource.Builder, ServerResourceTemplate.Builder {
    private final String owner;
    private final Consumer<@Nullable String> title;
    private final Consumer<@Nullable String> description;
    private boolean changed;
    private @Nullable H handler;
    private final Set<String> scopes = new LinkedHashSet<>();

    /**
     * Starts a builder whose description setters write to a builder of the item's description.
     *
     * @param owner       the item as error messages name it, such as {@code Prompt 'review'}
     * @param title       sets the display name of the item's description
     * @param description sets the description of the item's description
     */
    ItemBuilder(String owner, Consumer<@Nullable String> title, Consumer<@Nullable String> description) {
        this.owner = owner;
        this.title = title;
        this.description = description;
    }

    /**
     * Sets the name people see.
     *
     * @param title the display name, or {@code null} for none
     * @return this builder
     */
    public final B title(@Nullable String title) {
        this.title.accept(title);
        return changed();
    }

    /**
     * Sets what the item is for or holds, for the model and for people.
     *
     * @param description the description, or {@code null} for none
     * @return this builder
     */
    public final B description(@Nullable String description) {
        this.description.accept(description);
        return changed();
    }

    /**
     * Sets what serves the item: renders the prompt, or reads the contents of the resource.
     *
     * @param handler the handler
     * @return this builder
     */
    public final B handler(H handler) {
        this.handler = Objects.requireNonNull(handler, "handler");
        return self();
    }

    /**
     * Scopes a request for the item needs (none by default); see {@link ServerPrompt#scopes()},
     * {@link ServerResource#scopes()} and {@link ServerResourceTemplate#scopes()}.
     *
     * @param scopes the scopes, added to those already set
     * @return this builder
     * @throws IllegalArgumentException if one is not an RFC 6749 scope token
     */
    public final B scopes(String... scopes) {
        return scopes(List.of(scopes));
    }

    /**
     * Scopes a request for the item needs (none by default); see {@link ServerPrompt#scopes()},
     * {@link ServerResource#scopes()} and {@link ServerResourceTemplate#scopes()}.
     *
     * @param scopes the scopes, added to those already set
     * @return this builder
     * @throws IllegalArgumentException if one is not an RFC 6749 scope token
     */
    public final B scopes(Collection<String> scopes) {
        Scopes.addAll(this.scopes, scopes, owner);
        return self();
    }

    /** Notes that the item's description was changed, so that an item given is built anew. */
    final B changed() {
        changed = true;
        return self();
    }

    /** The item's description: {@code given} as it was, unless changed, or else built. */
    final <T> T definition(@Nullable T given, Supplier<T> build) {
        return given != null && !changed ? given : build.get();
    }

    /** The handler, which is required. */
    final H requireHandler() {
        H h = handler;
        if (h == null) {
            throw new IllegalStateException(owner + " has no handler");
        }
        return h;
    }

    /** A copy of the scopes set. */
    final Set<String> scopesNeeded() {
        return Scopes.copy(scopes);
    }

    @SuppressWarnings("unchecked") // sealed: every subclass is its own B
    private B self() {
        return (B) this;
    }
}
