package dev.mcpj.bench.peer.javasdk;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import jakarta.servlet.http.HttpServlet;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The official MCP Java SDK over Streamable HTTP, on embedded Jetty through the SDK's servlet
 * transports, with their default settings. The first argument picks the server:
 * <ul>
 *   <li>{@code streamable}: the legacy (2025-11-25) server with sessions
 *       ({@code HttpServletStreamableServerTransportProvider});
 *   <li>{@code stateless}: the legacy server without sessions ({@code HttpServletStatelessServerTransport});
 *   <li>{@code modern}: the 2026-07-28 server of {@code io.modelcontextprotocol.modern}
 *       ({@code HttpServletMcpTransport}), which has no sessions.
 * </ul>
 * The second argument is the port (0: any). Serves {@code add}, {@code echo} and {@code slow} at
 * {@code /mcp}, prints {@code READY <url>} once it listens, and runs until killed.
 */
public final class HttpServer {

    private HttpServer() {}

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        int port = Integer.parseInt(args[1]);
        HttpServlet servlet = switch (mode) {
            case "streamable" -> streamable();
            case "stateless" -> stateless();
            case "modern" -> ModernTools.servlet();
            default -> throw new IllegalArgumentException("mode: streamable, stateless or modern, not " + mode);
        };
        Server jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(port);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        ServletHolder holder = new ServletHolder(servlet);
        holder.setAsyncSupported(true);
        context.addServlet(holder, "/mcp");
        jetty.setHandler(context);
        jetty.start();
        System.out.println("READY http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
        System.out.flush();
        jetty.join();
    }

    private static HttpServlet streamable() {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        HttpServletStreamableServerTransportProvider transport =
                HttpServletStreamableServerTransportProvider.builder().jsonMapper(json).mcpEndpoint("/mcp").build();
        McpServer.sync(transport)
                .serverInfo("bench-java-sdk", "2.2.0")
                .capabilities(ServerCapabilities.builder().tools(true).build())
                .toolCall(StdioServer.tool(json, "add", "Adds two numbers.", Tools.ADD_SCHEMA),
                        (exchange, call) -> StdioServer.text(Tools.sum(call.arguments().get("a"), call.arguments().get("b"))))
                .toolCall(StdioServer.tool(json, "echo", "Returns the text.", Tools.ECHO_SCHEMA),
                        (exchange, call) -> StdioServer.text((String) call.arguments().get("text")))
                .toolCall(StdioServer.tool(json, "slow", "Sleeps for the given milliseconds.", Tools.SLOW_SCHEMA),
                        (exchange, call) -> {
                            Tools.sleep(call.arguments().get("ms"));
                            return StdioServer.text("slept");
                        })
                .build();
        return transport;
    }

    private static HttpServlet stateless() {
        McpJsonMapper json = McpJsonDefaults.getMapper();
        HttpServletStatelessServerTransport transport =
                HttpServletStatelessServerTransport.builder().jsonMapper(json).messageEndpoint("/mcp").build();
        McpServer.sync(transport)
                .serverInfo("bench-java-sdk", "2.2.0")
                .capabilities(ServerCapabilities.builder().tools(true).build())
                .toolCall(StdioServer.tool(json, "add", "Adds two numbers.", Tools.ADD_SCHEMA),
                        (context, call) -> StdioServer.text(Tools.sum(call.arguments().get("a"), call.arguments().get("b"))))
                .toolCall(StdioServer.tool(json, "echo", "Returns the text.", Tools.ECHO_SCHEMA),
                        (context, call) -> StdioServer.text((String) call.arguments().get("text")))
                .toolCall(StdioServer.tool(json, "slow", "Sleeps for the given milliseconds.", Tools.SLOW_SCHEMA),
                        (context, call) -> {
                            Tools.sleep(call.arguments().get("ms"));
                            return StdioServer.text("slept");
                        })
                .build();
        return transport;
    }
}
