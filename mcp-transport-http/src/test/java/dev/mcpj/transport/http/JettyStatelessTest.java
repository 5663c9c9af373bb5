package dev.mcpj.transport.http;

/** The stateless (2026-07-28) contract on the servlet adapter in Jetty. */
class JettyStatelessTest extends StatelessHttpContract {
    JettyStatelessTest() {
        super(new TestEngine.Jetty());
    }
}
