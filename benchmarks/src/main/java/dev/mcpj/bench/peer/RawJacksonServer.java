package dev.mcpj.bench.peer;

import dev.mcpj.bench.NumberText;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Peer server with no MCP SDK: one thread reads newline-delimited JSON-RPC from stdin into Jackson 3
 * trees and writes each response as one flushed line. It is the ceiling a JVM library can reach on
 * the stdio benchmark.
 *
 * <p>It answers {@code initialize} (echoing the client's protocol version), {@code ping}, {@code
 * tools/list} and {@code tools/call} for the {@code add} and {@code echo} tools, ignores
 * notifications, and exits when stdin closes.
 */
public final class RawJacksonServer {

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    private static final int METHOD_NOT_FOUND = -32601;
    private static final int INVALID_PARAMS = -32602;
    private static final int PARSE_ERROR = -32700;

    private RawJacksonServer() {}

    /** Serves stdin until it closes; takes no arguments. */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            ObjectNode response = respond(line);
            if (response != null) {
                out.write(MAPPER.writeValueAsBytes(response));
                out.write('\n');
                out.flush();
            }
        }
    }

    /** Returns the response to one line, or null for a notification. */
    static ObjectNode respond(String line) {
        JsonNode request;
        try {
            request = MAPPER.readTree(line);
        } catch (JacksonException e) {
            return error(MAPPER.nullNode(), PARSE_ERROR, "Parse error");
        }
        JsonNode id = request.get("id");
        if (id == null) {
            return null;
        }
        JsonNode params = request.path("params");
        switch (request.path("method").asString("")) {
            case "initialize":
                return result(id, initializeResult(params));
            case "ping":
                return result(id, MAPPER.createObjectNode());
            case "tools/list":
                return result(id, toolsList());
            case "tools/call":
                return callTool(id, params.path("name").asString(""), params.path("arguments"));
            default:
                return error(id, METHOD_NOT_FOUND, "Method not found");
        }
    }

    private static ObjectNode initializeResult(JsonNode params) {
        ObjectNode result = MAPPER.createObjectNode();
        result.put("protocolVersion", params.path("protocolVersion").asString("2025-11-25"));
        result.putObject("capabilities").putObject("tools");
        result.putObject("serverInfo").put("name", "bench-raw-jackson").put("version", "1.0.0");
        return result;
    }

    private static ObjectNode toolsList() {
        ObjectNode result = MAPPER.createObjectNode();
        ArrayNode tools = result.putArray("tools");
        ObjectNode add = tools.addObject().put("name", "add").put("description", "Adds two numbers.");
        ObjectNode addSchema = add.putObject("inputSchema").put("type", "object");
        addSchema.putObject("properties")
                .set("a", MAPPER.createObjectNode().put("type", "number"))
                .set("b", MAPPER.createObjectNode().put("type", "number"));
        addSchema.putArray("required").add("a").add("b");
        ObjectNode echo = tools.addObject().put("name", "echo").put("description", "Returns the text.");
        ObjectNode echoSchema = echo.putObject("inputSchema").put("type", "object");
        echoSchema.putObject("properties").putObject("text").put("type", "string");
        echoSchema.putArray("required").add("text");
        return result;
    }

    private static ObjectNode callTool(JsonNode id, String name, JsonNode arguments) {
        JsonNode a = arguments.path("a");
        JsonNode b = arguments.path("b");
        JsonNode text = arguments.path("text");
        if (name.equals("add") && a.isNumber() && b.isNumber()) {
            return result(id, textContent(NumberText.format(a.doubleValue() + b.doubleValue())));
        }
        if (name.equals("echo") && text.isString()) {
            return result(id, textContent(text.stringValue()));
        }
        return error(id, INVALID_PARAMS, "Unknown tool or invalid arguments: " + name);
    }

    private static ObjectNode textContent(String text) {
        ObjectNode result = MAPPER.createObjectNode();
        result.putArray("content").addObject().put("type", "text").put("text", text);
        return result;
    }

    private static ObjectNode result(JsonNode id, ObjectNode result) {
        return envelope(id).set("result", result);
    }

    private static ObjectNode error(JsonNode id, int code, String message) {
        ObjectNode response = envelope(id);
        response.putObject("error").put("code", code).put("message", message);
        return response;
    }

    private static ObjectNode envelope(JsonNode id) {
        return MAPPER.createObjectNode().put("jsonrpc", "2.0").set("id", id);
    }
}
