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
 * The generated code at work: the corpus is compiled, its tools are registered with a server, and
 * a client lists and calls them through the in-memory transport.
 */
class ToolCallsTest {
    private static final JsonMapper JSON = JsonMapper.shared();

    static McpServer server;
    static McpTestClient client;

    @BeforeAll
    static void serveTheCorpus() throws Exception {
        server = McpServer.builder("corpus", "1.0").build();
        for (ServerTool tool : Corpus.tools()) {
            server.registerTool(tool);
        }
        client = RawCalls.connect(server);
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }

    @Test
    void toolsListShowsTheDerivedDefinitions() {
        JsonNode tools = tools(client);
        assertThat(tools.propertyNames()).contains("scalars", "scalars.ping", "add_book", "who_asks", "summarize");
        JsonNode length = tools.get("length");
        assertThat(length.get("description").asString()).isEqualTo("A number back, as text.");
        assertThat(length.get("annotations")).isEqualTo(json("{\"readOnlyHint\":true,\"openWorldHint\":false}"));
        assertThat(tools.get("forget").get("annotations"))
                .isEqualTo(json("{\"destructiveHint\":false,\"idempotentHint\":true}"));
        assertThat(tools.get("add_book").has("annotations")).isFalse();
        assertThat(tools.get("scalars.ping").get("title").asString()).isEqualTo("Ping");
        assertThat(tools.get("who_asks").get("inputSchema").get("properties").propertyNames()).containsExactly("question");
        assertThat(tools.get("summarize").get("outputSchema").get("required")).isEqualTo(json("[\"text\",\"words\"]"));
    }

    @Test
    void scalarArgumentsReachTheMethodConverted() {
        JsonNode r = call(client, "scalars", """
                {"text":"t","flag":true,"tiny":-8,"small":300,"medium":70000,"large":5000000000,"single":1.5,
                 "precise":2.25,"letter":"z","boxedFlag":false,"boxedInt":7,"boxedLong":8,"boxedDouble":9.5,
                 "huge":123456789012345678901234567890,"money":19.99}""");
        assertThat(isError(r)).as(r.toString()).isFalse();
        assertThat(text(r)).isEqualTo("t|true|-8|300|70000|5000000000|1.5|2.25|z|false|7|8|9.5|"
                + "123456789012345678901234567890|19.99");
    }

    @Test
    void anIntegerOutOfItsJavaRangeIsAToolError() {
        JsonNode r = call(client, "scalars", """
                {"text":"t","flag":true,"tiny":1,"small":1,"medium":3000000000,"large":1,"single":1,"precise":1,
                 "letter":"z","boxedFlag":false,"boxedInt":7,"boxedLong":8,"boxedDouble":9.5,"huge":1,"money":1}""");
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).isEqualTo("Invalid arguments for tool 'scalars': "
                + "medium: must be an integer from -2147483648 to 2147483647 (got 3000000000)");
    }

    @Test
    void absentOptionalArgumentsAreEmptyAndDefaultsApply() {
        assertThat(text(call(client, "optionals", "{}"))).isEqualTo(
                "Optional.empty|OptionalInt.empty|OptionalLong.empty|OptionalDouble.empty|null|3|hello|2.5|true|-7|x|12.50");
        assertThat(text(call(client, "optionals", """
                {"maybeText":"a","maybeInt":1,"maybeLong":2,"maybeDouble":0.5,"nullableText":"n","count":4,
                 "greeting":"hi","ratio":1,"enabled":false,"offset":3,"mark":"m","price":1}""")))
                .isEqualTo("Optional[a]|OptionalInt[1]|OptionalLong[2]|OptionalDouble[0.5]|n|4|hi|1.0|false|3|m|1");
    }

    @Test
    void aStaticToolNeedsNoArguments() {
        assertThat(text(call(client, "scalars.ping", "{}"))).isEqualTo("pong");
    }

    @Test
    void formattedStringsRoundTripThroughRecords() {
        JsonNode r = call(client, "echo_moments", """
                {"moments":{"id":"123e4567-e89b-12d3-a456-426614174000","link":"https://example.com/a?b=c",
                 "at":"2025-01-31T10:15:30Z","offsetAt":"2025-01-31T10:15:30Z","zonedAt":"2025-01-31T10:15:30Z",
                 "day":"2025-01-31","localAt":"2025-01-31T10:15:30","localTime":"10:15:30",
                 "offsetTime":"10:15:30+01:00","duration":"PT1H30M","period":"P1Y2M3D","data":"AQID"}}""");
        assertThat(isError(r)).as(r.toString()).isFalse();
        JsonNode out = r.get("structuredContent");
        assertThat(out.get("id").asString()).isEqualTo("123e4567-e89b-12d3-a456-426614174000");
        assertThat(out.get("link").asString()).isEqualTo("https://example.com/a?b=c");
        assertThat(out.get("at").asString()).isEqualTo("2025-01-31T10:15:30Z");
        assertThat(out.get("day").asString()).isEqualTo("2025-01-31");
        assertThat(out.get("localAt").asString()).isEqualTo("2025-01-31T10:15:30");
        assertThat(out.get("duration").asString()).isEqualTo("PT1H30M");
        assertThat(out.get("period").asString()).isEqualTo("P1Y2M3D");
        assertThat(out.get("data").asString()).isEqualTo("AQID");
        assertThat(json(text(r))).isEqualTo(out);
    }

    @Test
    void aResultAsJacksonWritesItPassesTheFormatsOfItsOutputSchema() {
        JsonNode r = call(client, "echo_moments", """
                {"moments":{"id":"123e4567-e89b-12d3-a456-426614174000","link":"urn:isbn:0451450523",
                 "at":"2025-01-31T10:15:00Z","offsetAt":"2025-01-31T10:15:00+01:00","zonedAt":"2025-01-31T10:15Z",
                 "day":"2025-01-31","localAt":"2025-01-31T10:15","localTime":"10:15","offsetTime":"10:15+01:00",
                 "duration":"PT1.5S","period":"P-1D","data":""}}""");
        assertThat(isError(r)).as(r.toString()).isFalse();
        assertThat(r.get("structuredContent").get("offsetTime").asString()).isEqualTo("10:15+01:00");
        assertThat(r.get("structuredContent").get("duration").asString()).isEqualTo("PT1.5S");
    }

    @Test
    void formattedArgumentsAndResults() {
        assertThat(text(call(client, "describe_day", "{\"day\":\"2025-01-31\"}")))
                .isEqualTo("FRIDAY 15 123e4567-e89b-12d3-a456-426614174000");
        JsonNode next = call(client, "next_day", "{\"day\":\"2024-02-28\"}");
        assertThat(text(next)).isEqualTo("2024-02-29");
        assertThat(next.has("structuredContent")).isFalse();
    }

    @Test
    void collectionsAndMapsConvert() {
        JsonNode r = call(client, "count_items", """
                {"names":["a","b"],"numbers":[1,2,3],"words":["x"],"digits":[1,2,3,4],"measures":[0.5],
                 "sorted":["b","a"],"grid":[[1,2],[3]],"flags":{"x":[true],"y":[]}}""");
        assertThat(r.get("structuredContent")).isEqualTo(json("""
                {"digits":4,"flags":2,"grid":3,"measures":1,"names":2,"numbers":3,"sorted":2,"words":1}"""));
    }

    @Test
    void aListResultIsWrappedAsStructuredContent() {
        JsonNode r = call(client, "repeat", "{\"word\":\"hi\",\"times\":2}");
        assertThat(r.get("structuredContent")).isEqualTo(json("{\"result\":[\"hi\",\"hi\"]}"));
        assertThat(json(text(r))).isEqualTo(r.get("structuredContent"));
        assertThat(call(client, "squares", "{\"upTo\":3}").get("structuredContent"))
                .isEqualTo(json("{\"result\":[1,4,9]}"));
    }

    @Test
    void aConstraintViolationIsAToolErrorBeforeTheMethodRuns() {
        JsonNode r = call(client, "own_constraints", """
                {"limit":99,"ratio":1,"code":"ab","tags":[],"labels":{"a":"b"},"slug":"a-b"}""");
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).isEqualTo("Invalid arguments for tool 'own_constraints': "
                + "limit: must have a maximum value of 50 (got 99)");
    }

    @Test
    void constraintsFromEveryAnnotationAreEnforced() {
        String valid = """
                {"rating":5,"positive":1,"zeroOrMore":0,"negative":-0.5,"zeroOrLess":0,"price":0.01,"name":" x ",
                 "items":["a"],"word":"abc","year":"2025","email":"a@b.c"}""";
        assertThat(isError(call(client, "jakarta_constraints", valid))).isFalse();
        String invalid = """
                {"rating":11,"positive":0,"zeroOrMore":-1,"negative":0,"zeroOrLess":1,"price":100,"name":"   ",
                 "items":[],"word":"ab","year":"25","email":"a@b.c"}""";
        JsonNode r = call(client, "jakarta_constraints", invalid);
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).contains("rating: ", "positive: ", "zeroOrMore: ", "negative: ", "zeroOrLess: ", "price: ",
                "name: ", "items: ", "word: ", "year: ");
        JsonNode own = call(client, "own_constraints", """
                {"ratio":0.1,"code":"a","tags":["a","b","c","d"],"labels":{},"slug":"Not A Slug","unit":"ly"}""");
        assertThat(text(own)).contains("ratio: ", "code: ", "tags: ", "labels: ", "slug: ", "unit: ");
    }

    @Test
    void unknownArgumentsAreRejected() {
        JsonNode r = call(client, "length", "{\"text\":\"abc\",\"txet\":\"abc\"}");
        assertThat(isError(r)).isTrue();
        assertThat(text(r)).contains("txet");
    }

    @Test
    void recordsRoundTripWithWireNamesOptionalsAndIgnoredComponents() {
        JsonNode book = json("""
                {"title":"Dune","author":{"name":"Frank Herbert","born":1920},"editors":[{"name":"Sterling Lanier"}],
                 "year":1965,"genre":"fiction","isbn_13":"9780441013593"}""");
        JsonNode r = call(client, "add_book", "{\"book\":" + book + "}");
        assertThat(isError(r)).as(r.toString()).isFalse();
        assertThat(r.get("structuredContent")).isEqualTo(book);
    }

    @Test
    void aNestedConstraintViolationNamesItsPath() {
        JsonNode r = call(client, "add_book", """
                {"book":{"title":"Dune","author":{"name":"F"},"editors":[],"year":1200,"isbn_13":"x"}}""");
        assertThat(text(r)).isEqualTo("Invalid arguments for tool 'add_book': "
                + "book.year: must have a minimum value of 1450 (got 1200)");
    }

    @Test
    void recursiveAndGenericRecordsConvert() {
        JsonNode tree = json("{\"name\":\"a\",\"children\":[{\"name\":\"b\",\"children\":[]}]}");
        assertThat(call(client, "echo_category", "{\"root\":" + tree + "}").get("structuredContent")).isEqualTo(tree);
        JsonNode page = json("""
                {"items":[{"title":"T","author":{"name":"A"},"editors":[],"year":2000,"isbn_13":"1"}],"total":1}""");
        assertThat(call(client, "first_page", "{\"page\":" + page + "}").get("structuredContent")).isEqualTo(page);
    }

    @Test
    void sealedInterfacesAreToldApartByType() {
        assertThat(text(call(client, "area", "{\"shape\":{\"type\":\"Rectangle\",\"width\":2,\"height\":3}}")))
                .isEqualTo("6.0");
        JsonNode r = call(client, "largest", """
                {"shapes":[{"type":"Rectangle","width":2,"height":3},{"type":"Circle","radius":2}]}""");
        assertThat(r.get("structuredContent")).isEqualTo(json("{\"type\":\"Circle\",\"radius\":2.0}"));
        JsonNode wrong = call(client, "area", "{\"shape\":{\"type\":\"Circle\",\"width\":2}}");
        assertThat(isError(wrong)).isTrue();
    }

    @Test
    void beansConvertThroughTheirProperties() {
        JsonNode r = call(client, "normalize", "{\"address\":{\"street\":\"1 Main St\",\"city\":\"Springfield\",\"zip\":12345}}");
        assertThat(r.get("structuredContent"))
                .isEqualTo(json("{\"street\":\"1 Main St\",\"city\":\"SPRINGFIELD\",\"zip\":12345}"));
    }

    @Test
    void enumsUseTheirWireNamesBothWays() {
        assertThat(text(call(client, "next_genre", "{\"genre\":\"fiction\",\"overrides\":{}}"))).isEqualTo("science");
        assertThat(text(call(client, "next_genre", "{\"genre\":\"HISTORY\",\"overrides\":{\"HISTORY\":\"science\"}}")))
                .isEqualTo("science");
        assertThat(isError(call(client, "next_genre", "{\"genre\":\"FICTION\",\"overrides\":{}}")))
                .isTrue();
    }

    @Test
    void voidIsAnEmptySuccess() {
        JsonNode r = call(client, "forget", "{\"key\":\"k\"}");
        assertThat(isError(r)).isFalse();
        assertThat(r.get("content")).isEmpty();
    }

    @Test
    void scalarsAndContentBecomeContentBlocks() {
        assertThat(text(call(client, "length", "{\"text\":\"hello\"}"))).isEqualTo("5");
        assertThat(text(call(client, "shout", "{\"text\":\"hey\"}"))).isEqualTo("HEY");
        assertThat(call(client, "split", "{\"text\":\"ab\"}").get("content"))
                .isEqualTo(json("[{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"text\",\"text\":\"b\"}]"));
        JsonNode verdict = call(client, "verdict", "{\"ok\":false}");
        assertThat(isError(verdict)).isTrue();
        assertThat(text(verdict)).isEqualTo("not fine");
    }

    @Test
    void aMapResultIsStructuredContent() {
        JsonNode r = call(client, "summaries", "{\"texts\":[\"a b\",\"c\"]}");
        assertThat(r.get("structuredContent"))
                .isEqualTo(json("{\"a b\":{\"text\":\"a b\",\"words\":2},\"c\":{\"text\":\"c\",\"words\":1}}"));
    }

    @Test
    void theGeneratedCodeConvertsWithTheServersSharedMapper() {
        assertThat(Corpus.compilation().generatedSource("dev.example.corpus.ResultsTools"))
                .contains("MAPPER = dev.mcpj.server.JsonValues.mapper();");
        assertThat(Corpus.compilation().generatedSource("dev.example.corpus.CatalogTools"))
                .as("sealed types add their introspector to the shared configuration")
                .contains("MAPPER = dev.mcpj.server.JsonValues.mapper()\n"
                        + "            .rebuild().annotationIntrospector(new SealedTypes()).build();");
    }

    @Test
    void completionStagesRunAsynchronously() {
        assertThat(call(client, "summarize", "{\"text\":\"one two three\"}").get("structuredContent"))
                .isEqualTo(json("{\"text\":\"one two three\",\"words\":3}"));
        JsonNode touched = call(client, "touch", "{\"key\":\"k\"}");
        assertThat(isError(touched)).isFalse();
        assertThat(touched.get("content")).isEmpty();
        assertThat(Corpus.compilation().generatedSource("dev.example.corpus.ResultsTools"))
                .as("a stage-returning method is registered as an asynchronous handler, not joined")
                .contains(".asyncHandler((args, ctx) -> call_summarize(");
    }

    @Test
    void theRequestContextIsInjected() {
        assertThat(text(call(client, "who_asks", "{\"question\":\"why\"}"))).matches("\\d+:why");
    }

    @Test
    void aToolExceptionMessageReachesTheModelAndOtherFailuresDoNot() {
        JsonNode refused = call(client, "refuse", "{\"reason\":\"no\"}");
        assertThat(isError(refused)).isTrue();
        assertThat(text(refused)).isEqualTo("Refused: no");
        JsonNode crashed = call(client, "crash", "{}");
        assertThat(isError(crashed)).isTrue();
        assertThat(text(crashed)).isEqualTo("Tool 'crash' failed with an internal error");
    }
}
