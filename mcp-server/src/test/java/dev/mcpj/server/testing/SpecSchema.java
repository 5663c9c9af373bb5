package dev.mcpj.server.testing;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The official MCP JSON schema of one protocol revision, for checking what the server sends. */
public final class SpecSchema {
    public static final SpecSchema LEGACY = new SpecSchema("/spec/2025-11-25/schema.json");
    public static final SpecSchema MODERN = new SpecSchema("/spec/2026-07-28/schema.json");

    private final JsonNode defs;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<String, Schema> compiled = new ConcurrentHashMap<>();

    private SpecSchema(String resource) {
        try (InputStream in = SpecSchema.class.getResourceAsStream(resource)) {
            defs = TestClient.JSON.readTree(in).get("$defs");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The problems of {@code value} against definition {@code name}; empty when valid. */
    public List<String> problems(String name, JsonNode value) {
        if (!defs.has(name)) {
            throw new IllegalArgumentException("No definition " + name);
        }
        Schema schema = compiled.computeIfAbsent(name, n -> {
            ObjectNode root = TestClient.JSON.createObjectNode();
            root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
            root.set("$defs", defs);
            root.put("$ref", "#/$defs/" + n);
            return registry.getSchema(root);
        });
        return schema.validate(value).stream().map(Error::toString).toList();
    }

    public void assertValid(String name, JsonNode value) {
        List<String> problems = problems(name, value);
        if (!problems.isEmpty()) {
            throw new AssertionError(name + " invalid: " + problems + "\n" + value);
        }
    }

    /** Checks a frame the server sent against the union of server messages. */
    public void assertValidServerMessage(JsonNode message) {
        if (message.has("method") && message.has("id")) {
            assertValid("JSONRPCRequest", message);
            assertValid(defs.has("ServerRequest") ? "ServerRequest" : "JSONRPCRequest", message);
        } else if (message.has("method")) {
            assertValid("JSONRPCNotification", message);
            assertValid("ServerNotification", message);
        } else if (message.has("error")) {
            assertValid("JSONRPCErrorResponse", message);
        } else {
            assertValid("JSONRPCResultResponse", message);
            assertValid("ServerResult", message.get("result"));
        }
    }
}
