package dev.mcpj.server;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a transport knows about a connection, such as the authenticated principal, as typed
 * entries: a value is read with the key it was stored under, so no caller casts. Immutable;
 * {@link #with} makes a new set.
 *
 * {@snippet :
 * Attributes attributes = Attributes.of(AttributeKey.PRINCIPAL, "alice");
 * String who = attributes.get(AttributeKey.PRINCIPAL).orElse("anonymous");
 * }
 */
public final class Attributes {
    private static final Attributes EMPTY = new Attributes(Map.of());

    private final Map<AttributeKey<?>, Object> values;

    private Attributes(Map<AttributeKey<?>, Object> values) {
        this.values = values;
    }

    /** {@return a set with no entries} */
    public static Attributes empty() {
        return EMPTY;
    }

    /**
     * A set with one entry.
     *
     * @param key   the key
     * @param value its value
     * @param <T>   the value's type
     * @return the set
     */
    public static <T> Attributes of(AttributeKey<T> key, T value) {
        return EMPTY.with(key, value);
    }

    /**
     * This set with {@code key} mapped to {@code value}, replacing what {@code key} held.
     *
     * @param key   the key
     * @param value its value, an instance of the key's type
     * @param <T>   the value's type
     * @return a new set; this one is unchanged
     * @throws ClassCastException if {@code value} is not of the key's type
     */
    public <T> Attributes with(AttributeKey<T> key, T value) {
        Objects.requireNonNull(key, "key");
        key.type().cast(Objects.requireNonNull(value, "value"));
        Map<AttributeKey<?>, Object> copy = new IdentityHashMap<>(values);
        copy.put(key, value);
        return new Attributes(Collections.unmodifiableMap(copy));
    }

    /**
     * The value stored under {@code key}.
     *
     * @param key the key
     * @param <T> the value's type
     * @return the value, or empty when the set has none under that key
     */
    public <T> Optional<T> get(AttributeKey<T> key) {
        Object value = values.get(Objects.requireNonNull(key, "key"));
        return value == null ? Optional.empty() : Optional.of(key.type().cast(value));
    }

    /** {@return the keys that have a value} */
    public Set<AttributeKey<?>> keys() {
        return values.keySet();
    }

    /** {@return whether the set has no entries} */
    public boolean isEmpty() {
        return values.isEmpty();
    }

    /** {@return the entries, for logs} */
    @Override
    public String toString() {
        return values.toString();
    }
}
