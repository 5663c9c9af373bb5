package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.testing.TestClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/**
 * The formats of a builder-registered tool's input schema are asserted before its handler runs,
 * and a violation names the argument, the expected form with an example, and the value.
 */
class ToolArgumentFormatsTest {
    private final McpServer server = McpServer.builder("t", "1").build();

    @BeforeEach
    void tools() {
        server.registerTool(ServerTool.builder("book").inputSchema("""
                {"type":"object","properties":{
                  "email":{"type":"string","format":"email"},
                  "startsAt":{"type":"string","format":"date-time"},
                  "day":{"type":"string","format":"date"},
                  "at":{"type":"string","format":"time"},
                  "id":{"type":"string","format":"uuid"},
                  "link":{"type":"string","format":"uri"},
                  "length":{"type":"string","format":"duration"},
                  "host":{"type":"string","format":"ipv4"}}}""").handler((args, ctx) -> CallToolResult.text("booked " + args.json().size())).build());
    }

    @AfterEach
    void close() {
        server.close();
    }

    @Test
    void validValuesOfEveryFormatReachTheHandler() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("book", json("""
                    {"email":"ada@example.com","startsAt":"2025-01-31T10:15:30+01:00","day":"2024-02-29",
                     "at":"10:15:30Z","id":"123e4567-e89b-12d3-a456-426614174000","link":"https://example.com/a?b=c",
                     "length":"PT1H30M","host":"192.168.0.1"}"""));
            assertThat(result.has("isError")).as(result.toString()).isFalse();
            assertThat(result.at("/content/0/text").asString()).isEqualTo("booked 8");
            // Zero seconds left out, as Java writes an OffsetTime or OffsetDateTime
            JsonNode minutes = client.callTool("book", json("{\"at\":\"10:15+01:00\",\"startsAt\":\"2025-01-31T10:15Z\"}"));
            assertThat(minutes.has("isError")).as(minutes.toString()).isFalse();
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "email    | \"ada\"                  | email: must be an email address, such as ada@example.com (got \"ada\")",
        "startsAt | \"tomorrow\"             | startsAt: must be a date-time with an offset, such as 2025-01-31T10:15:30Z (got \"tomorrow\")",
        "startsAt | \"2025-01-31T10:15:30\"  | startsAt: must be a date-time with an offset, such as 2025-01-31T10:15:30Z (got \"2025-01-31T10:15:30\")",
        "day      | \"2025-02-30\"           | day: must be a date, such as 2025-01-31 (got \"2025-02-30\")",
        "at       | \"25:00:00Z\"            | at: must be a time with an offset, such as 10:15:30Z (got \"25:00:00Z\")",
        "id       | \"not-a-uuid\"           | id: must be a UUID, such as 123e4567-e89b-12d3-a456-426614174000 (got \"not-a-uuid\")",
        "link     | \"no scheme\"            | link: must be an absolute URI, such as https://example.com/a (got \"no scheme\")",
        "length   | \"15 minutes\"           | length: must be an ISO 8601 duration, such as PT15M or P1Y2M3D (got \"15 minutes\")"})
    void aValueOutOfItsFormatIsAnInvalidArgument(String name, String value, String problem) {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("book", json("{\"" + name + "\":" + value + "}"));
            assertThat(result.path("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).isEqualTo("Invalid arguments for tool 'book': " + problem);
        }
    }

    @Test
    void theValidatorsOtherFormatsAreAssertedToo() {
        try (TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("book", json("{\"host\":\"999.1.1.1\"}"));
            assertThat(result.path("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).startsWith("Invalid arguments for tool 'book': host: ");
        }
    }
}
