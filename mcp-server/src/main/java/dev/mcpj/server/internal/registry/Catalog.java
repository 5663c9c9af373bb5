package dev.mcpj.server.internal.registry;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.server.internal.wire.ListParams;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Entries of one kind (tools, resources, templates, prompts) in key order: deterministic, and
 * stable under concurrent change, so an opaque cursor (the last key seen) stays meaningful while
 * entries come and go. Only enabled entries are seen ({@link #get}, {@link #all}, {@link #page});
 * a disabled one keeps its key taken until it is removed. Changes are serialized; reads take no lock.
 */
public final class Catalog<T> {
    private final String kind;
    private final String listMethod;
    private final ConcurrentSkipListMap<String, T> entries = new ConcurrentSkipListMap<>();
    /** Entries registered but disabled: unseen, their keys still taken. Guarded by {@code this}. */
    private final Map<String, T> disabled = new HashMap<>();
    /** Told of each entry added or removed. */
    private final List<Consumer<? super T>> listeners = new CopyOnWriteArrayList<>();

    /**
     * @param kind       what the entries are, for messages ("tool", "prompt", ...)
     * @param listMethod the method that lists them, for messages and cursors
     */
    public Catalog(String kind, String listMethod) {
        this.kind = kind;
        this.listMethod = listMethod;
    }

    /** @throws IllegalArgumentException if the key is taken, by an enabled or a disabled entry */
    void add(String key, T entry) {
        synchronized (this) {
            if (disabled.containsKey(key) || entries.putIfAbsent(key, entry) != null) {
                throw new IllegalArgumentException("A " + kind + " named '" + key + "' is already registered");
            }
        }
        changed(entry);
    }

    /**
     * Puts {@code now} in the place of {@code old}, enabled or disabled as {@code old} was.
     *
     * @return false if {@code old} is no longer registered under {@code key}
     */
    boolean replace(String key, T old, T now) {
        synchronized (this) {
            if (disabled.get(key) == old) {
                disabled.put(key, now);
                return true;
            }
            if (entries.get(key) != old) {
                return false;
            }
            entries.put(key, now);
        }
        changed(now);
        return true;
    }

    /**
     * Hides {@code entry}, keeping its key taken; nothing happens if it is disabled already.
     *
     * @return false if {@code entry} is no longer registered under {@code key}
     */
    boolean disable(String key, T entry) {
        return move(key, entry, entries, disabled);
    }

    /**
     * Shows {@code entry} again; nothing happens if it is enabled already.
     *
     * @return false if {@code entry} is no longer registered under {@code key}
     */
    boolean enable(String key, T entry) {
        return move(key, entry, disabled, entries);
    }

    /**
     * Moves {@code entry} from {@code from} to {@code to}, where its key stays taken; nothing
     * happens if it is there already.
     *
     * @return false if {@code entry} is in neither under {@code key}
     */
    private boolean move(String key, T entry, Map<String, T> from, Map<String, T> to) {
        synchronized (this) {
            if (to.get(key) == entry) {
                return true;
            }
            if (from.get(key) != entry) {
                return false;
            }
            from.remove(key);
            to.put(key, entry);
        }
        changed(entry);
        return true;
    }

    /** Removes {@code entry}, enabled or disabled, if it is still registered under {@code key}. */
    void remove(String key, T entry) {
        boolean seen;
        synchronized (this) {
            if (disabled.get(key) == entry) {
                disabled.remove(key);
                return;
            }
            seen = entries.get(key) == entry;
            if (seen) {
                entries.remove(key);
            }
        }
        if (seen) {
            changed(entry);
        }
    }

    /** Whether {@code entry} is registered under {@code key} and enabled. */
    boolean enabled(String key, T entry) {
        return entries.get(key) == entry;
    }

    private void changed(T entry) {
        listeners.forEach(l -> l.accept(entry));
    }

    public T get(String key) {
        return entries.get(key);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public List<T> all() {
        return new ArrayList<>(entries.values());
    }

    /** Tells {@code listener} of each entry added or removed from now on. */
    public void onChange(Consumer<? super T> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<? super T> listener) {
        listeners.remove(listener);
    }

    /** How many listeners follow this catalog's changes. */
    public int listenerCount() {
        return listeners.size();
    }

    /**
     * The answer to a list request of {@code kind}: the page of entries after the cursor in
     * {@code params}, each as {@code wire} writes it, and the cursor of the next page.
     */
    public ObjectNode list(ObjectNode params, int pageSize, ListParams.Kind kind, Function<? super T, ? extends JsonNode> wire) {
        return list(params, pageSize, kind, entry -> true, wire);
    }

    /** As {@link #list(ObjectNode, int, ListParams.Kind, Function)}, of the {@code visible} entries alone. */
    public ObjectNode list(ObjectNode params, int pageSize, ListParams.Kind kind, Predicate<? super T> visible,
                    Function<? super T, ? extends JsonNode> wire) {
        Page<T> page = page(ListParams.read(params).cursor(), pageSize, visible);
        return ListParams.result(kind, page.items().stream().map(wire).toList(), page.nextCursor());
    }

    /**
     * One page of the {@code visible} entries after the cursor (or from the start), and the cursor
     * of the next page: a page is full unless it is the last, and there is a next page only when
     * a visible entry follows.
     */
    private Page<T> page(String cursor, int pageSize, Predicate<? super T> visible) {
        Map<String, T> view = cursor == null ? entries : entries.tailMap(decode(cursor), false);
        List<T> items = new ArrayList<>(Math.min(pageSize, view.size()));
        String lastKey = null;
        String next = null;
        for (Map.Entry<String, T> e : view.entrySet()) {
            if (!visible.test(e.getValue())) {
                continue;
            }
            if (items.size() == pageSize) {
                next = encode(lastKey);
                break;
            }
            items.add(e.getValue());
            lastKey = e.getKey();
        }
        return new Page<>(items, next);
    }

    private record Page<T>(List<T> items, String nextCursor) {
    }

    private String encode(String lastKey) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((listMethod + ':' + lastKey).getBytes(StandardCharsets.UTF_8));
    }

    private String decode(String cursor) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (raw.startsWith(listMethod + ':')) {
                return raw.substring(listMethod.length() + 1);
            }
        } catch (IllegalArgumentException e) {
            // not base64: reported below
        }
        throw new InvalidParamsException("Invalid cursor: pass back a nextCursor from " + listMethod);
    }
}
