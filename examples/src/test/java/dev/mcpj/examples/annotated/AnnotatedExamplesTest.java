package dev.mcpj.examples.annotated;

import static dev.mcpj.test.McpAssertions.assertThat;
import static dev.mcpj.test.McpAssertions.catchThrowableOfType;

import dev.mcpj.core.content.Role;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpErrorException;
import dev.mcpj.test.McpServerUnderTest;
import dev.mcpj.test.McpTest;
import dev.mcpj.test.McpTestClient;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The annotated examples, served and called in memory through the test kit. */
@McpTest
class AnnotatedExamplesTest {
    private static final JsonMapper JSON = JsonMapper.shared();

    @McpServerUnderTest
    static McpServer server() {
        return AnnotatedExamplesServer.create();
    }

    @Test
    void toolsListShowsTheDefinitionsDerivedFromTheMethods(McpTestClient client) {
        Map<String, Tool> byName = client.listTools().stream().collect(Collectors.toMap(Tool::name, Function.identity()));
        assertThat(byName).containsOnlyKeys("search_books", "add_book", "convert_units", "add", "echo");

        Tool search = byName.get("search_books");
        assertThat(search.description()).isEqualTo("Search the catalog by title or author.");
        assertThat(search.annotations().readOnlyHint()).isTrue();
        assertThat(search.annotations().destructiveHint()).isNull();
        assertThat(search.inputSchema()).isEqualTo(JSON.readTree("""
                {"type":"object","properties":{
                  "query":{"type":"string","minLength":1,"description":"title or author to search for"},
                  "limit":{"type":["integer","null"],"minimum":1,"maximum":50,
                           "description":"maximum number of results","default":10},
                  "genre":{"type":["string","null"],"enum":["FICTION","SCIENCE","HISTORY",null],
                           "description":"only books of this genre"}},
                 "required":["query"],"additionalProperties":false}"""));
        assertThat(search.outputSchema().at("/properties/result/type").asString()).isEqualTo("array");

        var book = byName.get("add_book").inputSchema().at("/properties/book");
        assertThat(book.get("required")).isEqualTo(JSON.readTree("[\"isbn\",\"title\",\"author\",\"year\"]"));
        assertThat(book.at("/properties/isbn/pattern").asString()).isEqualTo("^(?:[0-9]{13})$");
        assertThat(book.at("/properties/year"))
                .isEqualTo(JSON.readTree("{\"type\":\"integer\",\"minimum\":1450,\"description\":\"year of publication\"}"));

        var convert = byName.get("convert_units").inputSchema();
        assertThat(convert.at("/properties/unit_type/enum"))
                .isEqualTo(JSON.readTree("[\"length\",\"mass\",\"temperature\"]"));
        assertThat(convert.get("required")).isEqualTo(JSON.readTree("[\"value\",\"unit_type\",\"from\",\"to\"]"));
    }

    @Test
    void searchBooksAppliesItsDefaultAndFilters(McpTestClient client) {
        CallToolResult all = client.callTool("search_books", Map.of("query", "le guin"));
        assertThat(all.structuredContent().get("result")).hasSize(2);
        assertThat(all).hasText(all.structuredContent().toString());

        assertThat(client.callTool("search_books", Map.of("query", "e", "genre", "SCIENCE", "limit", 1)))
                .hasStructuredContent("""
                        {"result":[{"isbn":"9780553380163","title":"A Brief History of Time","author":"Stephen Hawking",
                                    "year":1988,"genre":"SCIENCE"}]}""");
    }

    @Test
    void aLimitAboveFiftyIsRejectedByTheSchema(McpTestClient client) {
        assertThat(client.callTool("search_books", Map.of("query", "the", "limit", 99))).isError()
                .hasText("Invalid arguments for tool 'search_books': limit: must have a maximum value of 50 (got 99)");
    }

    record NewBook(String isbn, String title, String author, int year) {
    }

    @Test
    void addBookTakesANestedRecord(McpTestClient client) {
        assertThat(client.callTool("add_book", Map.of("book", new NewBook("9780441172719", "Dune", "Frank Herbert", 1965))))
                .isNotError()
                .hasText("Added \"Dune\" by Frank Herbert (1965); the catalog now holds 6 books.");
        assertThat(client.callTool("search_books", Map.of("query", "dune"))).hasStructuredContent("""
                {"result":[{"isbn":"9780441172719","title":"Dune","author":"Frank Herbert","year":1965}]}""");

        assertThat(client.callTool("add_book", Map.of("book", new NewBook("9780000000000", "Codex", "Anon", 1200))))
                .isError()
                .hasText("Invalid arguments for tool 'add_book': book.year: must have a minimum value of 1450 (got 1200)");
    }

    @Test
    void convertUnitsConvertsAndReportsUnsupportedUnits(McpTestClient client) {
        assertThat(client.callTool("convert_units", Map.of("value", 5, "unit_type", "length", "from", "km", "to", "m")))
                .hasText("5 km = 5000 m");
        assertThat(client.callTool("convert_units", Map.of("value", 100, "unit_type", "temperature", "from", "C", "to", "F")))
                .hasText("100 C = 212 F");
        assertThat(client.callTool("convert_units", Map.of("value", 1, "unit_type", "mass", "from", "kg", "to", "parsec")))
                .isError()
                .hasText("Cannot convert mass from 'kg' to 'parsec': supported units are g, kg, lb, oz");
        assertThat(client.callTool("convert_units", Map.of("value", 1, "unit_type", "volume", "from", "l", "to", "ml")))
                .isError();
    }

    @Test
    void addAndEchoAreStaticTools(McpTestClient client) {
        assertThat(client.callTool("add", Map.of("a", 1, "b", 2))).hasText("3");
        assertThat(client.callTool("echo", Map.of("text", "hello"))).hasText("hello");
    }

    @Test
    void theCatalogIsAResourceAndEachBookATemplatedOne(McpTestClient client) {
        assertThat(client.listResources()).singleElement().satisfies(catalog -> {
            assertThat(catalog.uri()).isEqualTo("bookshop://catalog");
            assertThat(catalog.name()).isEqualTo("catalog");
            assertThat(catalog.title()).isEqualTo("Catalog");
            assertThat(catalog.description()).isEqualTo("The whole catalog, one book a line.");
            assertThat(catalog.mimeType()).isEqualTo("text/markdown");
        });
        assertThat(client.listResourceTemplates()).singleElement().satisfies(book -> {
            assertThat(book.uriTemplate()).hasToString("books://{isbn}");
            assertThat(book.name()).isEqualTo("book");
            assertThat(book.title()).isEqualTo("Book");
            assertThat(book.description()).isEqualTo("A book of the catalog, by its ISBN.");
            assertThat(book.mimeType()).isEqualTo("text/markdown");
        });

        assertThat(((TextResourceContents) client.readResource("bookshop://catalog").get(0)).text())
                .startsWith("# Catalog\n\n- *The Left Hand of Darkness* by Ursula K. Le Guin (1969), FICTION")
                .contains("ISBN 9780198788607");
        assertThat(client.readResource("books://9780553380163")).containsExactly(new TextResourceContents(
                "books://9780553380163", "text/markdown", "# A Brief History of Time\n\n"
                        + "- *A Brief History of Time* by Stephen Hawking (1988), SCIENCE — ISBN 9780553380163\n", null));
    }

    @Test
    void anUnknownIsbnIsNotFound(McpTestClient client) {
        McpErrorException missing = catchThrowableOfType(McpErrorException.class,
                () -> client.readResource("books://9999999999999"));
        assertThat(missing.code()).isEqualTo(-32002);
        assertThat(missing.errorMessage()).isEqualTo("Resource not found: books://9999999999999");
    }

    @Test
    void isbnsComplete(McpTestClient client) {
        var completion = client.completeResourceArgument("books://{isbn}", "isbn", "97803");
        assertThat(completion.values()).containsExactly("9780345476098");
        assertThat(completion.total()).isEqualTo(1);
        assertThat(completion.hasMore()).isFalse();
    }

    @Test
    void recommendBooksIsAPromptWhoseGenresComplete(McpTestClient client) {
        assertThat(client.listPrompts()).singleElement().satisfies(prompt -> {
            assertThat(prompt.name()).isEqualTo("recommend_books");
            assertThat(prompt.title()).isEqualTo("Recommend books");
            assertThat(prompt.description()).isEqualTo("Ask for book recommendations from the catalog.");
            assertThat(prompt.arguments()).containsExactly(
                    new PromptArgument("genre", null, "the genre to recommend from", true),
                    new PromptArgument("mood", null, "what the reader is in the mood for, such as \"something short\"",
                            false));
        });

        GetPromptResult prompt = client.getPrompt("recommend_books", Map.of("genre", "SCIENCE", "mood", "something short"));
        assertThat(prompt.messages()).singleElement().satisfies(message -> {
            assertThat(message.role()).isEqualTo(Role.USER);
            assertThat(((TextContent) message.content()).text()).isEqualTo("""
                    Recommend science books from our catalog for a reader who wants something short, saying in one \
                    sentence why each fits.

                    - *A Brief History of Time* by Stephen Hawking (1988), SCIENCE — ISBN 9780553380163
                    - *The Selfish Gene* by Richard Dawkins (1976), SCIENCE — ISBN 9780198788607""");
        });

        assertThat(client.completePromptArgument("recommend_books", "genre", "s").values()).containsExactly("SCIENCE");
    }

    @Test
    void aPromptWithoutItsRequiredGenreOrWithAnUnknownOneIsInvalidParams(McpTestClient client) {
        McpErrorException missing = catchThrowableOfType(McpErrorException.class,
                () -> client.getPrompt("recommend_books", Map.of()));
        assertThat(missing.code()).isEqualTo(-32602);
        assertThat(missing.errorMessage()).isEqualTo("Missing required argument 'genre' for prompt 'recommend_books'");
        McpErrorException unknown = catchThrowableOfType(McpErrorException.class,
                () -> client.getPrompt("recommend_books", Map.of("genre", "POETRY")));
        assertThat(unknown.code()).isEqualTo(-32602);
        assertThat(unknown.errorMessage()).isEqualTo("Invalid arguments for prompt 'recommend_books': "
                + "'genre' must be one of FICTION, SCIENCE, HISTORY, not 'POETRY'");
    }
}
