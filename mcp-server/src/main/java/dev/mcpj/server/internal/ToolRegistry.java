package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpException;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.server.ServerTool;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The tools a server offers, in name order (deterministic, and stable under concurrent change,
 * so a cursor stays meaningful while tools come and go).
 */
final class ToolRegistry {
    private static final String CURSOR_PREFIX = "tools:";

    private final ConcurrentSkipListMap<String, RegisteredTool> tools = new ConcurrentSkipListMap<>();
    private final SchemaValidator validator;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    ToolRegistry(SchemaValidator validator) {
        this.validator = validator;
    }

    /**
     * Adds a tool, compiling its schemas.
     *
     * @throws IllegalArgumentException if a tool of that name exists or a schema is invalid
     */
    void add(ServerTool tool) {
        String name = tool.tool().name();
        RegisteredTool registered = new RegisteredTool(tool,
                validator.compile(tool.tool().inputSchema(), "Tool '" + name + "' inputSchema"),
                tool.tool().outputSchema() == null ? null
                        : validator.compile(tool.tool().outputSchema(), "Tool '" + name + "' outputSchema"),
                Wire.tool(tool.tool()));
        if (tools.putIfAbsent(name, registered) != null) {
            throw new IllegalArgumentException("A tool named '" + name + "' is already registered");
        }
        listeners.forEach(Runnable::run);
    }

    boolean remove(String name) {
        boolean removed = tools.remove(name) != null;
        if (removed) {
            listeners.forEach(Runnable::run);
        }
        return removed;
    }

    RegisteredTool get(String name) {
        return tools.get(name);
    }

    boolean isEmpty() {
        return tools.isEmpty();
    }

    List<ServerTool> all() {
        List<ServerTool> out = new ArrayList<>(tools.size());
        tools.values().forEach(t -> out.add(t.tool()));
        return out;
    }

    void onChange(Runnable listener) {
        listeners.add(listener);
    }

    void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** One page of tools after the cursor (or from the start). */
    Page page(String cursor, int pageSize) {
        Map<String, RegisteredTool> view = cursor == null ? tools : tools.tailMap(decode(cursor), false);
        List<RegisteredTool> items = new ArrayList<>(Math.min(pageSize, view.size()));
        String next = null;
        for (RegisteredTool t : view.values()) {
            if (items.size() == pageSize) {
                next = encode(items.get(items.size() - 1).name());
                break;
            }
            items.add(t);
        }
        return new Page(items, next);
    }

    record Page(List<RegisteredTool> items, String nextCursor) {
    }

    private static String encode(String lastName) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((CURSOR_PREFIX + lastName).getBytes(StandardCharsets.UTF_8));
    }

    private static String decode(String cursor) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (raw.startsWith(CURSOR_PREFIX)) {
                return raw.substring(CURSOR_PREFIX.length());
            }
        } catch (IllegalArgumentException e) {
            // not base64: reported below
        }
        throw new McpException(ErrorCode.INVALID_PARAMS, "Invalid cursor: pass back a nextCursor from tools/list");
    }
}
