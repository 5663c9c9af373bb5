package dev.mcpj.maven.plugin.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tools.jackson.core.JacksonException;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Prints a server's entry for a client and merges it into the client's configuration file: every
 * other entry and key is kept in its order, the old file is copied to {@code <file>.bak} first, and
 * the new one replaces it in one move. A file that is not a JSON object, or that already has an
 * entry of the same name (unless forced), is refused and left untouched.
 */
public final class ClientConfigs {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
    /** Laid out as the clients' own documentation and {@code JSON.stringify(value, null, 2)} do. */
    private static final DefaultPrettyPrinter LAYOUT = new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectNameValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE);

    private ClientConfigs() {
    }

    /** What {@code mcp:config} prints: the servers object holding this one entry. */
    public static String snippet(Client client, String name, ObjectNode entry) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.putObject(client.serversKey()).set(name, entry);
        return pretty(root);
    }

    /**
     * Adds (or with {@code force}, replaces) the entry {@code name} in {@code file}, creating the
     * file and its directories when there is none.
     *
     * @return the one-line message for the build
     */
    public static String install(Client client, Path file, String name, ObjectNode entry, boolean force)
            throws ConfigException, IOException {
        ObjectNode root;
        boolean existed = Files.exists(file);
        if (existed) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            root = text.isBlank() ? JsonNodeFactory.instance.objectNode() : parseObject(file, text);
        } else {
            root = JsonNodeFactory.instance.objectNode();
        }
        JsonNode servers = root.get(client.serversKey());
        if (servers != null && !servers.isObject()) {
            throw new ConfigException(file + ": \"" + client.serversKey()
                    + "\" is not a JSON object; left untouched");
        }
        ObjectNode serversObject = servers == null ? root.putObject(client.serversKey()) : (ObjectNode) servers;
        boolean replaced = serversObject.has(name);
        if (replaced && !force) {
            throw new ConfigException(file + " already has a server named '" + name
                    + "'; left untouched (add -Dmcp.force=true to replace it, or -Dmcp.name=<other> to add another)");
        }
        serversObject.set(name, entry);

        Path backup = null;
        if (existed) {
            backup = file.resolveSibling(file.getFileName() + ".bak");
            Files.copy(file, backup, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        } else if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temp, pretty(root) + System.lineSeparator(), StandardCharsets.UTF_8);
        try {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
        return (replaced ? "Replaced" : "Added") + " server '" + name + "' in " + file
                + (backup == null ? " (a new file)" : " (the previous file is kept as " + backup + ")")
                + "; restart " + client.id() + " to load it";
    }

    private static ObjectNode parseObject(Path file, String text) throws ConfigException {
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JacksonException e) {
            String reason = e.getOriginalMessage();
            throw new ConfigException(file + " is not valid JSON (" + firstLine(reason)
                    + (e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr()
                            + ", column " + e.getLocation().getColumnNr())
                    + "); left untouched");
        }
        if (node == null || !node.isObject()) {
            throw new ConfigException(file + " does not hold a JSON object; left untouched");
        }
        return (ObjectNode) node;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static String pretty(JsonNode node) {
        return JSON.writer().with(LAYOUT).writeValueAsString(node);
    }
}
