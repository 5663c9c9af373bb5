package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.JSON;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class LifecycleTest {
    private final McpServer server = McpServer.builder("test-server", "1.2.3").instructions("Be nice").build();

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void initializeEchoesASupportedVersionAndDescribesTheServer() {
        try (TestClient client = new TestClient(server)) {
            JsonNode response = client.initialize("2025-11-25", JSON.createObjectNode());
            JsonNode result = response.get("result");
            SpecSchema.LEGACY.assertValid("InitializeResult", result);
            assertThat(result.get("protocolVersion").asString()).isEqualTo("2025-11-25");
            assertThat(result.at("/serverInfo/name").asString()).isEqualTo("test-server");
            assertThat(result.at("/serverInfo/version").asString()).isEqualTo("1.2.3");
            assertThat(result.at("/capabilities/tools/listChanged").asBoolean()).isTrue();
            assertThat(result.get("instructions").asString()).isEqualTo("Be nice");
        }
    }

    @Test
    void initializeNegotiatesDownTo20241105() {
        try (TestClient client = new TestClient(server)) {
            JsonNode result = client.initialize("2024-11-05", JSON.createObjectNode()).get("result");
            assertThat(result.get("protocolVersion").asString()).isEqualTo("2024-11-05");
        }
    }

    @Test
    void unknownVersionIsAnsweredWithOurLatest() {
        try (TestClient client = new TestClient(server)) {
            JsonNode result = client.initialize("1999-01-01", JSON.createObjectNode()).get("result");
            assertThat(result.get("protocolVersion").asString()).isEqualTo("2025-11-25");
        }
    }

    @Test
    void requestBeforeInitializeIsAnErrorButPingIsServed() {
        try (TestClient client = new TestClient(server)) {
            JsonNode list = client.request("tools/list", null);
            assertThat(list.at("/error/code").asInt()).isEqualTo(-32600);
            assertThat(list.at("/error/message").asString()).contains("initialize");
            assertThat(client.request("ping", null).get("result").size()).isZero();
        }
    }

    @Test
    void secondInitializeIsAnError() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode again = client.request("initialize", TestClient.json(
                    "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"x\",\"version\":\"1\"}}"));
            assertThat(again.at("/error/code").asInt()).isEqualTo(-32600);
        }
    }

    @Test
    void unknownMethodIsMethodNotFound() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("resources/frobnicate", null);
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32601);
            assertThat(r.at("/error/message").asString()).contains("resources/frobnicate");
        }
    }

    @Test
    void invalidLogLevelIsInvalidParams() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("logging/setLevel", TestClient.json("{\"level\":\"loud\"}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(client.request("logging/setLevel", TestClient.json("{\"level\":\"warning\"}"))
                    .get("result").size()).isZero();
        }
    }

    @Test
    void notificationsAndMalformedNotificationsAreNeverAnswered() throws Exception {
        try (TestClient client = TestClient.initialized(server)) {
            int before = client.received().size();
            client.notify("notifications/unknown", null);
            client.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":[1]}");
            client.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":999}}");
            // Frames are read in order, so an answer to any of the notifications would have come
            // before the ping's.
            client.request("ping", null);
            assertThat(client.received()).hasSize(before + 1);
        }
    }

    @Test
    void inputEndLetsTheConnectionClose() throws Exception {
        TestClient client = TestClient.initialized(server);
        client.closeOutput();
        Thread t = new Thread(() -> {
            try {
                client.connection().awaitClosed();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.start();
        t.join(Duration.ofSeconds(10).toMillis());
        assertThat(client.connection().isClosed()).isTrue();
    }
}
