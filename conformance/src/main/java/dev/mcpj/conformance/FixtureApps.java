package dev.mcpj.conformance;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.server.apps.AppCsp;
import dev.mcpj.server.apps.AppLink;
import dev.mcpj.server.apps.AppPermissions;
import dev.mcpj.server.apps.AppResource;
import dev.mcpj.server.apps.Apps;
import dev.mcpj.server.apps.McpApps;

/**
 * An MCP App for hosts and clients that test Apps (the conformance suite has no Apps scenario):
 * the {@code ui://fixture/counter} document, with a CSP, a permission and a border request, and
 * the {@code test_app_counter} tool linked to it, which answers in text either way and says
 * whether the client declared it renders Apps.
 */
final class FixtureApps {
    static final String URI = "ui://fixture/counter";
    static final String TOOL = "test_app_counter";
    static final String HTML = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Counter</title></head>
            <body><p>Count: <output id="count">0</output></p></body>
            </html>
            """;

    private FixtureApps() {
    }

    static Apps apps() {
        AppResource counter = AppResource.builder(URI, "Counter")
                .description("Shows the count a test_app_counter call returns")
                .html(HTML)
                .csp(AppCsp.builder().connectDomains("https://api.example.com").resourceDomains("https://cdn.example.com")
                        .build())
                .permissions(AppPermissions.of(AppPermissions.Permission.CLIPBOARD_WRITE))
                .prefersBorder(true)
                .build();
        ServerTool tool = ServerTool.builder(TOOL)
                .description("Counts to n; hosts that render MCP Apps also show the counter UI")
                .parameter(ToolParameter.integer("n").description("Where to count to").optional())
                .meta(AppLink.to(URI).withLegacyKey().meta())
                .handler((args, ctx) -> {
                    long n = args.integer("n", 3);
                    return CallToolResult.text("Counted to " + n + (McpApps.clientSupportsApps(ctx)
                            ? " (shown in the counter App)" : " (this client shows no Apps)"));
                })
                .build();
        return Apps.builder().resource(counter).tool(tool).build();
    }
}
