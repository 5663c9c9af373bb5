package dev.mcpj.transport.http;

/** The probes through {@link McpHttpServlet} in a servlet container, mapped at their paths as its documentation says. */
class JettyServletProbesTest extends ProbesContract {
    JettyServletProbesTest() {
        super(new TestEngine.Jetty());
    }
}
