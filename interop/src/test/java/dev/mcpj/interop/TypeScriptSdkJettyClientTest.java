package dev.mcpj.interop;

/**
 * The official TypeScript SDK's Streamable HTTP client against the example server on embedded
 * Jetty ({@link dev.mcpj.transport.http.jetty.JettyMcpServer}): the same checks as on the JDK's
 * built-in server.
 */
class TypeScriptSdkJettyClientTest extends TypeScriptSdkHttpClientTest {
    @Override
    HttpExamples startServer() {
        return HttpExamples.startOnJetty();
    }
}
