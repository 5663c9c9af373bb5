package dev.mcpj.annotations.processor;

import static dev.mcpj.annotations.processor.RawCalls.call;
import static dev.mcpj.annotations.processor.RawCalls.isError;
import static dev.mcpj.annotations.processor.RawCalls.text;
import static dev.mcpj.annotations.processor.RawCalls.tools;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.test.McpTestClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Arguments as models send them, through a real server: {@code null} for an optional argument,
 * values out of their format, values the schema allows but Java does not convert, and constraints
 * on items. The tools are those of the corpus class {@code Arguments}.
 */
class ArgumentCallsTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final String ALL_ABSENT = "Optional.empty|OptionalInt.empty|OptionalLong.empty|OptionalDouble.empty|"
            + "null|3|km|Optional.empty|Optional.empty|null|Optional.empty";

    static McpServer server;
    static McpTestClient client;

    @BeforeAll
    static void serveTheCorpus() throws Exception {
        server = McpServer.builder("arguments", "1.0").build();
        for (ServerTool tool : Corpus.tools(Corpus.compilation().loader(), "dev.example.corpus.Arguments")) {
            server.registerTool(tool);
        }
        client = RawCalls.connect(server);
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    @Test
    void nullForAnOptionalArgumentIsTheSameAsLeavingItOut() {
        assertThat(text(call(client, "leave_out", "{}"))).isEqualTo(ALL_ABSENT);
        JsonNode r = call(client, "leave_out", """
                {"text":null,"count":null,"big":null,"ratio":null,"note":null,"times":null,"unit":null,"level":null,
                 "place":null,"pet":null,"memo":null}""");
        assertThat(isError(r)).as(r.toString()).isFalse();
        assertThat(text(r)).isEqualTo(ALL_ABSENT);
    }

    @Test
    void optionalArgumentsStillTakeValues() {
        JsonNode r = call(client, "leave_out", """
                {"text":"t","count":1,"big":2,"ratio":0.5,"note":"n","times":4,"unit":"mi","level":"HIGH",
                 "place":{"lat":1,"lon":2},"pet":{"type":"Dog","breed":"collie"},"memo":{"text":"x","author":null}}""");
        assertThat(text(r)).isEqualTo("Optional[t]|OptionalInt[1]|OptionalLong[2]|OptionalDouble[0.5]|n|4|mi|"
                + "Optional[HIGH]|Optional[Location[lat=1.0, lon=2.0]]|Dog[breed=collie]|Optional[x/null]");
    }

    @Test
    void nullForARequiredArgumentIsStillRejected() {
        JsonNode r = call(client, "distance", "{\"from\":null,\"to\":{\"lat\":1,\"lon\":1}}");
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).startsWith("Invalid arguments for tool 'distance': from: ").contains("(got null)");
        JsonNode unit = call(client, "leave_out", "{\"unit\":\"ly\"}");
        assertThat(text(unit)).startsWith("Invalid arguments for tool 'leave_out': unit: ");
    }

    @Test
    void nullForAnOptionalComponentIsEmptyAndARequiredOneIsRejected() {
        JsonNode r = call(client, "plan", """
                {"meeting":{"title":"t","room":null,"seats":null,"minutes":null,"place":null,"level":null,
                 "startsAt":"2025-01-31T10:15:30"}}""");
        assertThat(isError(r)).as(r.toString()).isFalse();
        assertThat(r.get("structuredContent")).isEqualTo(JSON.readTree("""
                {"title":"t","startsAt":"2025-01-31T10:15:30"}"""));
        JsonNode missingTitle = call(client, "plan", "{\"meeting\":{\"title\":null,\"startsAt\":\"2025-01-31T10:15\"}}");
        assertThat(isError(missingTitle)).isTrue();
        assertThat(text(missingTitle)).startsWith("Invalid arguments for tool 'plan': meeting.title: ");
    }

    @Test
    void aRecordUsedByTwoParametersIsOneDefinition() {
        JsonNode schema = tools(client).get("distance").get("inputSchema");
        assertThat(schema.get("$defs").propertyNames()).containsExactly("Location");
        assertThat(schema.at("/properties/to/$ref").asString()).isEqualTo("#/$defs/Location");
        assertThat(text(call(client, "distance", "{\"from\":{\"lat\":0,\"lon\":0},\"to\":{\"lat\":3,\"lon\":4}}")))
                .isEqualTo("5.0");
    }

    @Test
    void valuesOutOfTheirFormatAreInvalidArguments() {
        String valid = """
                {"email":"ada@example.com","startsAt":"2025-01-31T10:15:30+01:00","day":"2024-02-29","at":"10:15:30Z",
                 "id":"123e4567-e89b-12d3-a456-426614174000","link":"https://example.com/a","length":"PT15M"}""";
        // Jackson adjusts an OffsetDateTime to UTC
        assertThat(text(call(client, "register", valid))).isEqualTo("ada@example.com 2025-01-31T09:15:30Z "
                + "2024-02-29 10:15:30Z 123e4567-e89b-12d3-a456-426614174000 https://example.com/a PT15M");
        assertThat(text(call(client, "register", valid.replace("ada@example.com", "ada"))))
                .isEqualTo("Invalid arguments for tool 'register': email: must be an email address, such as "
                        + "ada@example.com (got \"ada\")");
        assertThat(text(call(client, "register", valid.replace("2024-02-29", "2025-02-29"))))
                .isEqualTo("Invalid arguments for tool 'register': day: must be a date, such as 2025-01-31 "
                        + "(got \"2025-02-29\")");
        assertThat(text(call(client, "register", valid.replace("2025-01-31T10:15:30+01:00", "tomorrow"))))
                .isEqualTo("Invalid arguments for tool 'register': startsAt: must be a date-time with an offset, "
                        + "such as 2025-01-31T10:15:30Z (got \"tomorrow\")");
        assertThat(text(call(client, "register", valid.replace("123e4567-e89b", "123e4567e89b"))))
                .startsWith("Invalid arguments for tool 'register': id: must be a UUID");
        assertThat(text(call(client, "register", valid.replace("https://example.com/a", "example dot com"))))
                .startsWith("Invalid arguments for tool 'register': link: must be an absolute URI");
    }

    @Test
    void aValueTheSchemaAllowsButJavaDoesNotConvertSaysWhatWasExpected() {
        assertThat(text(call(client, "plan", "{\"meeting\":{\"title\":\"t\",\"startsAt\":\"2025-13-45T10:00\"}}")))
                .isEqualTo("Invalid arguments for tool 'plan': meeting.startsAt: must be a date and time, such as "
                        + "2025-01-31T10:15:30 (got \"2025-13-45T10:00\")");
        String valid = """
                {"email":"ada@example.com","startsAt":"2025-01-31T10:15:30Z","day":"2024-02-29","at":"10:15:30Z",
                 "id":"123e4567-e89b-12d3-a456-426614174000","link":"https://example.com/a","length":"P1Y"}""";
        assertThat(text(call(client, "register", valid))).isEqualTo("Invalid arguments for tool 'register': "
                + "length: must be a duration, such as PT15M (got \"P1Y\")");
    }

    @Test
    void constraintsOnItemsAndMapValuesAreEnforced() {
        String valid = """
                {"tags":["short"],"stock":{"a":0},"mails":["ada@example.com"],"isbn":"9780441013593"}""";
        assertThat(isError(call(client, "shelve", valid))).isFalse();
        assertThat(text(call(client, "shelve", valid.replace("\"short\"", "\"too long\""))))
                .startsWith("Invalid arguments for tool 'shelve': tags[0]: ");
        assertThat(text(call(client, "shelve", valid.replace("\"a\":0", "\"a\":-1"))))
                .startsWith("Invalid arguments for tool 'shelve': stock.a: ");
        assertThat(text(call(client, "shelve", valid.replace("[\"ada@example.com\"]", "[\"ada@example.com\",\"x\"]"))))
                .isEqualTo("Invalid arguments for tool 'shelve': mails[1]: must be an email address, such as "
                        + "ada@example.com (got \"x\")");
        assertThat(text(call(client, "shelve", valid.replace("9780441013593", "1234567890123"))))
                .startsWith("Invalid arguments for tool 'shelve': isbn: ");
    }
}
