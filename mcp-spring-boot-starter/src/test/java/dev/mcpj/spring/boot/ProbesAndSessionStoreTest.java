package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import dev.mcpj.server.cluster.SessionStore;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;

/**
 * The probes at the paths the properties name, answered by the endpoint's servlet on Tomcat, and
 * an application's {@link SessionStore} bean keeping the endpoint's sessions.
 */
@SpringBootTest(classes = {LibraryApplication.class, HttpEndpointTest.Tomcat.class, ProbesAndSessionStoreTest.Store.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"mcpj.http.liveness-path=/livez", "mcpj.http.readiness-path=/readyz"})
class ProbesAndSessionStoreTest {
    @LocalServerPort
    int port;

    @Autowired
    SessionStore store;

    /** The application's session store. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Store {
        @Bean
        SessionStore sessionStore() {
            return SessionStore.inMemory();
        }
    }

    @Test
    void theProbesAnswerAtTheirPaths() throws Exception {
        for (String path : new String[] {"/livez", "/readyz"}) {
            HttpResponse<String> r = send(HttpRequest.newBuilder(uri(path)).build());
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            assertThat(r.body().strip()).as(path).isEqualTo("ok");
            assertThat(r.headers().firstValue("Cache-Control")).contains("no-store");
        }
        HttpResponse<String> post = send(HttpRequest.newBuilder(uri("/readyz"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(post.statusCode()).isEqualTo(405);
    }

    @Test
    void aSessionIsKeptInTheApplicationsStore() throws Exception {
        HttpResponse<String> r = send(HttpRequest.newBuilder(uri("/mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString("""
                        {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
                         "capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}""")).build());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String session = r.headers().firstValue("Mcp-Session-Id").orElseThrow();
        SessionStore.StoredSession stored = store.load(session, Duration.ofMinutes(1));
        assertThat(stored).isNotNull();
        assertThat(stored.state().clientInfo().name()).isEqualTo("raw");
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static HttpResponse<String> send(HttpRequest request) throws Exception {
        return HttpEndpointTest.HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
