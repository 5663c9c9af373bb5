package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.lang.reflect.Method;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Hostile clients against the embedded engine (the JDK's {@code com.sun.net.httpserver}). */
class JdkHostileClientsTest extends HostileClientsContract {
    private final TestEngine.Jdk engine = new TestEngine.Jdk();

    @Override
    protected URI start(McpServer server, HttpTransportOptions options) throws Exception {
        return engine.start(server, options);
    }

    @Override
    protected void stop() {
        engine.stop();
    }

    /** Before JDK 21 each one holds a platform thread of the server while it waits for headers. */
    @Override
    protected int quietConnections() {
        return 200;
    }

    /**
     * The JDK server writes a response's headers and body separately; without {@code TCP_NODELAY}
     * every request after the first on a kept-alive connection waits some 40 ms for the client's
     * delayed acknowledgement. The setting it reads once per JVM is on, though no one set it.
     */
    @Test
    void theJdkServerSetsTcpNoDelay() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        Method noDelay = Class.forName("sun.net.httpserver.ServerConfig").getDeclaredMethod("noDelay");
        noDelay.setAccessible(true);
        assertThat((boolean) noDelay.invoke(null)).isTrue();
    }

    @Test
    void errorsOfTheEndpointAreJsonWithoutJavaNames() throws Exception {
        serve(HttpTransportOptions.defaults(), Duration.ZERO);
        String notFound = raw("GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(notFound).startsWith("HTTP/1.1 404").contains("\"jsonrpc\":\"2.0\"").contains("application/json");
    }
}
