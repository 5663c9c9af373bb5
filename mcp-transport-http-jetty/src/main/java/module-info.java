/**
 * Streamable HTTP on embedded Jetty 12: {@link dev.mcpj.transport.http.jetty.JettyMcpServer}
 * serves an {@link dev.mcpj.server.McpServer} with connection and request timeouts, a connection
 * limit, and virtual threads on JDK 21 and later. The engine to use on a network.
 */
module dev.mcpj.transport.http.jetty {
    requires static org.jspecify;
    requires transitive dev.mcpj.transport.http;
    requires org.eclipse.jetty.server;
    requires org.eclipse.jetty.ee10.servlet;
    requires org.eclipse.jetty.http;
    requires org.eclipse.jetty.io;
    requires org.eclipse.jetty.util;
    requires jakarta.servlet;
    requires org.slf4j;

    exports dev.mcpj.transport.http.jetty;
}
