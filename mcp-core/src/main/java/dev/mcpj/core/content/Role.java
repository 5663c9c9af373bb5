package dev.mcpj.core.content;

/** Who a piece of content is meant for, or who wrote a message. */
public enum Role {
    /** The user, or what speaks for the user. */
    USER("user"),
    /** The model. */
    ASSISTANT("assistant");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    /** {@return the value sent on the wire} */
    public String wire() {
        return wire;
    }

    /**
     * The role for a wire value.
     *
     * @param value a wire value: {@code user} or {@code assistant}
     * @return its role
     * @throws IllegalArgumentException if it is neither
     */
    public static Role fromWire(String value) {
        for (Role r : values()) {
            if (r.wire.equals(value)) {
                return r;
            }
        }
        throw new IllegalArgumentException("Unknown role \"" + value + "\"; expected \"user\" or \"assistant\"");
    }
}
