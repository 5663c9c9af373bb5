package dev.mcpj.annotations.processor;

import static dev.mcpj.annotations.processor.RawCalls.error;
import static dev.mcpj.annotations.processor.RawCalls.params;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpTestClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The generated resources and prompts at work: the corpus's {@code Library}, {@code Prompts} and
 * {@code Mixed} are registered with a server through their generated {@code register}, and a
 * client lists, reads, renders and completes them through the in-memory transport.
 */
class ResourcesAndPromptsTest {
    private static final JsonMapper JSON = JsonMapper.shared();
    private static final String INT_RANGE = "an integer from -2147483648 to 2147483647";

    static McpServer server;
    static McpTestClient client;

    @BeforeAll
    static void serveTheCorpus() throws Exception {
        server = McpServer.builder("corpus", "1.0").build();
        Corpus.registerMembers(server);
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

    private static JsonNode read(String uri) {
        return client.request("resources/read", params("{\"uri\":\"" + uri + "\"}")).get("contents");
    }

    private static JsonNode readError(String uri) {
        return error(client, "resources/read", params("{\"uri\":\"" + uri + "\"}"));
    }

    private static JsonNode get(String prompt, String arguments) {
        return client.request("prompts/get", params("{\"name\":\"" + prompt + "\",\"arguments\":" + arguments + "}"));
    }

    private static JsonNode getError(String prompt, String arguments) {
        return error(client, "prompts/get", params("{\"name\":\"" + prompt + "\",\"arguments\":" + arguments + "}"));
    }

    private static JsonNode complete(String ref, String argument, String value, String context) {
        ObjectNode p = params("{\"ref\":" + ref + ",\"argument\":{\"name\":\"" + argument + "\",\"value\":\"" + value
                + "\"},\"context\":{\"arguments\":" + context + "}}");
        return client.request("completion/complete", p).get("completion");
    }

    private static String prompt(String name) {
        return "{\"type\":\"ref/prompt\",\"name\":\"" + name + "\"}";
    }

    private static String template(String uri) {
        return "{\"type\":\"ref/resource\",\"uri\":\"" + uri + "\"}";
    }

    // ---- resources ---------------------------------------------------------------------------

    @Test
    void resourcesAndTemplatesAreListedWithTheirDerivedDefinitions() {
        JsonNode resources = client.request("resources/list", params("{}")).get("resources");
        assertThat(resources).extracting(r -> r.get("uri").asString())
                .containsExactlyInAnyOrder("library://hours", "library://logo.png", "library://readme");
        JsonNode templates = client.request("resources/templates/list", params("{}")).get("resourceTemplates");
        assertThat(templates).extracting(t -> t.get("uriTemplate").asString()).containsExactlyInAnyOrder(
                "library://shelves/{shelf}/{number}", "library://books/{id}/pages/{page}", "files:///{+path}",
                "library://days/{day}", "library://raw/{a}/{b}", "mixed://words/{index}");
    }

    @Test
    void aStringIsTextContentsAndBytesAreABlob() {
        assertThat(read("library://hours")).isEqualTo(json("""
                [{"uri":"library://hours","mimeType":"text/plain","text":"9 to 5"}]"""));
        assertThat(read("library://logo.png")).isEqualTo(json("""
                [{"uri":"library://logo.png","mimeType":"image/png","blob":"AQID"}]"""));
        assertThat(read("library://readme")).isEqualTo(json("""
                [{"uri":"library://readme","mimeType":"text/markdown","text":"# Library"}]"""));
    }

    @Test
    void templateVariablesReachTheParametersConverted() {
        assertThat(read("library://shelves/new/42").get(0).get("text").asString())
                .isEqualTo("{\"shelf\":\"NEW\",\"number\":42}");
        assertThat(read("library://days/2025-01-31").get(0).get("text").asString()).isEqualTo("FRIDAY");
        assertThat(read("files:///docs/guide.md").get(0).get("text").asString()).isEqualTo("contents of docs/guide.md");
        assertThat(read("mixed://words/1").get(0).get("text").asString()).isEqualTo("beta");
    }

    @Test
    void theRequestAndItsContextAreInjected() {
        JsonNode pages = read("library://books/123e4567-e89b-12d3-a456-426614174000/pages/7");
        assertThat(pages).hasSize(2);
        assertThat(pages.get(0).get("text").asString()).isEqualTo("123e4567-e89b-12d3-a456-426614174000 page 7");
        assertThat(pages.get(1).get("text").asString()).matches("asked by request \\d+");
        assertThat(read("library://raw/x/y").get(0).get("text").asString()).isEqualTo("a=x,b=y");
    }

    @Test
    void aVariableThatDoesNotConvertMeansNoSuchResource() {
        JsonNode number = readError("library://shelves/new/x");
        assertThat(number.get("code").asInt()).isEqualTo(-32002);
        assertThat(number.get("message").asString()).isEqualTo("Resource not found: library://shelves/new/x "
                + "('number' must be " + INT_RANGE + ", not 'x')");
        assertThat(number.get("data")).isEqualTo(json("{\"uri\":\"library://shelves/new/x\"}"));
        assertThat(readError("library://shelves/attic/1").get("message").asString()).isEqualTo("Resource not found: "
                + "library://shelves/attic/1 ('shelf' must be one of new, CLASSICS, not 'attic')");
        assertThat(readError("library://days/tomorrow").get("message").asString()).isEqualTo("Resource not found: "
                + "library://days/tomorrow ('day' must be a LocalDate in ISO-8601 form such as 2025-01-31, not "
                + "'tomorrow')");
    }

    @Test
    void aNullResultMeansNoSuchResource() {
        JsonNode missing = readError("files:///missing");
        assertThat(missing.get("code").asInt()).isEqualTo(-32002);
        assertThat(missing.get("message").asString()).isEqualTo("Resource not found: files:///missing");
        assertThat(readError("mixed://words/9").get("message").asString()).isEqualTo("Resource not found: mixed://words/9");
    }

    // ---- prompts -----------------------------------------------------------------------------

    @Test
    void promptsAreListedWithTheirArguments() {
        ObjectNode byName = JSON.createObjectNode();
        client.request("prompts/list", params("{}")).get("prompts").forEach(p -> byName.set(p.get("name").asString(), p));
        assertThat(byName.propertyNames()).containsExactlyInAnyOrder("code_review", "greet", "conversation", "plan",
                "echo_word");
        assertThat(byName.get("code_review")).isEqualTo(json("""
                {"name":"code_review","title":"Code review","description":"Review a piece of code.","arguments":[
                  {"name":"code","description":"the code to review","required":true},
                  {"name":"language","description":"its programming language"}]}"""));
        assertThat(byName.get("greet").get("arguments")).isEqualTo(json("""
                [{"name":"name","description":"who to greet","required":true},{"name":"tone","required":true},
                 {"name":"times"}]"""));
    }

    @Test
    void aStringIsOneUserMessage() {
        assertThat(get("code_review", "{\"code\":\"x = 1\"}").get("messages")).isEqualTo(json("""
                [{"role":"user","content":{"type":"text","text":"Review this code:\\nx = 1"}}]"""));
        assertThat(get("code_review", "{\"code\":\"x = 1\",\"language\":\"java\"}").get("messages").get(0)
                .get("content").get("text").asString()).isEqualTo("Review this java:\nx = 1");
        assertThat(get("echo_word", "{\"word\":\"hi\"}").get("messages").get(0).get("content").get("text").asString())
                .isEqualTo("hi");
    }

    @Test
    void argumentsAreConvertedFromText() {
        assertThat(get("greet", "{\"name\":\"Ann\",\"tone\":\"formal\",\"times\":\"2\"}").get("messages"))
                .isEqualTo(json("[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"Good day, Ann Good day, Ann\"}}]"));
        assertThat(get("greet", "{\"name\":\"Bo\",\"tone\":\"CASUAL\"}").get("messages").get(0).get("content")
                .get("text").asString()).isEqualTo("Hi Bo");
        assertThat(get("conversation", "{\"turns\":\"3\",\"friendly\":\"false\",\"mark\":\"!\"}").get("messages"))
                .isEqualTo(json("""
                        [{"role":"user","content":{"type":"text","text":"meh!"}},
                         {"role":"assistant","content":{"type":"text","text":"meh"}},
                         {"role":"user","content":{"type":"text","text":"meh!"}}]"""));
        assertThat(get("conversation", "{\"turns\":\"1\"}").get("messages").get(0).get("content").get("text")
                .asString()).isEqualTo("nice");
    }

    @Test
    void aGetPromptResultIsSentAsItIs() {
        JsonNode plan = get("plan", "{\"day\":\"2025-12-25\",\"goal\":\"dinner\",\"budget\":\"12.50\"}");
        assertThat(plan.get("description").asString()).isEqualTo("A plan for 2025-12-25");
        assertThat(plan.get("messages").get(0).get("content").get("text").asString())
                .isEqualTo("Plan dinner on THURSDAY within 12.50");
    }

    @Test
    void aMissingRequiredArgumentIsInvalidParams() {
        JsonNode error = getError("code_review", "{\"language\":\"java\"}");
        assertThat(error.get("code").asInt()).isEqualTo(-32602);
        assertThat(error.get("message").asString()).isEqualTo("Missing required argument 'code' for prompt 'code_review'");
    }

    @Test
    void anArgumentThatDoesNotConvertIsInvalidParams() {
        JsonNode turns = getError("conversation", "{\"turns\":\"many\"}");
        assertThat(turns.get("code").asInt()).isEqualTo(-32602);
        assertThat(turns.get("message").asString()).isEqualTo("Invalid arguments for prompt 'conversation': 'turns' "
                + "must be " + INT_RANGE + ", not 'many'");
        assertThat(getError("conversation", "{\"turns\":\"1\",\"friendly\":\"yes\"}").get("message").asString())
                .isEqualTo("Invalid arguments for prompt 'conversation': 'friendly' must be true or false, not 'yes'");
        assertThat(getError("conversation", "{\"turns\":\"1\",\"mark\":\"!!\"}").get("message").asString())
                .isEqualTo("Invalid arguments for prompt 'conversation': 'mark' must be a single character, not '!!'");
        assertThat(getError("greet", "{\"name\":\"Ann\",\"tone\":\"loud\"}").get("message").asString())
                .isEqualTo("Invalid arguments for prompt 'greet': 'tone' must be one of formal, CASUAL, not 'loud'");
    }

    // ---- completion --------------------------------------------------------------------------

    @Test
    void aCompletionMethodSuggestsValuesForAPromptArgument() {
        assertThat(complete(prompt("code_review"), "language", "ja", "{}")).isEqualTo(json("""
                {"values":["java","javascript"],"total":2,"hasMore":false}"""));
        assertThat(complete(prompt("echo_word"), "word", "b", "{}").get("values")).isEqualTo(json("[\"beta\"]"));
    }

    @Test
    void aCompletionMethodSeesTheOtherArguments() {
        assertThat(complete(prompt("plan"), "goal", "", "{\"day\":\"2025-12-25\"}").get("values"))
                .isEqualTo(json("[\"presents\",\"dinner\"]"));
        assertThat(complete(prompt("plan"), "goal", "w", "{}").get("values")).isEqualTo(json("[\"work\",\"walk\"]"));
    }

    @Test
    void anEnumCompletesToItsConstants() {
        assertThat(complete(prompt("greet"), "tone", "F", "{}").get("values")).isEqualTo(json("[\"formal\"]"));
        assertThat(complete(template("library://shelves/{shelf}/{number}"), "shelf", "c", "{}").get("values"))
                .isEqualTo(json("[\"CLASSICS\"]"));
    }

    @Test
    void aCompletionMethodSuggestsValuesForATemplateVariable() {
        assertThat(complete(template("files:///{+path}"), "path", "docs/", "{}").get("values"))
                .isEqualTo(json("[\"docs/guide.md\",\"docs/faq.md\"]"));
    }

    @Test
    void aLongListIsCutToOneHundredSuggestions() {
        JsonNode pages = complete(template("library://books/{id}/pages/{page}"), "page", "", "{}");
        assertThat(pages.get("values")).hasSize(100);
        assertThat(pages.get("total").asInt()).isEqualTo(150);
        assertThat(pages.get("hasMore").asBoolean()).isTrue();
    }

    @Test
    void anArgumentWithoutCompletionHasNoSuggestions() {
        assertThat(complete(prompt("code_review"), "code", "x", "{}").get("values")).isEmpty();
    }
}
