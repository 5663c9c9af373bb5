package dev.mcpj.bench.peer;

import dev.mcpj.bench.NumberText;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import java.util.List;

/**
 * Peer server built on the official MCP Java SDK: a synchronous server on the SDK's stdio transport
 * serving the {@code add} and {@code echo} tools, configured the way the SDK documents it.
 */
public final class JavaSdkServer {

    private static final String ADD_SCHEMA =
            "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},"
                    + "\"required\":[\"a\",\"b\"]}";
    private static final String ECHO_SCHEMA =
            "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}},\"required\":[\"text\"]}";

    private JavaSdkServer() {}

    /**
     * Starts the server; the SDK's stdio threads serve stdin until it closes.
     *
     * @param args empty for the SDK's defaults, or {@code immediate} to run tool handlers on the
     *     thread that reads the request ({@code immediateExecution(true)})
     */
    public static void main(String[] args) {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        McpServer.sync(new StdioServerTransportProvider(json))
                .serverInfo("bench-java-sdk", "2.1.0")
                .immediateExecution(List.of(args).contains("immediate"))
                .capabilities(ServerCapabilities.builder().tools(true).build())
                .toolCall(tool(json, "add", "Adds two numbers.", ADD_SCHEMA), JavaSdkServer::add)
                .toolCall(tool(json, "echo", "Returns the text.", ECHO_SCHEMA), JavaSdkServer::echo)
                .build();
    }

    private static Tool tool(McpJsonMapper json, String name, String description, String schema) {
        return Tool.builder(name, json, schema).description(description).build();
    }

    private static CallToolResult add(McpSyncServerExchange exchange, CallToolRequest request) {
        double a = ((Number) request.arguments().get("a")).doubleValue();
        double b = ((Number) request.arguments().get("b")).doubleValue();
        return text(NumberText.format(a + b));
    }

    private static CallToolResult echo(McpSyncServerExchange exchange, CallToolRequest request) {
        return text((String) request.arguments().get("text"));
    }

    private static CallToolResult text(String text) {
        return CallToolResult.builder().addTextContent(text).build();
    }
}
