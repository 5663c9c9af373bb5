package dev.mcpj.bench.peer.javasdk;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.modern.McpSchema.CallToolRequest;
import io.modelcontextprotocol.modern.McpSchema.CallToolResult;
import io.modelcontextprotocol.modern.McpSchema.Implementation;
import io.modelcontextprotocol.modern.McpSchema.TextContent;
import io.modelcontextprotocol.modern.McpSchema.Tool;
import io.modelcontextprotocol.modern.server.McpRequestContext;
import io.modelcontextprotocol.modern.server.McpServer;
import io.modelcontextprotocol.modern.server.McpSyncResponse;
import io.modelcontextprotocol.modern.server.feature.McpSyncTool;
import io.modelcontextprotocol.modern.server.feature.McpSyncToolRepository;
import io.modelcontextprotocol.modern.server.feature.ToolsFeature;
import io.modelcontextprotocol.modern.server.feature.ToolsPage;
import io.modelcontextprotocol.modern.server.transport.HttpServletMcpTransport;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The benchmark tools on the Java SDK's 2026-07-28 server ({@code io.modelcontextprotocol.modern}),
 * which takes its tools from a repository: here a fixed one.
 */
final class ModernTools implements McpSyncToolRepository {

    private final Map<String, McpSyncTool> tools;
    private final ToolsPage page;

    private ModernTools(McpJsonMapper json) {
        List<McpSyncTool> all = List.of(
                tool(json, "add", "Adds two numbers.", Tools.ADD_SCHEMA,
                        args -> Tools.sum(args.get("a"), args.get("b"))),
                tool(json, "echo", "Returns the text.", Tools.ECHO_SCHEMA, args -> (String) args.get("text")),
                tool(json, "slow", "Sleeps for the given milliseconds.", Tools.SLOW_SCHEMA, args -> {
                    Tools.sleep(args.get("ms"));
                    return "slept";
                }));
        this.tools = Map.of("add", all.get(0), "echo", all.get(1), "slow", all.get(2));
        this.page = ToolsPage.of(all.stream().map(McpSyncTool::definition).toList());
    }

    /** The modern server with the benchmark tools, with the SDK's defaults otherwise. */
    static McpServer server() {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        return McpServer.builder()
                .serverInfo(Implementation.builder("bench-java-sdk-modern", "2.2.0").build())
                .jsonMapper(json)
                .feature(ToolsFeature.ofSync(new ModernTools(json)))
                .build();
    }

    /** The modern server's servlet, serving {@code /mcp}. */
    static HttpServletMcpTransport servlet() {
        return HttpServletMcpTransport.builder(server()).jsonMapper(McpJsonDefaults.getMapper()).endpoint("/mcp")
                .build();
    }

    @Override
    public ToolsPage list(McpRequestContext context, String cursor) {
        return page;
    }

    @Override
    public McpSyncTool find(McpRequestContext context, String name) {
        return tools.get(name);
    }

    private static McpSyncTool tool(McpJsonMapper json, String name, String description, String schema,
            Function<Map<String, Object>, String> answer) {
        Tool definition = Tool.builder(name, json, schema).description(description).build();
        return McpSyncTool.of(definition, (McpRequestContext context, CallToolRequest call) -> McpSyncResponse.result(
                CallToolResult.builder().addContent(TextContent.builder(answer.apply(call.arguments())).build()).build()));
    }
}
