package dev.mcpj.server.internal.registry;

import dev.mcpj.server.Registration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * The registrations of one kind: what {@link dev.mcpj.server.McpServer}'s {@code register*}
 * methods return and its lookups find, over the catalog the requests read.
 *
 * @param <S> the definition users register ({@code ServerTool}, ...)
 * @param <T> the entry the catalog keeps for it
 */
public final class Registry<S, T> {
    private final String kind;
    private final Catalog<T> catalog;
    private final Function<S, String> keyOf;
    private final Function<S, T> prepare;
    private final ConcurrentSkipListMap<String, Handle> handles = new ConcurrentSkipListMap<>();

    /**
     * @param kind    what the entries are, for messages ("tool", ...)
     * @param catalog where the enabled entries are served from
     * @param keyOf   the name or URI a definition is registered under
     * @param prepare checks a definition and makes its entry
     */
    public Registry(String kind, Catalog<T> catalog, Function<S, String> keyOf, Function<S, T> prepare) {
        this.kind = kind;
        this.catalog = catalog;
        this.keyOf = keyOf;
        this.prepare = prepare;
    }

    /** @throws IllegalArgumentException if the key is taken or the definition is not valid */
    public Registration<S> register(S definition) {
        String key = keyOf.apply(definition);
        T entry = prepare.apply(definition);
        Handle handle = new Handle(key, definition, entry);
        synchronized (this) {
            catalog.add(key, entry);
            handles.put(key, handle);
        }
        return handle;
    }

    public Optional<Registration<S>> get(String key) {
        return Optional.ofNullable(handles.get(key));
    }

    public List<Registration<S>> all() {
        return List.copyOf(handles.values());
    }

    private final class Handle implements Registration<S> {
        private final String key;
        private volatile S definition;
        private volatile T entry;
        private volatile boolean removed;

        Handle(String key, S definition, T entry) {
            this.key = key;
            this.definition = definition;
            this.entry = entry;
        }

        @Override
        public S definition() {
            return definition;
        }

        @Override
        public boolean isEnabled() {
            return !removed && catalog.enabled(key, entry);
        }

        @Override
        public boolean isRegistered() {
            return !removed;
        }

        @Override
        public void update(S now) {
            String nowKey = keyOf.apply(now);
            if (!key.equals(nowKey)) {
                throw new IllegalArgumentException("The " + kind + " '" + key + "' cannot be updated to '" + nowKey
                        + "': an update keeps the name; remove it and register the other");
            }
            T next = prepare.apply(now);
            synchronized (Registry.this) {
                if (removed || !catalog.replace(key, entry, next)) {
                    throw removed(key);
                }
                entry = next;
                definition = now;
            }
        }

        @Override
        public void disable() {
            change(catalog::disable);
        }

        @Override
        public void enable() {
            change(catalog::enable);
        }

        /** Applies {@code change} to the catalog's entry, which must still be there. */
        private void change(BiPredicate<String, T> change) {
            synchronized (Registry.this) {
                if (removed || !change.test(key, entry)) {
                    throw removed(key);
                }
            }
        }

        @Override
        public void remove() {
            synchronized (Registry.this) {
                if (removed) {
                    return;
                }
                removed = true;
                catalog.remove(key, entry);
                handles.remove(key, this);
            }
        }

        @Override
        public String toString() {
            return "Registration[" + kind + " " + key + (removed ? ", removed" : isEnabled() ? "" : ", disabled") + "]";
        }
    }

    private IllegalStateException removed(String key) {
        return new IllegalStateException("The " + kind + " '" + key + "' was removed from the server");
    }
}
