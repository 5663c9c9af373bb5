package dev.mcpj.transport.http;

import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.modernHeaders;
import static dev.mcpj.transport.http.HttpTestClient.modernRequest;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The stateless (2026-07-28) contract on the embedded engine. */
class JdkStatelessTest extends StatelessHttpContract {
    JdkStatelessTest() {
        super(new TestEngine.Jdk());
    }

    /**
     * A client that cancels by closing its stream leaves nothing behind in the JDK server. On JDK
     * 17 the server forgets such a connection only if the exchange's handler fails; otherwise it
     * keeps it, with its buffers, for as long as it runs.
     */
    @Test
    void clientsThatCloseTheirStreamLeaveNoConnectionBehind() throws Exception {
        restart(HttpTransportOptions.builder().keepAliveInterval(Duration.ofMillis(100)).build());
        TestEngine.Jdk jdk = (TestEngine.Jdk) engine;
        for (int i = 0; i < 5; i++) {
            HttpTestClient.Streamed r = client.postStreamed(null, modernRequest(40 + i, "tools/call",
                    "{\"name\":\"blocker\",\"arguments\":{}}"), modernHeaders("tools/call", "blocker"));
            assertThat(r.contentType()).startsWith("text/event-stream");
            r.events().close();
        }
        StreamableHttpContract.awaitTrue(() -> {
            try {
                return jdk.serverConnections() == 0;
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void closingTheEndpointGivesListenStreamsTheirClosingResult() throws Exception {
        String listen = modernRequest(30, "subscriptions/listen", "{\"notifications\":{\"toolsListChanged\":true}}");
        try (SseStream events = client.postStreamed(null, listen, modernHeaders("subscriptions/listen", null)).events()) {
            assertThat(JSON.readTree(events.next(WAIT).data()).get("method").asString())
                    .isEqualTo("notifications/subscriptions/acknowledged");
            engine.stop();
            JsonNode closing = JSON.readTree(events.nextMessage(WAIT).data());
            assertThat(closing.get("id").asInt()).isEqualTo(30);
            assertThat(closing.at("/result/resultType").asString()).isEqualTo("complete");
            assertThat(closing.at("/result/_meta/io.modelcontextprotocol~1subscriptionId").asInt()).isEqualTo(30);
            assertThat(events.next(WAIT)).isNull();
        }
    }
}
