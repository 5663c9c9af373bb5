package dev.mcpj.examples.annotated;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The annotated examples, served and called through the in-memory transport. */
class AnnotatedExamplesTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private McpServer server;
    private InMemoryTransport transport;
    private int nextId = 1;

    @BeforeEach
    void connect() throws InterruptedException {
        server = AnnotatedExamplesServer.create();
        transport = InMemoryTransport.create();
        server.connect(transport);
        request("initialize", """
                {"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}""");
        transport.client().send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    @AfterEach
    void close() {
        server.close();
    }

    private JsonNode request(String method, String params) throws InterruptedException {
        int id = nextId++;
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", JSON.readTree(params));
        transport.client().send(message.toString());
        while (true) {
            String frame = transport.client().receive(Duration.ofSeconds(10));
            assertThat(frame).as("answer to " + method).isNotNull();
            JsonNode answer = JSON.readTree(frame);
            if (answer.path("id").asInt(-1) == id) {
                assertThat(answer.has("error")).as(answer.toString()).isFalse();
                return answer.get("result");
            }
        }
    }

    private JsonNode call(String tool, String arguments) throws InterruptedException {
        return request("tools/call", "{\"name\":\"" + tool + "\",\"arguments\":" + arguments + "}");
    }

    private static String text(JsonNode result) {
        return result.path("content").path(0).path("text").asString();
    }

    private static boolean isError(JsonNode result) {
        return result.path("isError").asBoolean(false);
    }

    @Test
    void toolsListShowsTheDefinitionsDerivedFromTheMethods() throws InterruptedException {
        JsonNode tools = request("tools/list", "{}").get("tools");
        ObjectNode byName = JSON.createObjectNode();
        tools.forEach(t -> byName.set(t.get("name").asString(), t));
        assertThat(byName.propertyNames()).containsExactlyInAnyOrder("search_books", "add_book", "convert_units",
                "add", "echo");

        JsonNode search = byName.get("search_books");
        assertThat(search.get("description").asString()).isEqualTo("Search the catalog by title or author.");
        assertThat(search.get("annotations")).isEqualTo(JSON.readTree("{\"readOnlyHint\":true}"));
        assertThat(search.get("inputSchema")).isEqualTo(JSON.readTree("""
                {"type":"object","properties":{
                  "query":{"type":"string","minLength":1,"description":"title or author to search for"},
                  "limit":{"type":"integer","minimum":1,"maximum":50,"description":"maximum number of results",
                           "default":10},
                  "genre":{"type":"string","enum":["FICTION","SCIENCE","HISTORY"],
                           "description":"only books of this genre"}},
                 "required":["query"],"additionalProperties":false}"""));
        assertThat(search.get("outputSchema").get("properties").get("result").get("type").asString())
                .isEqualTo("array");

        JsonNode book = byName.get("add_book").get("inputSchema").get("properties").get("book");
        assertThat(book.get("required")).isEqualTo(JSON.readTree("[\"title\",\"author\",\"year\"]"));
        assertThat(book.get("properties").get("year"))
                .isEqualTo(JSON.readTree("{\"type\":\"integer\",\"minimum\":1450,\"description\":\"year of publication\"}"));

        JsonNode convert = byName.get("convert_units").get("inputSchema");
        assertThat(convert.get("properties").get("unit_type").get("enum"))
                .isEqualTo(JSON.readTree("[\"length\",\"mass\",\"temperature\"]"));
        assertThat(convert.get("required")).isEqualTo(JSON.readTree("[\"value\",\"unit_type\",\"from\",\"to\"]"));
    }

    @Test
    void searchBooksAppliesItsDefaultAndFilters() throws InterruptedException {
        JsonNode all = call("search_books", "{\"query\":\"le guin\"}");
        assertThat(all.get("structuredContent").get("result")).hasSize(2);
        assertThat(JSON.readTree(text(all))).isEqualTo(all.get("structuredContent"));

        JsonNode science = call("search_books", "{\"query\":\"e\",\"genre\":\"SCIENCE\",\"limit\":1}");
        assertThat(science.get("structuredContent")).isEqualTo(JSON.readTree("""
                {"result":[{"title":"A Brief History of Time","author":"Stephen Hawking","year":1988,
                            "genre":"SCIENCE"}]}"""));
    }

    @Test
    void aLimitAboveFiftyIsRejectedByTheSchema() throws InterruptedException {
        JsonNode r = call("search_books", "{\"query\":\"the\",\"limit\":99}");
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).isEqualTo("Invalid arguments for tool 'search_books': "
                + "limit: must have a maximum value of 50 (got 99)");
    }

    @Test
    void addBookTakesANestedRecord() throws InterruptedException {
        JsonNode added = call("add_book", "{\"book\":{\"title\":\"Dune\",\"author\":\"Frank Herbert\",\"year\":1965}}");
        assertThat(text(added)).isEqualTo("Added \"Dune\" by Frank Herbert (1965); the catalog now holds 6 books.");
        assertThat(call("search_books", "{\"query\":\"dune\"}").get("structuredContent"))
                .isEqualTo(JSON.readTree("{\"result\":[{\"title\":\"Dune\",\"author\":\"Frank Herbert\",\"year\":1965}]}"));

        JsonNode tooOld = call("add_book", "{\"book\":{\"title\":\"Codex\",\"author\":\"Anon\",\"year\":1200}}");
        assertThat(isError(tooOld)).isTrue();
        assertThat(text(tooOld)).isEqualTo("Invalid arguments for tool 'add_book': "
                + "book.year: must have a minimum value of 1450 (got 1200)");
    }

    @Test
    void convertUnitsConvertsAndReportsUnsupportedUnits() throws InterruptedException {
        assertThat(text(call("convert_units", "{\"value\":5,\"unit_type\":\"length\",\"from\":\"km\",\"to\":\"m\"}")))
                .isEqualTo("5 km = 5000 m");
        assertThat(text(call("convert_units", "{\"value\":100,\"unit_type\":\"temperature\",\"from\":\"C\",\"to\":\"F\"}")))
                .isEqualTo("100 C = 212 F");
        JsonNode bad = call("convert_units", "{\"value\":1,\"unit_type\":\"mass\",\"from\":\"kg\",\"to\":\"parsec\"}");
        assertThat(isError(bad)).isTrue();
        assertThat(text(bad)).isEqualTo("Cannot convert mass from 'kg' to 'parsec': supported units are g, kg, lb, oz");
        assertThat(isError(call("convert_units", "{\"value\":1,\"unit_type\":\"volume\",\"from\":\"l\",\"to\":\"ml\"}")))
                .isTrue();
    }

    @Test
    void addAndEchoAreStaticTools() throws InterruptedException {
        assertThat(text(call("add", "{\"a\":1,\"b\":2}"))).isEqualTo("3");
        assertThat(text(call("echo", "{\"text\":\"hello\"}"))).isEqualTo("hello");
    }
}
