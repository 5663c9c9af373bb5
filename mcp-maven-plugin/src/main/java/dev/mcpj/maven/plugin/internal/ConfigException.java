package dev.mcpj.maven.plugin.internal;

/** A user mistake or a file the plugin refuses to touch; the message is one line, for the build. */
public final class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    /** With the one-line reason. */
    public ConfigException(String message) {
        super(message);
    }
}
