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
        JsonNode answer = answer(method, params);
        assertThat(answer.has("error")).as(answer.toString()).isFalse();
        return answer.get("result");
    }

    private JsonNode error(String method, String params) throws InterruptedException {
        JsonNode answer = answer(method, params);
        assertThat(answer.has("error")).as(answer.toString()).isTrue();
        return answer.get("error");
    }

    private JsonNode answer(String method, String params) throws InterruptedException {
        int id = nextId++;
        ObjectNode message = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        message.set("params", JSON.readTree(params));
        transport.client().send(message.toString());
        while (true) {
            String frame = transport.client().receive(Duration.ofSeconds(10));
            assertThat(frame).as("answer to " + method).isNotNull();
            JsonNode answer = JSON.readTree(frame);
            if (answer.path("id").asInt(-1) == id) {
                return answer;
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
                  "limit":{"type":["integer","null"],"minimum":1,"maximum":50,
                           "description":"maximum number of results","default":10},
                  "genre":{"type":["string","null"],"enum":["FICTION","SCIENCE","HISTORY",null],
                           "description":"only books of this genre"}},
                 "required":["query"],"additionalProperties":false}"""));
        assertThat(search.get("outputSchema").get("properties").get("result").get("type").asString())
                .isEqualTo("array");

        JsonNode book = byName.get("add_book").get("inputSchema").get("properties").get("book");
        assertThat(book.get("required")).isEqualTo(JSON.readTree("[\"isbn\",\"title\",\"author\",\"year\"]"));
        assertThat(book.get("properties").get("isbn").get("pattern").asString()).isEqualTo("^(?:[0-9]{13})$");
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
                {"result":[{"isbn":"9780553380163","title":"A Brief History of Time","author":"Stephen Hawking",
                            "year":1988,"genre":"SCIENCE"}]}"""));
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
        JsonNode added = call("add_book", """
                {"book":{"isbn":"9780441172719","title":"Dune","author":"Frank Herbert","year":1965}}""");
        assertThat(text(added)).isEqualTo("Added \"Dune\" by Frank Herbert (1965); the catalog now holds 6 books.");
        assertThat(call("search_books", "{\"query\":\"dune\"}").get("structuredContent")).isEqualTo(JSON.readTree("""
                {"result":[{"isbn":"9780441172719","title":"Dune","author":"Frank Herbert","year":1965}]}"""));

        JsonNode tooOld = call("add_book", """
                {"book":{"isbn":"9780000000000","title":"Codex","author":"Anon","year":1200}}""");
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

    @Test
    void theCatalogIsAResourceAndEachBookATemplatedOne() throws InterruptedException {
        JsonNode resources = request("resources/list", "{}").get("resources");
        assertThat(resources).hasSize(1);
        assertThat(resources.get(0)).isEqualTo(JSON.readTree("""
                {"uri":"bookshop://catalog","name":"catalog","title":"Catalog",
                 "description":"The whole catalog, one book a line.","mimeType":"text/markdown"}"""));
        assertThat(request("resources/templates/list", "{}").get("resourceTemplates")).isEqualTo(JSON.readTree("""
                [{"uriTemplate":"books://{isbn}","name":"book","title":"Book",
                  "description":"A book of the catalog, by its ISBN.","mimeType":"text/markdown"}]"""));

        String catalog = request("resources/read", "{\"uri\":\"bookshop://catalog\"}").get("contents").get(0)
                .get("text").asString();
        assertThat(catalog)
                .startsWith("# Catalog\n\n- *The Left Hand of Darkness* by Ursula K. Le Guin (1969), FICTION")
                .contains("ISBN 9780198788607");

        JsonNode book = request("resources/read", "{\"uri\":\"books://9780553380163\"}").get("contents");
        assertThat(book).isEqualTo(JSON.readTree("""
                [{"uri":"books://9780553380163","mimeType":"text/markdown","text":"# A Brief History of Time\\n\\n\
                - *A Brief History of Time* by Stephen Hawking (1988), SCIENCE — ISBN 9780553380163\\n"}]"""));
    }

    @Test
    void anUnknownIsbnIsNotFound() throws InterruptedException {
        JsonNode missing = error("resources/read", "{\"uri\":\"books://9999999999999\"}");
        assertThat(missing.get("code").asInt()).isEqualTo(-32002);
        assertThat(missing.get("message").asString()).isEqualTo("Resource not found: books://9999999999999");
    }

    @Test
    void isbnsComplete() throws InterruptedException {
        JsonNode completion = request("completion/complete", """
                {"ref":{"type":"ref/resource","uri":"books://{isbn}"},"argument":{"name":"isbn","value":"97803"}}""")
                .get("completion");
        assertThat(completion).isEqualTo(JSON.readTree("""
                {"values":["9780345476098"],"total":1,"hasMore":false}"""));
    }

    @Test
    void recommendBooksIsAPromptWhoseGenresComplete() throws InterruptedException {
        assertThat(request("prompts/list", "{}").get("prompts")).isEqualTo(JSON.readTree("""
                [{"name":"recommend_books","title":"Recommend books",
                  "description":"Ask for book recommendations from the catalog.","arguments":[
                    {"name":"genre","description":"the genre to recommend from","required":true},
                    {"name":"mood",
                     "description":"what the reader is in the mood for, such as \\"something short\\""}]}]"""));

        JsonNode prompt = request("prompts/get", """
                {"name":"recommend_books","arguments":{"genre":"SCIENCE","mood":"something short"}}""");
        assertThat(prompt.get("messages")).hasSize(1);
        assertThat(prompt.get("messages").get(0).get("role").asString()).isEqualTo("user");
        assertThat(prompt.get("messages").get(0).get("content").get("text").asString()).isEqualTo("""
                Recommend science books from our catalog for a reader who wants something short, saying in one \
                sentence why each fits.

                - *A Brief History of Time* by Stephen Hawking (1988), SCIENCE — ISBN 9780553380163
                - *The Selfish Gene* by Richard Dawkins (1976), SCIENCE — ISBN 9780198788607""");

        JsonNode genres = request("completion/complete", """
                {"ref":{"type":"ref/prompt","name":"recommend_books"},"argument":{"name":"genre","value":"s"}}""");
        assertThat(genres.get("completion").get("values")).isEqualTo(JSON.readTree("[\"SCIENCE\"]"));
    }

    @Test
    void aPromptWithoutItsRequiredGenreOrWithAnUnknownOneIsInvalidParams() throws InterruptedException {
        JsonNode missing = error("prompts/get", "{\"name\":\"recommend_books\",\"arguments\":{}}");
        assertThat(missing.get("code").asInt()).isEqualTo(-32602);
        assertThat(missing.get("message").asString())
                .isEqualTo("Missing required argument 'genre' for prompt 'recommend_books'");
        JsonNode unknown = error("prompts/get", """
                {"name":"recommend_books","arguments":{"genre":"POETRY"}}""");
        assertThat(unknown.get("code").asInt()).isEqualTo(-32602);
        assertThat(unknown.get("message").asString()).isEqualTo("Invalid arguments for prompt 'recommend_books': "
                + "'genre' must be one of FICTION, SCIENCE, HISTORY, not 'POETRY'");
    }
}
