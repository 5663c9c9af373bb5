package dev.mcpj.bench.peer.javasdk;

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
 * The official MCP Java SDK's legacy (2025-11-25) server on its stdio transport: a synchronous
 * server serving the {@code add} and {@code echo} tools, configured the way the SDK documents it.
 */
public final class StdioServer {

    private StdioServer() {}

    /**
     * Starts the server; the SDK's stdio threads serve stdin until it closes.
     *
     * @param args empty for the SDK's defaults, or {@code immediate} to run tool handlers on the
     *     thread that reads the request ({@code immediateExecution(true)})
     */
    public static void main(String[] args) {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        McpServer.sync(new StdioServerTransportProvider(json))
                .serverInfo("bench-java-sdk", "2.2.0")
                .immediateExecution(List.of(args).contains("immediate"))
                .capabilities(ServerCapabilities.builder().tools(true).build())
                .toolCall(tool(json, "add", "Adds two numbers.", Tools.ADD_SCHEMA), StdioServer::add)
                .toolCall(tool(json, "echo", "Returns the text.", Tools.ECHO_SCHEMA), StdioServer::echo)
                .build();
    }

    static Tool tool(McpJsonMapper json, String name, String description, String schema) {
        return Tool.builder(name, json, schema).description(description).build();
    }

    private static CallToolResult add(McpSyncServerExchange exchange, CallToolRequest request) {
        return text(Tools.sum(request.arguments().get("a"), request.arguments().get("b")));
    }

    private static CallToolResult echo(McpSyncServerExchange exchange, CallToolRequest request) {
        return text((String) request.arguments().get("text"));
    }

    static CallToolResult text(String text) {
        return CallToolResult.builder().addTextContent(text).build();
    }
}
