package dev.mcpj.server;

import org.jspecify.annotations.Nullable;

/** The syslog severities MCP uses for {@code notifications/message}, from least to most severe. */
public enum LoggingLevel {
    /** Detail for debugging. */
    DEBUG,
    /** Normal events. */
    INFO,
    /** Normal but significant events. */
    NOTICE,
    /** Something may be wrong. */
    WARNING,
    /** Something failed. */
    ERROR,
    /** A component is failing. */
    CRITICAL,
    /** Action must be taken at once. */
    ALERT,
    /** The system is unusable. */
    EMERGENCY;

    /** {@return the lower-case name used on the wire} */
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The level for a wire name, or {@code null} if there is none.
     *
     * @param value a wire name, such as {@code warning}
     * @return its level, or {@code null}
     */
    public static @Nullable LoggingLevel fromWire(String value) {
        for (LoggingLevel l : values()) {
            if (l.wire().equals(value)) {
                return l;
            }
        }
        return null;
    }
}
