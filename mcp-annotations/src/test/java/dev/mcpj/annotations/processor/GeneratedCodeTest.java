package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The generated code itself: clean, direct, and free of reflection. */
class GeneratedCodeTest {

    @Test
    void theCorpusCompilesWithoutAnyWarning() {
        assertThat(Corpus.compilation().warnings()).as(Corpus.compilation().describe()).isEmpty();
    }

    @Test
    void generatedCodeCallsMethodsDirectlyWithoutReflection() {
        for (String name : Corpus.CLASSES) {
            String source = Corpus.compilation().generatedSource("dev.example.corpus." + name + "Tools");
            assertThat(source).doesNotContain("java.lang.reflect", "getMethod", "getDeclaredMethod", ".invoke(",
                    "Class.forName");
        }
        String catalog = Corpus.compilation().generatedSource("dev.example.corpus.CatalogTools");
        assertThat(catalog).contains("target.addBook(arg_book)", "target.area(arg_shape)");
    }

    @Test
    void simpleArgumentsAreConvertedWithoutJackson() {
        String scalars = Corpus.compilation().generatedSource("dev.example.corpus.ScalarsTools");
        assertThat(scalars).contains("args.string(\"text\")", "intArgument(args, \"medium\")",
                "args.has(\"count\") ? intArgument(args, \"count\") : 3")
                .doesNotContain("MAPPER");
    }

    @Test
    void staticToolsNeedNoTarget() throws Exception {
        String scalars = Corpus.compilation().generatedSource("dev.example.corpus.ScalarsTools");
        assertThat(scalars).contains("dev.example.corpus.Scalars.ping()");
    }

    @Test
    void resourcesAndPromptsAreCalledDirectlyWithoutReflection() {
        for (String name : Corpus.MEMBER_CLASSES) {
            String source = Corpus.compilation().generatedSource("dev.example.corpus." + name + "Tools");
            assertThat(source).doesNotContain("java.lang.reflect", "getMethod", "getDeclaredMethod", ".invoke(",
                    "Class.forName");
        }
        String library = Corpus.compilation().generatedSource("dev.example.corpus.LibraryTools");
        assertThat(library).contains("target.book(arg_shelf, arg_number)", "dev.example.corpus.Library.day(arg_day)",
                "suggestions(target.paths(value))", "suggestions(dev.example.corpus.Library.pageNumbers(value, context))")
                .doesNotContain("MAPPER");
    }

    @Test
    void registrationTakesAnInstanceOnlyWhenAMethodNeedsOne() throws Exception {
        ClassLoader loader = Corpus.compilation().loader();
        Class<?> mixed = loader.loadClass("dev.example.corpus.Mixed");
        Class<?> mixedTools = loader.loadClass("dev.example.corpus.MixedTools");
        // The tool is static, but the prompt's completion method is not.
        assertThat(mixedTools.getMethod("tools").getParameterCount()).isZero();
        assertThat(mixedTools.getMethod("register", dev.mcpj.server.McpServer.class, mixed)).isNotNull();
        Class<?> prompts = loader.loadClass("dev.example.corpus.PromptsTools");
        assertThat(prompts.getMethods()).extracting(java.lang.reflect.Method::getName).doesNotContain("tools");
    }
}
