package dev.mcpj.docs;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpEndpoint;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.McpHttpServlet;
import dev.mcpj.transport.http.jetty.JettyMcpServer;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletRegistration;
import java.time.Duration;

/** The samples of the guide's page on transports. */
public final class Transports {
    private Transports() {
    }

    /**
     * Serves over Streamable HTTP on embedded Jetty.
     *
     * @param server the server
     * @return the endpoint
     * @throws Exception if Jetty cannot start
     */
    public static HttpEndpoint jetty(McpServer server) throws Exception {
        // region jetty
        JettyMcpServer http = JettyMcpServer.builder(server).port(8080).start();   // http://127.0.0.1:8080/mcp
        // endregion
        return http;
    }

    /**
     * Serves on Jetty with its settings spelled out.
     *
     * @param server the server
     * @return the endpoint
     * @throws Exception if Jetty cannot start
     */
    public static HttpEndpoint jettyTuned(McpServer server) throws Exception {
        // region jetty-settings
        JettyMcpServer http = JettyMcpServer.builder(server)
                .host("0.0.0.0")                         // 127.0.0.1 unless set
                .port(8080)
                .path("/mcp")
                .idleTimeout(Duration.ofSeconds(30))
                .minRequestDataRate(1024)                // bytes per second
                .maxConnections(2048)
                .options(HttpTransportOptions.builder()
                        .allowedHosts("mcp.example.com")    // the Host header clients send
                        .allowedOrigins("https://app.example.com")
                        .build())
                .start();
        // endregion
        return http;
    }

    /**
     * Serves on the JDK's built-in HTTP server.
     *
     * @param server the server
     * @return the endpoint
     * @throws Exception if the server cannot start
     */
    public static HttpEndpoint jdk(McpServer server) throws Exception {
        // region jdk-http
        HttpMcpServer http = HttpMcpServer.builder(server).port(8080).start();   // http://127.0.0.1:8080/mcp
        // endregion
        return http;
    }

    /**
     * Registers the MCP servlet in a Jakarta Servlet 6 container.
     *
     * @param context the web application's context
     * @param server  the server
     */
    public static void servlet(ServletContext context, McpServer server) {
        // region servlet
        ServletRegistration.Dynamic mcp = context.addServlet("mcp",
                new McpHttpServlet(server, HttpTransportOptions.defaults()));
        mcp.setAsyncSupported(true);   // streamed responses need async support
        mcp.addMapping("/mcp");
        // endregion
    }
}
