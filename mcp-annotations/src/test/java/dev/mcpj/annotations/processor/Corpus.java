package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The corpus under {@code src/test/resources/corpus}, compiled once per test run and shared by the
 * golden and functional tests: compiling is the slow part.
 */
final class Corpus {
    static final List<String> CLASSES = List.of("Scalars", "Formats", "Collections", "Validated", "Catalog", "Results",
            "Arguments");
    /** The classes with resources and prompts. */
    static final List<String> MEMBER_CLASSES = List.of("Library", "Prompts", "Mixed");
    private static Compiler.Compilation compilation;

    private Corpus() {
    }

    static synchronized Compiler.Compilation compilation() {
        if (compilation == null) {
            try {
                Path dir = Files.createTempDirectory(Path.of("target"), "corpus");
                compilation = Compiler.compile(dir, Compiler.resources("corpus"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertThat(compilation.success()).as(compilation.describe()).isTrue();
        }
        return compilation;
    }

    /** Every tool of the corpus, from the generated {@code tools} methods. */
    static List<ServerTool> tools() throws Exception {
        ClassLoader loader = compilation().loader();
        List<ServerTool> all = new ArrayList<>();
        for (String name : CLASSES) {
            all.addAll(tools(loader, "dev.example.corpus." + name));
        }
        return all;
    }

    /** Registers everything of the corpus's resource and prompt classes, through the generated {@code register}. */
    static void registerMembers(McpServer server) throws Exception {
        ClassLoader loader = compilation().loader();
        for (String name : MEMBER_CLASSES) {
            Class<?> type = loader.loadClass("dev.example.corpus." + name);
            Class<?> generated = loader.loadClass("dev.example.corpus." + name + "Tools");
            Method register = generated.getMethod("register", McpServer.class, type);
            register.invoke(null, server, type.getDeclaredConstructor().newInstance());
        }
    }

    @SuppressWarnings("unchecked")
    static List<ServerTool> tools(ClassLoader loader, String className) throws Exception {
        Class<?> type = loader.loadClass(className);
        Class<?> generated = loader.loadClass(className + "Tools");
        for (Method m : generated.getMethods()) {
            if (m.getName().equals("tools") && Modifier.isStatic(m.getModifiers())) {
                Object[] args = m.getParameterCount() == 0 ? new Object[0]
                        : new Object[] {type.getDeclaredConstructor().newInstance()};
                return (List<ServerTool>) m.invoke(null, args);
            }
        }
        throw new AssertionError(generated + " has no tools method");
    }
}
