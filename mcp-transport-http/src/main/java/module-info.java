/**
 * The Streamable HTTP transport: an embedded server on the JDK's {@code com.sun.net.httpserver},
 * and a Jakarta Servlet 6 adapter for Jetty, Tomcat and other containers. One endpoint serves both
 * eras of the protocol side by side: stateless 2026-07-28 requests, each POST on its own, and the
 * sessions of 2025-11-25 and earlier clients that begin with {@code initialize}. Both engines serve
 * the same {@link dev.mcpj.server.McpServer} that may also serve stdio.
 */
module dev.mcpj.transport.http {
    requires static org.jspecify;
    requires transitive dev.mcpj.server;
    requires transitive java.net.http;
    requires jdk.httpserver;
    requires static transitive jakarta.servlet;
    requires org.slf4j;

    exports dev.mcpj.transport.http;
}
