package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generated code itself: clean, direct, and free of reflection. */
class GeneratedCodeTest {
    @TempDir
    Path dir;

    @Test
    void aProjectBuiltWithXlintAllAndWerrorStaysClean() {
        Compiler.Compilation c = Compiler.compile(dir, Compiler.classPath(), List.of("-Xlint:all", "-Werror"),
                List.of(Compiler.source("shop.Shop", """
                        package shop;

                        import dev.mcpj.annotations.*;
                        import java.util.List;
                        import java.util.Map;
                        import java.util.Optional;

                        /** Every annotation of ours, and the generated code for sealed interfaces and records. */
                        public class Shop {
                            /** A shape. */
                            public sealed interface Shape permits Circle, Square {
                            }

                            /** A circle. */
                            public record Circle(@Range(min = 0) double radius) implements Shape {
                            }

                            /** A square. */
                            public record Square(double side) implements Shape {
                            }

                            /** The area of a shape. */
                            @McpTool(readOnly = Hint.TRUE)
                            public double area(Shape shape, @Description("rounding") @DefaultValue("2") int digits,
                                               @Size(max = 3) List<String> tags, @Pattern("[a-z]+") String code,
                                               Map<String, Integer> stock,
                                               @AllowedValues({"cm", "m"}) Optional<String> unit) {
                                return 1;
                            }

                            /** The largest shape. */
                            @McpTool
                            public Shape largest(List<Shape> shapes) {
                                return shapes.get(0);
                            }

                            /** A page. */
                            @McpResource(uri = "shop://pages/{number}")
                            public String page(@Complete("numbers") String number) {
                                return number;
                            }

                            /** Greets. */
                            @McpPrompt
                            public String greet(String name) {
                                return "Hello " + name;
                            }

                            /** Page numbers. */
                            public List<String> numbers(String value) {
                                return List.of("1");
                            }
                        }
                        """)));
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.diagnostics()).as(c.describe()).isEmpty();
        assertThat(c.generatedSource("shop.ShopTools")).doesNotContain("@com.", "@tools.");
    }

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
