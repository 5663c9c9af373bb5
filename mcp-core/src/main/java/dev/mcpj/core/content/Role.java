package dev.mcpj.core.content;

/** Who a piece of content is meant for, or who wrote a message. */
public enum Role {
    USER("user"),
    ASSISTANT("assistant");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    /** The value sent on the wire. */
    public String wire() {
        return wire;
    }

    /** The role for a wire value. */
    public static Role fromWire(String value) {
        for (Role r : values()) {
            if (r.wire.equals(value)) {
                return r;
            }
        }
        throw new IllegalArgumentException("Unknown role \"" + value + "\"; expected \"user\" or \"assistant\"");
    }
}
