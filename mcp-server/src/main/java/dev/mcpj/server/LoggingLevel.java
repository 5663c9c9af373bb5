package dev.mcpj.server;

import org.jspecify.annotations.Nullable;

/** The syslog severities MCP uses for {@code notifications/message}, from least to most severe. */
public enum LoggingLevel {
    DEBUG, INFO, NOTICE, WARNING, ERROR, CRITICAL, ALERT, EMERGENCY;

    /** {@return the lower-case name used on the wire} */
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The level for a wire name, or {@code null} if there is none. */
    public static @Nullable LoggingLevel fromWire(String value) {
        for (LoggingLevel l : values()) {
            if (l.wire().equals(value)) {
                return l;
            }
        }
        return null;
    }
}
