package dev.mcpj.maven.plugin.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The MCP clients whose configuration files the plugin writes: where each keeps its file, under
 * which key its servers are, and what one stdio server's entry looks like there.
 */
public enum Client {
    /** Claude Desktop: {@code claude_desktop_config.json}, servers under {@code mcpServers}. */
    CLAUDE_DESKTOP("claude-desktop", "mcpServers", false),
    /** Claude Code, user scope: {@code ~/.claude.json}, servers under {@code mcpServers}. */
    CLAUDE_CODE("claude-code", "mcpServers", true),
    /** Cursor, global: {@code ~/.cursor/mcp.json}, servers under {@code mcpServers}. */
    CURSOR("cursor", "mcpServers", false),
    /** VS Code, user profile: {@code mcp.json}, servers under {@code servers}. */
    VSCODE("vscode", "servers", true);

    private final String id;
    private final String serversKey;
    private final boolean typed;

    Client(String id, String serversKey, boolean typed) {
        this.id = id;
        this.serversKey = serversKey;
        this.typed = typed;
    }

    /** The name users type: {@code -Dclient=<id>}. */
    public String id() {
        return id;
    }

    /** The key of the object holding the servers, by name. */
    public String serversKey() {
        return serversKey;
    }

    /** The client named {@code id}; a one-line reason naming the known ones otherwise. */
    public static Client named(String id) throws ConfigException {
        if (id == null || id.isBlank()) {
            throw new ConfigException("no client given: add -Dclient=" + ids());
        }
        for (Client client : values()) {
            if (client.id.equals(id.strip().toLowerCase(Locale.ROOT))) {
                return client;
            }
        }
        throw new ConfigException("unknown client '" + id + "': use one of " + ids().replace('|', ' '));
    }

    private static String ids() {
        StringBuilder sb = new StringBuilder();
        for (Client client : values()) {
            sb.append(sb.length() == 0 ? "" : "|").append(client.id);
        }
        return sb.toString();
    }

    /** One stdio server's entry: the command and its arguments. */
    public ObjectNode entry(String command, List<String> args) {
        ObjectNode entry = JsonNodeFactory.instance.objectNode();
        if (typed) {
            entry.put("type", "stdio");
        }
        entry.put("command", command);
        args.forEach(entry.putArray("args")::add);
        return entry;
    }

    /**
     * The client's own configuration file for the user, as the client documents it.
     *
     * @param home the user's home directory
     * @param os the {@code os.name} system property
     * @param env the environment ({@code APPDATA} on Windows)
     */
    public Path standardConfigFile(Path home, String os, Map<String, String> env) {
        String name = os.toLowerCase(Locale.ROOT);
        boolean mac = name.contains("mac");
        boolean windows = name.contains("win");
        Path appData = windows && env.get("APPDATA") != null ? Path.of(env.get("APPDATA"))
                : home.resolve("AppData").resolve("Roaming");
        Path userConfig = mac ? home.resolve("Library").resolve("Application Support")
                : windows ? appData : home.resolve(".config");
        return switch (this) {
            case CLAUDE_DESKTOP -> userConfig.resolve("Claude").resolve("claude_desktop_config.json");
            case CLAUDE_CODE -> home.resolve(".claude.json");
            case CURSOR -> home.resolve(".cursor").resolve("mcp.json");
            case VSCODE -> userConfig.resolve("Code").resolve("User").resolve("mcp.json");
        };
    }
}
