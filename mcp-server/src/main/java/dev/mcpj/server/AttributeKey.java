package dev.mcpj.server;

import java.util.Objects;

/**
 * The typed key of one {@link Attributes} entry. Keys compare by identity: two keys made with the
 * same name are different keys, so a library's attribute cannot be read or overwritten by code
 * that merely knows its name. Keep a key in a constant and share the constant.
 *
 * {@snippet :
 * AttributeKey<String> tenant = AttributeKey.of("tenant", String.class);   // kept in a static final field
 * }
 *
 * @param <T> the type of the value stored under the key
 */
public final class AttributeKey<T> {

    /**
     * Who sent the requests of a connection, by name, as the transport authenticated them. The HTTP
     * transports set it for every authenticated caller; interceptors see it as
     * {@link dev.mcpj.server.intercept.Invocation#principal()}.
     */
    public static final AttributeKey<String> PRINCIPAL = of("principal", String.class);

    private final String name;
    private final Class<T> type;

    private AttributeKey(String name, Class<T> type) {
        this.name = name;
        this.type = type;
    }

    /**
     * A new key.
     *
     * @param name what the key is called in messages and logs; not blank
     * @param type the type of its values
     * @param <T>  the type of its values
     * @return the key, unequal to every other
     * @throws IllegalArgumentException if {@code name} is blank
     */
    public static <T> AttributeKey<T> of(String name, Class<T> type) {
        if (Objects.requireNonNull(name, "name").isBlank()) {
            throw new IllegalArgumentException("An attribute key needs a name");
        }
        return new AttributeKey<>(name, Objects.requireNonNull(type, "type"));
    }

    /** {@return the key's name} */
    public String name() {
        return name;
    }

    /** {@return the type of the key's values} */
    public Class<T> type() {
        return type;
    }

    /** {@return the name and the value type, for messages} */
    @Override
    public String toString() {
        return name + ":" + type.getSimpleName();
    }
}
