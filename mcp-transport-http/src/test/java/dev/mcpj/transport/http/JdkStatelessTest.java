package dev.mcpj.transport.http;

import static dev.mcpj.transport.http.HttpTestClient.JSON;
import static dev.mcpj.transport.http.HttpTestClient.WAIT;
import static dev.mcpj.transport.http.HttpTestClient.modernHeaders;
import static dev.mcpj.transport.http.HttpTestClient.modernRequest;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The stateless (2026-07-28) contract on the embedded engine. */
class JdkStatelessTest extends StatelessHttpContract {
    JdkStatelessTest() {
        super(new TestEngine.Jdk());
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
