package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.testing.TestClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class MalformedInputTest {
    private final McpServer server = McpServer.builder("t", "1")
            .limits(ServerLimits.defaults().withMaxNestingDepth(32).withMaxMessageBytes(64 * 1024)).build();

    @AfterEach
    void close() {
        server.close();
    }

    /** Sends a bad frame, then a ping, and returns the first frame the server answered. */
    private JsonNode answerTo(TestClient client, String frame) {
        int before = client.received().size();
        client.send(frame);
        JsonNode pong = client.request("ping", null);
        assertThat(pong.has("result")).isTrue();
        return client.received().size() > before + 1 ? client.received().get(before) : null;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "not json at all                                               | -32700 | ",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":                     | -32700 | ",
            "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]          | -32600 | ",
            "42                                                            | -32600 | ",
            "{\"jsonrpc\":\"1.0\",\"id\":7,\"method\":\"ping\"}            | -32600 | 7",
            "{\"id\":8,\"method\":\"ping\"}                                | -32600 | 8",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}         | -32600 | ",
            "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}          | -32600 | ",
            "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}    | -32600 | ",
            "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":42}                  | -32600 | 9",
            "{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"ping\",\"params\":[1]} | -32602 | 10",
            "{\"jsonrpc\":\"2.0\",\"id\":11,\"id\":12,\"method\":\"ping\"} | -32700 | ",
            "{\"jsonrpc\":\"2.0\"}                                         | -32600 | ",
            "{\"jsonrpc\":\"2.0\",\"id\":13}                               | -32600 | 13",
    })
    void badFramesGetOneErrorAndTheServerGoesOn(String frame, int code, String id) {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode error = answerTo(client, frame.strip());
            assertThat(error).as("answer to %s", frame).isNotNull();
            assertThat(error.at("/error/code").asInt()).isEqualTo(code);
            if (id == null) {
                assertThat(error.has("id")).isFalse();
            } else {
                assertThat(error.get("id").asString()).isEqualTo(id);
            }
        }
    }

    @Test
    void deeplyNestedMessageIsRejected() {
        try (TestClient client = TestClient.initialized(server)) {
            String deep = "[".repeat(10_000) + "]".repeat(10_000);
            JsonNode error = answerTo(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":" + deep + "}}");
            assertThat(error.at("/error/code").asInt()).isEqualTo(-32700);
            assertThat(error.at("/error/message").asString()).contains("limit");
        }
    }

    @Test
    void oversizedMessageIsRejected() {
        try (TestClient client = TestClient.initialized(server)) {
            String big = "x".repeat(70 * 1024);
            JsonNode error = answerTo(client, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":\"" + big + "\"}}");
            assertThat(error.at("/error/code").asInt()).isEqualTo(-32700);
        }
    }

    @Test
    void largeIntegerAndStringIdsAreEchoedExactly() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode max = TestClient.await(client.requestWithId(
                    TestClient.JSON.getNodeFactory().numberNode(Long.MAX_VALUE), "ping", null));
            assertThat(max.get("id").longValue()).isEqualTo(Long.MAX_VALUE);
            JsonNode str = TestClient.await(client.requestWithId(
                    TestClient.JSON.getNodeFactory().stringNode("ünïcode-id \"quoted\""), "ping", null));
            assertThat(str.get("id").asString()).isEqualTo("ünïcode-id \"quoted\"");
        }
    }
}
