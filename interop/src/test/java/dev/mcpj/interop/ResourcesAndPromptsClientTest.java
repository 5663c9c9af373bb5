package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The official TypeScript SDK client reads resources, a resource template, a prompt and
 * completions from the annotated example server over stdio ({@code node/ts-sdk-resources-prompts.mjs}).
 */
class ResourcesAndPromptsClientTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    @Timeout(300)
    void resourcesTemplatesPromptsAndCompletionsReachTheClient() {
        String classPath = Interop.examplesJar() + File.pathSeparator
                + Interop.examplesJar().resolveSibling("lib") + File.separator + "*";
        ExternalProcess.Result run = NodeClients.node("ts-sdk-resources-prompts", Duration.ofMinutes(3),
                "ts-sdk-resources-prompts.mjs", "--java", Interop.javaExecutable(), "--classpath", classPath,
                "--main", "dev.mcpj.examples.annotated.AnnotatedExamplesServer");
        assertThat(run.exitCode()).as(run.describe()).isZero();
        JsonNode s = JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());

        assertThat(s.path("errors").size()).as("client errors: %s", s.path("errors")).isZero();
        assertThat(s.at("/capabilities/resources/subscribe").asBoolean()).isTrue();
        assertThat(s.at("/capabilities/prompts").isObject()).isTrue();
        assertThat(s.at("/capabilities/completions").isObject()).isTrue();

        assertThat(s.at("/resources/resources/0/uri").asString()).isEqualTo("bookshop://catalog");
        assertThat(s.at("/templates/resourceTemplates/0/uriTemplate").asString()).isEqualTo("books://{isbn}");
        assertThat(s.at("/catalog/contents/0/text").asString()).startsWith("# Catalog\n\n")
                .contains("The Dispossessed");
        assertThat(s.at("/book/contents/0/text").asString()).startsWith("# The Dispossessed\n");
        assertThat(s.at("/book/contents/0/mimeType").asString()).isEqualTo("text/markdown");
        assertThat(s.at("/missingBook/error/code").asInt()).isEqualTo(-32002);
        assertThat(s.at("/isbnCompletion/completion/values").toString()).isEqualTo("[\"9780553380163\"]");

        assertThat(s.at("/prompts/prompts/0/name").asString()).isEqualTo("recommend_books");
        assertThat(s.at("/prompts/prompts/0/arguments/0/required").asBoolean()).isTrue();
        assertThat(s.at("/prompt/messages/0/content/text").asString())
                .startsWith("Recommend science books from our catalog for a reader who wants something short")
                .contains("A Brief History of Time").doesNotContain("Dispossessed");
        assertThat(s.at("/promptMissingArgument/error/code").asInt()).isEqualTo(-32602);
        assertThat(s.at("/promptMissingArgument/error/message").asString())
                .contains("Missing required argument 'genre' for prompt 'recommend_books'");
        assertThat(s.at("/genreCompletion/completion/values").toString()).isEqualTo("[\"SCIENCE\"]");
    }
}
